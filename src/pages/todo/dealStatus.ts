/**
 * Processing states of a to-do item. The corner marks count dealStatus 0 (todoNum), 1 (doneNum)
 * and all of them (exeNum), spec §7.
 */
export const DEAL_STATUS_OPTIONS = [
  { value: 0, label: '待处理', color: 'warning' },
  { value: 1, label: '已处理', color: 'success' },
  { value: 2, label: '已关闭', color: 'default' },
] as const;

export function dealStatusOption(value: number | null | undefined) {
  return DEAL_STATUS_OPTIONS.find((o) => o.value === value);
}
