/**
 * Migrates the text of one document: the planned edits are made on the text itself (a renamed property keeps its
 * place, its value and the formatting around it), so everything not migrated stays byte for byte. A document
 * laid out by Prettier (160 columns, as the schemas are) is laid out again after the edits.
 */
import { applyEdits, findNodeAtLocation, modify, parseTree, type Edit as TextEdit, type FormattingOptions } from 'jsonc-parser';
import { format } from 'prettier';
import { orderEdits, planEdits, type Edit } from './planEdits';

const PRETTIER = { parser: 'json', printWidth: 160 } as const;
const FORMATTING: FormattingOptions = { insertSpaces: true, tabSize: 2, eol: '\n' };

export interface MigratedText {
  text: string;
  edits: Edit[];
  /** Set when the text is not JSON: it is left as it is (schemas:check reports where). */
  syntaxError?: string;
}

function applyOne(text: string, edit: Edit): string {
  if (edit.kind === 'rename') {
    const root = parseTree(text);
    const valueNode = root && findNodeAtLocation(root, edit.path);
    const keyNode = valueNode?.parent?.children?.[0];
    if (!keyNode) return text;
    const replace: TextEdit = { offset: keyNode.offset, length: keyNode.length, content: JSON.stringify(edit.to) };
    return applyEdits(text, [replace]);
  }
  const value = edit.kind === 'remove' ? undefined : edit.value;
  return applyEdits(text, modify(text, edit.path, value, { formattingOptions: FORMATTING }));
}

async function isPrettierLaidOut(text: string): Promise<boolean> {
  try {
    return (await format(text, PRETTIER)) === text;
  } catch {
    return false;
  }
}

/** The migrated text and the edits made; the text is unchanged (same string) when there is nothing to migrate. */
export async function migrateText(text: string): Promise<MigratedText> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { text, edits: [], syntaxError: error instanceof Error ? error.message : String(error) };
  }
  const edits = planEdits(value);
  if (edits.length === 0) return { text, edits };
  const laidOut = await isPrettierLaidOut(text);
  let next = text;
  for (const edit of orderEdits(edits)) next = applyOne(next, edit);
  if (laidOut) next = await format(next, PRETTIER);
  else if (!next.endsWith('\n') && text.endsWith('\n')) next += '\n';
  return { text: next, edits };
}

/** An edit as one line of the migration report: "rename /views/form/layout/columns → gridColumns". */
export function describeEdit(edit: Edit): string {
  const pointer = '/' + edit.path.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
  if (edit.kind === 'rename') return `${pointer} → ${edit.to}`;
  if (edit.kind === 'remove') return `${pointer} 删除`;
  return `${pointer} = ${JSON.stringify(edit.value)}`;
}
