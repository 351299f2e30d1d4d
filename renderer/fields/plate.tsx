/**
 * Value type plate: the plate number, preceded by a small chip in the plate's colour (蓝/黄/绿/白/黑…) when
 * the record has a colour — `fieldProps.colorField` names the colour field (default plateColor), whose
 * value is looked up in the plateColor dictionary. Edits as an upper-casing input.
 */
import { Input } from 'antd';
import type { CSSProperties } from 'react';
import { staticItems, useDictionary } from '../core/dictionaries';
import type { ResolvedArea } from '../core/viewProps';
import { labelOf } from './dictionaryItems';
import { isEmptyValue } from './empty';
import { inputPlaceholder } from './placeholders';
import type { EditProps, ReadProps, ValueTypeSpec } from './types';

const PLATE_COLOR_DICTIONARY = 'plateColor';

const CHIP_STYLES: Record<string, CSSProperties> = {
  蓝: { background: '#1d4fd8', color: '#fff' },
  黄: { background: '#f5c400', color: '#000' },
  绿: { background: '#237f3e', color: '#fff' }, // 5.0:1 for the white character (WCAG AA)
  白: { background: '#fff', color: '#000', border: '1px solid #8c8c8c' },
  黑: { background: '#1f1f1f', color: '#fff' },
  黄绿: { background: 'linear-gradient(90deg, #f5c400 50%, #3aa655 50%)', color: '#000' },
};

/** 蓝色 → 蓝, 黄绿色 → 黄绿. */
export const plateChipText = (label: string) => label.replace(/色$/, '');

export function PlateColorChip({ label }: { label: string }) {
  const text = plateChipText(label);
  const style = CHIP_STYLES[text] ?? { background: '#d9d9d9', color: '#000' };
  return (
    <span
      data-plate-color={text}
      style={{ ...style, display: 'inline-block', padding: '0 4px', borderRadius: 2, fontSize: 12, lineHeight: '18px' }}
    >
      {text}
    </span>
  );
}

/** The chip beside the number (a plain flex box: a plate cell is drawn in every row of a list). */
const PLATE_BOX: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 4 };

function PlateRead({ field, value, record, area }: ReadProps) {
  const colorField = typeof field.fieldProps?.colorField === 'string' ? field.fieldProps.colorField : 'plateColor';
  const color = record[colorField];
  if (isEmptyValue(color)) return <>{String(value)}</>;
  const known = staticItems(area, PLATE_COLOR_DICTIONARY);
  return (
    <span style={PLATE_BOX}>
      {known ? (
        <PlateColorChip label={labelOf(known, color)} />
      ) : area.dictionaries?.[PLATE_COLOR_DICTIONARY] ? (
        <DictionaryChip area={area} value={color} />
      ) : (
        <PlateColorChip label={String(color)} />
      )}
      <span>{String(value)}</span>
    </span>
  );
}

function DictionaryChip({ area, value }: { area: ResolvedArea; value: unknown }) {
  const { items } = useDictionary(area, PLATE_COLOR_DICTIONARY);
  return <PlateColorChip label={labelOf(items, value)} />;
}

function PlateEdit({ field, value, onChange, disabled, readOnly, componentProps }: EditProps) {
  return (
    <Input
      allowClear
      placeholder={inputPlaceholder(field)}
      maxLength={field.maxLength ?? 9}
      {...componentProps}
      value={value === null || value === undefined ? undefined : String(value)}
      disabled={disabled}
      readOnly={readOnly}
      onChange={(e) => onChange(e.target.value.toUpperCase())}
    />
  );
}

export const plateTypes = {
  plate: { Read: PlateRead, Edit: PlateEdit },
} satisfies Record<string, ValueTypeSpec>;
