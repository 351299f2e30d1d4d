/**
 * A search field whose options depend on other search fields (车道 by the chosen 车场): the dictionary's
 * {"search": "parkId"} parameters take the parents' current values from the search form. It is the form's
 * own select (renderer/fields/options.tsx), so it loads lazily, shows 请先选择车场 while a `requiresParent`
 * dictionary has no parent value, and clears its value when a parent changes.
 */
import type { FormInstance } from 'antd';
import { Form } from 'antd';
import { useMemo } from 'react';
import type { ValueScope } from '../core/endpoint';
import type { ResolvedArea } from '../core/viewProps';
import { valueTypeSpec } from '../fields';
import { toSearchParams, type SearchField } from './searchFields';

interface Props {
  field: SearchField;
  area: ResolvedArea;
  form: FormInstance;
  /** Injected by the search form's Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
}

export function DependentSearchSelect({ field, area, form, value, onChange }: Props) {
  const parents = field.parents ?? [];
  // The parents' values as request parameters (a JSON text, so the watch only fires when they change).
  const watched = Form.useWatch(
    (values: Record<string, unknown> | undefined) => JSON.stringify(toSearchParams(parents, values ?? {})),
    form,
  );
  const scope = useMemo<ValueScope>(() => ({ searchForm: watched ? (JSON.parse(watched) as Record<string, unknown>) : {} }), [watched]);
  const parentTitles = Object.fromEntries(parents.flatMap((p) => [[p.param, p.title], ...p.params.map((name) => [name, p.title])]));
  const kind = field.control === 'multiSelect' ? 'multiSelect' : 'select';
  const Edit = valueTypeSpec(kind)!.Edit;
  return (
    <Edit
      field={{ title: field.title, valueType: kind, dictionary: field.dictionary, placeholder: field.placeholder }}
      area={area}
      value={value}
      onChange={(next) => onChange?.(next)}
      scope={scope}
      parentTitles={parentTitles}
      componentProps={field.fieldProps as Record<string, unknown> | undefined}
    />
  );
}
