/** Tokenizer and recursive-descent parser of the expression subset evaluated by safeExpression.ts. */

export class ExpressionError extends Error {
  constructor(source: string, reason: string) {
    super(`不支持的表达式 "{{${source}}}"：${reason}`);
    this.name = 'ExpressionError';
  }
}

export type Node =
  | { type: 'literal'; value: unknown }
  | { type: 'root'; name: string }
  | { type: 'member'; object: Node; computed: false; name: string }
  | { type: 'member'; object: Node; computed: true; property: Node }
  | { type: 'unary'; operator: '!' | '-'; argument: Node }
  | { type: 'logical'; operator: '&&' | '||'; left: Node; right: Node }
  | { type: 'binary'; operator: '===' | '!==' | '==' | '!=' | '<' | '<=' | '>' | '>='; left: Node; right: Node }
  | { type: 'conditional'; test: Node; consequent: Node; alternate: Node };

type Token =
  { kind: 'number'; value: number } | { kind: 'string'; value: string } | { kind: 'name'; value: string } | { kind: 'op'; value: string };

const OPERATORS = ['===', '!==', '==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '-', '?', ':', '.', '[', ']', '(', ')'];
const KEYWORDS: Record<string, unknown> = { true: true, false: false, null: null, undefined: undefined };
/** The only names an expression may start from (Formily's scope). */
export const ROOTS: ReadonlySet<string> = new Set(['$deps', '$dependencies', '$self', '$values', '$record', '$form']);

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    const number = /^(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?/.exec(source.slice(i));
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]) });
      i += number[0].length;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      let text = '';
      while (j < source.length && source[j] !== c) {
        if (source[j] === '\\' && j + 1 < source.length) j += 1;
        text += source[j];
        j += 1;
      }
      if (j >= source.length) throw new ExpressionError(source, '字符串没有结束');
      tokens.push({ kind: 'string', value: text });
      i = j + 1;
      continue;
    }
    const name = /^[A-Za-z_$][\w$]*/.exec(source.slice(i));
    if (name) {
      tokens.push({ kind: 'name', value: name[0] });
      i += name[0].length;
      continue;
    }
    const op = OPERATORS.find((o) => source.startsWith(o, i));
    if (!op) throw new ExpressionError(source, `不支持的符号 "${c}"`);
    tokens.push({ kind: 'op', value: op });
    i += op.length;
  }
  return tokens;
}

/** Parses a whole expression; throws ExpressionError on anything outside the subset. */
export function parseExpression(source: string): Node {
  const tokens = tokenize(source);
  let pos = 0;
  const peek = (value?: string) => {
    const t = tokens[pos];
    return t && t.kind === 'op' && (value === undefined || t.value === value) ? t.value : undefined;
  };
  const expect = (value: string) => {
    if (peek(value) === undefined) throw new ExpressionError(source, `缺少 "${value}"`);
    pos += 1;
  };

  const conditional = (): Node => {
    const test = or();
    if (!peek('?')) return test;
    pos += 1;
    const consequent = conditional();
    expect(':');
    return { type: 'conditional', test, consequent, alternate: conditional() };
  };
  const or = (): Node => {
    let left = and();
    while (peek('||')) {
      pos += 1;
      left = { type: 'logical', operator: '||', left, right: and() };
    }
    return left;
  };
  const and = (): Node => {
    let left = equality();
    while (peek('&&')) {
      pos += 1;
      left = { type: 'logical', operator: '&&', left, right: equality() };
    }
    return left;
  };
  const binaryLevel = (ops: string[], next: () => Node) => (): Node => {
    let left = next();
    for (let op = peek(); op && ops.includes(op); op = peek()) {
      pos += 1;
      left = { type: 'binary', operator: op as Extract<Node, { type: 'binary' }>['operator'], left, right: next() };
    }
    return left;
  };
  const unary = (): Node => {
    const op = peek('!') ?? peek('-');
    if (!op) return postfix();
    pos += 1;
    return { type: 'unary', operator: op as '!' | '-', argument: unary() };
  };
  const relational = binaryLevel(['<', '<=', '>', '>='], unary);
  const equality = binaryLevel(['===', '!==', '==', '!='], relational);

  const primary = (): Node => {
    const t = tokens[pos];
    if (!t) throw new ExpressionError(source, '表达式不完整');
    pos += 1;
    if (t.kind === 'number' || t.kind === 'string') return { type: 'literal', value: t.value };
    if (t.kind === 'name') {
      if (Object.prototype.hasOwnProperty.call(KEYWORDS, t.value)) return { type: 'literal', value: KEYWORDS[t.value] };
      if (!ROOTS.has(t.value)) throw new ExpressionError(source, `不允许使用名称 "${t.value}"`);
      return { type: 'root', name: t.value };
    }
    if (t.value === '(') {
      const inner = conditional();
      expect(')');
      return inner;
    }
    throw new ExpressionError(source, `不支持的符号 "${t.value}"`);
  };
  const postfix = (): Node => {
    let node = primary();
    for (;;) {
      if (peek('.')) {
        pos += 1;
        const t = tokens[pos];
        if (!t || t.kind !== 'name') throw new ExpressionError(source, '"." 后面需要属性名');
        pos += 1;
        node = { type: 'member', object: node, computed: false, name: t.value };
      } else if (peek('[')) {
        pos += 1;
        const property = conditional();
        expect(']');
        node = { type: 'member', object: node, computed: true, property };
      } else if (peek('(')) {
        throw new ExpressionError(source, '不允许调用函数');
      } else {
        return node;
      }
    }
  };

  const tree = conditional();
  if (pos < tokens.length) {
    const t = tokens[pos];
    throw new ExpressionError(source, `多余的内容 "${String(t.value)}"`);
  }
  return tree;
}
