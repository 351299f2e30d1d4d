/** The date-range presets of a dashboard's filter bar: 今天 昨天 近7天 近30天 本月 上月. */
import dayjs, { type Dayjs } from 'dayjs';
import type { DatePreset } from '../../schemas/meta/generated/area';

export const PRESET_LABELS: Record<DatePreset, string> = {
  today: '今天',
  yesterday: '昨天',
  last7Days: '近7天',
  last30Days: '近30天',
  thisMonth: '本月',
  lastMonth: '上月',
};

/** The whole days a preset covers, relative to `now`: 近7天 is today and the six days before it. */
export function presetRange(preset: DatePreset, now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const today = now.startOf('day');
  switch (preset) {
    case 'today':
      return [today, today.endOf('day')];
    case 'yesterday':
      return [today.subtract(1, 'day'), today.subtract(1, 'day').endOf('day')];
    case 'last7Days':
      return [today.subtract(6, 'day'), today.endOf('day')];
    case 'last30Days':
      return [today.subtract(29, 'day'), today.endOf('day')];
    case 'thisMonth':
      return [today.startOf('month'), today.endOf('day')];
    case 'lastMonth': {
      const last = today.subtract(1, 'month');
      return [last.startOf('month'), last.endOf('month')];
    }
  }
}

/** The presets in antd RangePicker's `presets` form. */
export function rangePresets(now: Dayjs = dayjs()): { label: string; value: [Dayjs, Dayjs] }[] {
  return (Object.keys(PRESET_LABELS) as DatePreset[]).map((preset) => ({ label: PRESET_LABELS[preset], value: presetRange(preset, now) }));
}
