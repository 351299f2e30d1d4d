/** Value types date, dateTime, time, dateRange and dateTimeRange. */
import { DatePicker, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMATS, formatDate, formatDateRange, parseDate, type DateKind } from './dates';
import { selectPlaceholder } from './placeholders';
import type { EditProps, ReadProps, ValueTypeSpec } from './types';

const dateRead = (kind: DateKind) =>
  function DateRead({ value, field }: ReadProps) {
    return <>{formatDate(value, kind, field.format) ?? String(value)}</>;
  };

const rangeRead = (kind: DateKind) =>
  function RangeRead({ value, field }: ReadProps) {
    return <>{formatDateRange(value, kind, field.format) ?? String(value)}</>;
  };

const dateEdit = (kind: 'date' | 'dateTime') =>
  function DateEdit({ field, value, onChange, disabled, readOnly, componentProps }: EditProps) {
    return (
      <DatePicker
        style={{ width: '100%' }}
        showTime={kind === 'dateTime'}
        format={field.format ?? DATE_FORMATS[kind]}
        placeholder={selectPlaceholder(field)}
        {...componentProps}
        value={parseDate(value) ?? null}
        disabled={disabled || readOnly}
        onChange={(d: Dayjs | null) => onChange(d ? d.format(DATE_FORMATS[kind]) : undefined)}
      />
    );
  };

function TimeEdit({ field, value, onChange, disabled, readOnly, componentProps }: EditProps) {
  return (
    <TimePicker
      style={{ width: '100%' }}
      format={field.format ?? DATE_FORMATS.time}
      placeholder={selectPlaceholder(field)}
      {...componentProps}
      value={parseDate(value) ?? null}
      disabled={disabled || readOnly}
      onChange={(d: Dayjs | null) => onChange(d ? d.format(DATE_FORMATS.time) : undefined)}
    />
  );
}

const rangeEdit = (kind: 'date' | 'dateTime') =>
  function RangeEdit({ field, value, onChange, disabled, readOnly, componentProps }: EditProps) {
    const [start, end] = Array.isArray(value) ? value : [];
    return (
      <DatePicker.RangePicker
        style={{ width: '100%' }}
        showTime={kind === 'dateTime'}
        format={field.format ?? DATE_FORMATS[kind]}
        {...componentProps}
        value={[parseDate(start) ?? null, parseDate(end) ?? null]}
        disabled={disabled || readOnly}
        onChange={(range) => {
          const [from, to] = range ?? [];
          onChange(from && to ? [from.format(DATE_FORMATS[kind]), to.format(DATE_FORMATS[kind])] : undefined);
        }}
      />
    );
  };

export const dateTypes = {
  date: { Read: dateRead('date'), Edit: dateEdit('date') },
  dateTime: { Read: dateRead('dateTime'), Edit: dateEdit('dateTime') },
  time: { Read: dateRead('time'), Edit: TimeEdit },
  dateRange: { Read: rangeRead('date'), Edit: rangeEdit('date') },
  dateTimeRange: { Read: rangeRead('dateTime'), Edit: rangeEdit('dateTime') },
} satisfies Record<string, ValueTypeSpec>;
