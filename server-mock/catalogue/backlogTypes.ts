/** The to-do types (`backLogType` dictionary) of the mock. */
export const BACKLOG_TYPES = [
  { value: 1, label: '退款审核' },
  { value: 2, label: '订单申诉' },
  { value: 3, label: '月卡审核' },
  { value: 4, label: '对账单确认' },
  { value: 5, label: '设备故障' },
  { value: 6, label: '企业认证' },
] as const;

/** dealStatus values of a to-do row. */
export const DEAL_STATUS = [
  { value: 0, label: '待处理' },
  { value: 1, label: '已处理' },
  { value: 2, label: '已忽略' },
] as const;
