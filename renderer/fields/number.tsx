/** Value types number, integer, money, percent and duration. */
import { InputNumber, Space } from 'antd';
import { formatDuration, formatMoney, formatNumber, formatPercent, moneyFromInput, moneyToInput, toNumber } from './format';
import { inputPlaceholder } from './placeholders';
import type { EditProps, ReadProps, ValueTypeSpec } from './types';

/** Reads a number with `format`; a value that is no number shows as it is. */
const numericRead = (format: (n: number, props: ReadProps) => string) =>
  function NumericRead(props: ReadProps) {
    const n = toNumber(props.value);
    return <>{n === undefined ? String(props.value) : format(n, props)}</>;
  };

interface NumberInputProps extends EditProps {
  precision?: number;
  addonAfter?: string;
  toInput?(value: unknown): number | undefined;
  fromInput?(value: number | null): unknown;
}

function NumberInput({
  field,
  value,
  onChange,
  disabled,
  readOnly,
  componentProps,
  precision,
  addonAfter,
  toInput,
  fromInput,
}: NumberInputProps) {
  const input = (
    <InputNumber<number>
      style={{ width: '100%' }}
      placeholder={inputPlaceholder(field)}
      precision={precision}
      {...componentProps}
      value={toInput ? toInput(value) : toNumber(value)}
      disabled={disabled}
      readOnly={readOnly}
      onChange={(n) => onChange(fromInput ? fromInput(n) : (n ?? undefined))}
    />
  );
  if (!addonAfter) return input;
  return (
    <Space.Compact style={{ width: '100%' }}>
      {input}
      <Space.Addon>{addonAfter}</Space.Addon>
    </Space.Compact>
  );
}

const DURATION_UNIT_LABEL: Record<string, string> = { millisecond: '毫秒', second: '秒', minute: '分钟', hour: '小时' };

export const numberTypes = {
  number: {
    Read: numericRead((n, { field }) => formatNumber(n, field.precision)),
    Edit: (props: EditProps) => <NumberInput {...props} precision={props.field.precision} />,
  },
  integer: {
    Read: numericRead((n) => formatNumber(Math.round(n), 0)),
    Edit: (props: EditProps) => <NumberInput {...props} precision={0} />,
  },
  money: {
    Read: numericRead((n, { field }) => formatMoney(n, field.unit, field.precision ?? 2)),
    Edit: (props: EditProps) => (
      <NumberInput
        {...props}
        precision={2}
        addonAfter="元"
        toInput={(v) => moneyToInput(v, props.field.unit)}
        fromInput={(n) => moneyFromInput(n, props.field.unit)}
      />
    ),
  },
  percent: {
    Read: numericRead((n, { field }) => formatPercent(n, field.precision)),
    Edit: (props: EditProps) => <NumberInput {...props} precision={props.field.precision} addonAfter="%" />,
  },
  duration: {
    Read: numericRead((n, { field }) => formatDuration(n, field.unit)),
    Edit: (props: EditProps) => <NumberInput {...props} precision={0} addonAfter={DURATION_UNIT_LABEL[props.field.unit ?? 'second']} />,
  },
} satisfies Record<string, ValueTypeSpec>;
