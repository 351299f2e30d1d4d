/** Processing states of a to-do item. */
export const DEAL_STATUS_OPTIONS = [
  { value: 0, label: '待处理', color: 'warning' },
  { value: 1, label: '执行中', color: 'processing' },
  { value: 2, label: '已完成', color: 'success' },
] as const;

export function dealStatusOption(value: number | null | undefined) {
  return DEAL_STATUS_OPTIONS.find((o) => o.value === value);
}
