/**
 * Turns ajv errors into problems with a position and a message in Chinese and English.
 * Messages written in the meta-schema (ajv-errors `errorMessage`, "中文 (English)") are used as they are;
 * the others are made here from the keyword and its parameters. Noise from unions is trimmed: of an
 * anyOf/oneOf, only the errors of the branch that fits the value's type are kept.
 */
import type { ErrorObject } from 'ajv';
import type { JsonSource } from './jsonSource';
import { childPointer, type Problem } from './problem';
import { retiredPropertyMessage, retiredPropertyUse, retiredValueMessage } from './migrate/retiredForms';
import { closestName } from './suggest';

type Message = { zh: string; en: string };

const typeNames: Record<string, string> = {
  string: '字符串',
  number: '数字',
  integer: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: 'null',
};

const show = (v: unknown) => JSON.stringify(v);

/** The `params` of an ajv error: keyword-specific names (missingProperty, additionalProperty, type, tag…). */
type AjvParams = Record<string, unknown>;

/** "中文 (English)" → both halves; a message without an English half is used for both. */
export function splitBilingual(message: string): Message {
  const m = /^([\s\S]*?) \(([^()]*(?:\([^()]*\)[^()]*)*)\)$/.exec(message);
  return m ? { zh: m[1], en: m[2] } : { zh: message, en: message };
}

function messageOf(e: ErrorObject, data: unknown): Message {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'errorMessage':
      return splitBilingual(e.message ?? '');
    case 'required':
      return { zh: `缺少必填属性 "${p.missingProperty}"`, en: `missing required property "${p.missingProperty}"` };
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = p.additionalProperty ?? p.unevaluatedProperty;
      const retired = retiredPropertyMessage(String(name), e.instancePath);
      if (retired) return retired;
      return { zh: `不允许的属性 "${name}"`, en: `property "${name}" is not allowed here` };
    }
    case 'type': {
      const types = String(p.type).split(',');
      return {
        zh: `类型应为${types.map((t) => typeNames[t] ?? t).join('或')}`,
        en: `must be ${types.map((t) => (t === 'array' || t === 'object' || t === 'integer' ? `an ${t}` : `a ${t}`)).join(' or ')}`,
      };
    }
    case 'enum': {
      const retired = retiredValueMessage(data, e.instancePath);
      if (retired) return retired;
      const allowed = (p.allowedValues as unknown[]).map(show);
      const guess = typeof data === 'string' ? closestName(data, (p.allowedValues as unknown[]).map(String)) : undefined;
      if (guess && allowed.length > 8) {
        return {
          zh: `取值 ${show(data)} 不在允许的范围内（是否想写 "${guess}"？）`,
          en: `${show(data)} is not allowed (did you mean "${guess}"?)`,
        };
      }
      return {
        zh: `取值应为以下之一：${allowed.join('、')}${guess ? `（是否想写 "${guess}"？）` : ''}`,
        en: `must be one of ${allowed.join(', ')}${guess ? ` (did you mean "${guess}"?)` : ''}`,
      };
    }
    case 'const':
      return { zh: `取值应为 ${show(p.allowedValue)}`, en: `must be ${show(p.allowedValue)}` };
    case 'pattern':
      return { zh: `格式不正确，应符合 /${p.pattern}/`, en: `must match /${p.pattern}/` };
    case 'format':
      return { zh: `格式应为 ${p.format}`, en: `must be a valid ${p.format}` };
    case 'minItems':
      return { zh: `至少需要 ${p.limit} 项`, en: `must have at least ${p.limit} item(s)` };
    case 'maxItems':
      return { zh: `至多 ${p.limit} 项`, en: `must have at most ${p.limit} item(s)` };
    case 'minProperties':
      return { zh: `至少需要 ${p.limit} 个属性`, en: `must have at least ${p.limit} propert${p.limit === 1 ? 'y' : 'ies'}` };
    case 'maxProperties':
      return { zh: `至多 ${p.limit} 个属性`, en: `must have at most ${p.limit} propert${p.limit === 1 ? 'y' : 'ies'}` };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const zh = { minimum: '不能小于', maximum: '不能大于', exclusiveMinimum: '应大于', exclusiveMaximum: '应小于' }[e.keyword];
      const en = { minimum: 'must be >=', maximum: 'must be <=', exclusiveMinimum: 'must be >', exclusiveMaximum: 'must be <' }[e.keyword];
      return { zh: `${zh} ${p.limit}`, en: `${en} ${p.limit}` };
    }
    case 'anyOf':
    case 'oneOf': {
      const types = (p as { acceptedTypes?: string[] }).acceptedTypes;
      if (types && types.length > 0) return messageOf({ ...e, keyword: 'type', params: { type: types.join(',') } }, data);
      return { zh: '不符合任何一种允许的写法', en: 'matches none of the allowed forms' };
    }
    case 'discriminator':
      return { zh: `"${p.tag}" 的取值不正确`, en: `wrong value of "${p.tag}"` };
    default:
      return { zh: `不符合元模式：${e.message ?? e.keyword}`, en: e.message ?? e.keyword };
  }
}

const isAtOrBelow = (path: string, base: string) => path === base || path.startsWith(base + '/');

/** Drops the errors that only restate another one (see the file comment). */
export function trimAjvErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const dropped = new Set<number>();
  const replaced = new Map<number, ErrorObject>();
  errors.forEach((u, i) => {
    if (u.keyword !== 'anyOf' && u.keyword !== 'oneOf') return;
    const branch: number[] = [];
    for (let j = i - 1; j >= 0 && isAtOrBelow(errors[j].instancePath, u.instancePath); j--) branch.push(j);
    const wrongKind = branch.filter(
      (j) => errors[j].instancePath === u.instancePath && (errors[j].keyword === 'type' || errors[j].keyword === 'const'),
    );
    const rest = branch.filter((j) => !wrongKind.includes(j) && !dropped.has(j));
    if (rest.length > 0) [i, ...wrongKind].forEach((j) => dropped.add(j));
    else {
      branch.forEach((j) => dropped.add(j));
      // Every branch refused the kind of value: say which kinds would do.
      const inOrder = [...wrongKind].sort((a, b) => a - b).filter((j) => errors[j].keyword === 'type');
      const types = inOrder.flatMap((j) => String((errors[j].params as AjvParams).type).split(','));
      if (inOrder.length === wrongKind.length && types.length > 0)
        replaced.set(i, { ...u, params: { ...u.params, acceptedTypes: [...new Set(types)] } });
    }
  });
  errors.forEach((e, i) => {
    // "must match then" restates the errors of the `then` schema (a computed value's operation): those say what is wrong.
    if (e.keyword === 'if' && errors.some((o) => o !== e && o.keyword !== 'if' && isAtOrBelow(o.instancePath, e.instancePath)))
      dropped.add(i);
    // An unknown `kind` is reported once, by the enum of the tag.
    if (e.keyword === 'discriminator') {
      const tagPath = childPointer(e.instancePath, String((e.params as AjvParams).tag));
      if (errors.some((o) => o.instancePath === tagPath)) dropped.add(i);
    }
    // Of nested custom messages (a condition inside a condition), the innermost is the precise one.
    if (
      e.keyword === 'errorMessage' &&
      errors.some(
        (o) => o !== e && o.keyword === 'errorMessage' && o.message === e.message && o.instancePath.startsWith(e.instancePath + '/'),
      )
    ) {
      dropped.add(i);
    }
  });
  return errors.flatMap((e, i) => (dropped.has(i) ? [] : [replaced.get(i) ?? e]));
}

function valueAt(root: unknown, pointerText: string): unknown {
  let node: unknown = root;
  for (const s of pointerText.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[s.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/** "missing rowKey" next to the retired "dataIndex" that replaces it says the same thing: only the latter is kept. */
function withoutRequiredOfRetired(errors: readonly ErrorObject[]): ErrorObject[] {
  const replaced = new Set(
    errors.flatMap((e) => {
      if (e.keyword !== 'additionalProperties' && e.keyword !== 'unevaluatedProperties') return [];
      const name = String((e.params as AjvParams).additionalProperty ?? (e.params as AjvParams).unevaluatedProperty);
      const use = retiredPropertyUse(name, e.instancePath);
      return use ? [`${e.instancePath}\u0000${use}`] : [];
    }),
  );
  return errors.filter(
    (e) => !(e.keyword === 'required' && replaced.has(`${e.instancePath}\u0000${(e.params as AjvParams).missingProperty}`)),
  );
}

export function ajvErrorsToProblems(errors: readonly ErrorObject[], source: JsonSource, file: string): Problem[] {
  return withoutRequiredOfRetired(trimAjvErrors(errors)).map((e) => {
    const extra =
      e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties'
        ? String((e.params as AjvParams).additionalProperty ?? (e.params as AjvParams).unevaluatedProperty)
        : undefined;
    const at = extra === undefined ? e.instancePath : childPointer(e.instancePath, extra);
    const position = source.locate(at, extra === undefined ? 'value' : 'key');
    return { file, ...position, pointer: at, rule: 'meta-schema', ...messageOf(e, valueAt(source.value, e.instancePath)) };
  });
}
