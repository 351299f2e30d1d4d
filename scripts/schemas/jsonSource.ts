/**
 * A JSON document with the positions of its values, so a JSON pointer maps to `line:column`.
 * Parsing is done by jsonc-parser (strict JSON: no comments, no trailing commas).
 */
import { getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { childPointer, parsePointer } from './problem';

export interface SourcePosition {
  line: number;
  column: number;
}

export interface JsonSource {
  text: string;
  root: Node | undefined;
  value: unknown;
  syntaxErrors: { position: SourcePosition; code: string }[];
  /** Property names given twice in one object (JSON.parse would keep the last silently). */
  duplicateKeys: { pointer: string; key: string; position: SourcePosition }[];
  /** Where the value at `pointer` starts, or its property name when `at` is "key"; falls back to the nearest existing ancestor. */
  locate(pointer: string, at?: 'value' | 'key'): SourcePosition;
}

export function parseJsonSource(text: string): JsonSource {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);

  const positionOf = (offset: number): SourcePosition => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - lineStarts[lo] + 1 };
  };

  /** Walks the tree segment by segment; stops at the deepest node that exists. */
  const locate = (p: string, at: 'value' | 'key' = 'value'): SourcePosition => {
    if (!root) return { line: 1, column: 1 };
    const path = parsePointer(p);
    let node: Node = root;
    let keyNode: Node | undefined;
    for (const segment of path) {
      const next = childNode(node, segment);
      if (!next) return positionOf(node.offset);
      node = next.value;
      keyNode = next.key;
    }
    return positionOf((at === 'key' && keyNode ? keyNode : node).offset);
  };

  return {
    text,
    root,
    value: root && errors.length === 0 ? JSON.parse(text) : root ? getNodeValue(root) : undefined,
    syntaxErrors: errors.map((e) => ({ position: positionOf(e.offset), code: printParseErrorCode(e.error) })),
    duplicateKeys: root ? findDuplicateKeys(root, []).map((d) => ({ ...d, position: positionOf(d.offset) })) : [],
    locate,
  };
}

function childNode(node: Node, segment: string): { value: Node; key?: Node } | undefined {
  if (node.type === 'object') {
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (key && value && key.value === segment) return { value, key };
    }
    return undefined;
  }
  if (node.type === 'array' && /^(0|[1-9][0-9]*)$/.test(segment)) {
    const value = node.children?.[Number(segment)];
    return value ? { value } : undefined;
  }
  return undefined;
}

function findDuplicateKeys(node: Node, path: (string | number)[]): { pointer: string; key: string; offset: number }[] {
  const out: { pointer: string; key: string; offset: number }[] = [];
  if (node.type === 'object') {
    const seen = new Set<string>();
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (!key) continue;
      const name = String(key.value);
      if (seen.has(name)) out.push({ pointer: childPointer('', ...path, name), key: name, offset: key.offset });
      seen.add(name);
      if (value && (value.type === 'object' || value.type === 'array')) {
        path.push(name);
        out.push(...findDuplicateKeys(value, path));
        path.pop();
      }
    }
  } else if (node.type === 'array') {
    (node.children ?? []).forEach((child, i) => {
      if (child.type !== 'object' && child.type !== 'array') return;
      path.push(i);
      out.push(...findDuplicateKeys(child, path));
      path.pop();
    });
  }
  return out;
}
