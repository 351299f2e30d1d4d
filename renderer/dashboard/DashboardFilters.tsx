import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import type { DatePreset } from '../../schemas/meta/generated/area';
import { useDictionaries } from '../core/dictionaries';
import type { ResolvedArea } from '../core/viewProps';
import type { SearchField } from '../list/searchFields';
import { presetRange, rangePresets } from './datePresets';

interface Props {
  area: ResolvedArea;
  fields: SearchField[];
  defaultPreset: DatePreset;
  onSearch(values: Record<string, unknown>): void;
}

const isRange = (field: SearchField) => field.control === 'dateRange' || field.control === 'dateTimeRange';

/** The starting values: each field's default, a date range its preset (近7天 unless the view says otherwise). */
export function initialFilterValues(fields: SearchField[], preset: DatePreset, now?: Dayjs): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.key, f.defaultValue ?? (isRange(f) ? presetRange(preset, now) : undefined)]));
}

/**
 * The filter bar of a dashboard: the list search fields (the same columns and parameters), date ranges with the
 * presets 今天 昨天 近7天 近30天 本月 上月, and 查询 / 重置.
 */
export function DashboardFilters({ area, fields, defaultPreset, onSearch }: Props) {
  const [form] = Form.useForm();
  const dictionaries = useDictionaries(
    area,
    fields.map((f) => f.dictionary),
  );
  const initial = useMemo(() => initialFilterValues(fields, defaultPreset), [fields, defaultPreset]);
  const presets = useMemo(() => rangePresets(), []);
  const control = (field: SearchField) => {
    const placeholder = field.placeholder;
    switch (field.control) {
      case 'select':
      case 'multiSelect': {
        const dict = field.dictionary ? dictionaries[field.dictionary] : undefined;
        return (
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            mode={field.control === 'multiSelect' ? 'multiple' : undefined}
            placeholder={placeholder ?? '全部'}
            loading={dict?.loading}
            style={{ width: 200 }}
            options={(dict?.items ?? []).map((i) => ({ value: i.value as string | number, label: i.label, disabled: i.disabled }))}
            aria-label={field.title}
          />
        );
      }
      case 'dateRange':
      case 'dateTimeRange':
        return (
          <DatePicker.RangePicker
            presets={presets}
            showTime={field.control === 'dateTimeRange'}
            allowClear={false}
            style={{ width: field.control === 'dateTimeRange' ? 380 : 260 }}
            aria-label={field.title}
          />
        );
      default:
        return <Input allowClear placeholder={placeholder ?? `请输入${field.title}`} style={{ width: 200 }} aria-label={field.title} />;
    }
  };
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={initial}
      onFinish={(values: Record<string, unknown>) => onSearch(values)}
      className="dashboard-filters"
      style={{ rowGap: 12, padding: '16px 24px', background: '#fff', borderRadius: 8, marginBottom: 16 }}
    >
      {fields.map((field) => (
        <Form.Item key={field.key} name={field.key} label={field.title}>
          {control(field)}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue(initialFilterValues(fields, defaultPreset));
              onSearch(initialFilterValues(fields, defaultPreset));
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
