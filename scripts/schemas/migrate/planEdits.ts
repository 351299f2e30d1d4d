/**
 * What `npm run schemas:migrate` changes in one document, as edits on its parsed value: renamed properties,
 * removed properties and replaced values. Works on any JSON of the schema language (areas, the field library,
 * template bodies) by recognising each old form by its own shape, so a fragment inside a template is migrated
 * like the same thing written in place. Documents already in the new form yield no edits.
 */
import { eventActionEdits } from './eventActionEdits';
import { rowKeyEdits } from './rowKeyEdits';

export type JsonPath = (string | number)[];

export type Edit =
  { kind: 'rename'; path: JsonPath; to: string } | { kind: 'remove'; path: JsonPath } | { kind: 'set'; path: JsonPath; value: unknown };

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isDictionaryOption = (v: unknown) => isObject(v) && 'value' in v && 'label' in v;

/** Objects whose keys are names chosen by the author (template parameters), never migrated as properties. */
const OPAQUE_PARENTS = new Set(['with', 'params']);

function objectEdits(node: Obj, path: JsonPath, parentKey: string | number | undefined): Edit[] {
  const edits: Edit[] = [];
  const at = (key: string) => [...path, key];
  const xProps = node['x-component-props'];
  if (isObject(xProps)) {
    // One place for component props: fieldProps; props written for the editor win over the common ones, as before.
    if (isObject(node.fieldProps)) {
      edits.push(
        { kind: 'set', path: at('fieldProps'), value: { ...node.fieldProps, ...xProps } },
        { kind: 'remove', path: at('x-component-props') },
      );
    } else edits.push({ kind: 'rename', path: at('x-component-props'), to: 'fieldProps' });
  }
  if (node.kind === 'component' && isObject(node.props) && node.fieldProps === undefined)
    edits.push({ kind: 'rename', path: at('props'), to: 'fieldProps' });
  const items = node.items;
  if (isObject(items) && isObject(items.properties) && node.tableColumns === undefined)
    edits.push({ kind: 'rename', path: at('items'), to: 'tableColumns' });
  if (Array.isArray(items) && items.length > 0 && items.every(isDictionaryOption) && node.options === undefined)
    edits.push({ kind: 'rename', path: at('items'), to: 'options' });
  if (typeof node.columns === 'number')
    edits.push({ kind: 'rename', path: at('columns'), to: parentKey === 'layout' ? 'gridColumns' : 'perRow' });
  // The rows of a calendar name their key like a list does.
  if (parentKey === 'rows' && typeof node.dataIndex === 'string' && typeof node.label === 'string' && node.rowKey === undefined) {
    edits.push({ kind: 'rename', path: at('dataIndex'), to: 'rowKey' });
  }
  if (typeof node.batch === 'boolean') edits.push({ kind: 'remove', path: at('batch') });
  if (node.method === 'PATCH' && typeof node.path === 'string') edits.push({ kind: 'set', path: at('method'), value: 'PUT' });
  if (
    typeof node.then === 'string' &&
    typeof node.label === 'string' &&
    typeof node.endpoint === 'string' &&
    node.onSuccess === undefined
  ) {
    edits.push({ kind: 'rename', path: at('then'), to: 'onSuccess' });
  }
  return edits;
}

/** Every edit that brings `value` to the current form of the language. */
export function planEdits(value: unknown): Edit[] {
  return [...documentEdits.flatMap((plan) => plan(value)), ...propertyEdits(value)];
}

/** Edits of a whole document that need its other sections (an event's action, an entity's key). */
const documentEdits: ((doc: unknown) => Edit[])[] = [eventActionEdits, rowKeyEdits];

function propertyEdits(value: unknown, path: JsonPath = [], parentKey?: string | number): Edit[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => propertyEdits(item, [...path, index], index));
  if (!isObject(value)) return [];
  const own = typeof parentKey === 'string' && OPAQUE_PARENTS.has(parentKey) ? [] : objectEdits(value, path, parentKey);
  const below = Object.entries(value).flatMap(([key, child]) => {
    if (typeof parentKey === 'string' && OPAQUE_PARENTS.has(parentKey)) return propertyEdits(child, [...path, key], undefined);
    return propertyEdits(child, [...path, key], key);
  });
  return [...own, ...below];
}

/** The edits applied to a copy of `value` (what the migrated text parses to). */
export function applyToValue(value: unknown, edits: readonly Edit[]): unknown {
  const copy = structuredClone(value);
  for (const edit of orderEdits(edits)) {
    const parent = edit.path
      .slice(0, -1)
      .reduce<unknown>(
        (node, key) => (isObject(node) || Array.isArray(node) ? (node as Record<string | number, unknown>)[key] : undefined),
        copy,
      );
    const key = edit.path[edit.path.length - 1];
    if (!isObject(parent)) continue;
    if (edit.kind === 'set') parent[key as string] = edit.value;
    else if (edit.kind === 'remove') delete parent[key as string];
    else {
      // Renamed in place: the new property takes the old one's position among its siblings.
      const entries = Object.entries(parent).map(([k, v]) => [k === key ? edit.to : k, v] as const);
      for (const k of Object.keys(parent)) delete parent[k];
      for (const [k, v] of entries) parent[k] = v;
    }
  }
  return copy;
}

/**
 * The order edits are applied in so each path is still valid when its edit runs: value changes and removals
 * first (their paths use the old names), then renames, the deepest first (renaming a property changes the
 * paths below it, never those above).
 */
export function orderEdits(edits: readonly Edit[]): Edit[] {
  const changes = edits.filter((e) => e.kind !== 'rename');
  const renames = edits.filter((e) => e.kind === 'rename').sort((a, b) => b.path.length - a.path.length);
  return [...changes, ...renames];
}
