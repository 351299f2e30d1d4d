/**
 * The alarm types the platform pushes on /websocket (msgType values of docs/wire-protocol.md, "Real-time
 * alarms"), with the entity each one is recorded in, so the console's filtered list shows the alarm's record.
 */
export const ALARM_KINDS = {
  1: { name: '黑名单车辆入场', entity: 'blackAlertRecord' },
  2: { name: '视频设备离线', entity: 'videoOfflineRecord' },
  3: { name: '包期下发失败', entity: 'monthlyCard' },
  4: { name: '充电桩离线', entity: 'chargeOfflineRecord' },
  5: { name: '充电桩批量离线', entity: 'chargeOfflineRecord' },
  6: { name: '欠费车辆入场', entity: 'arrearsPlate' },
  7: { name: '温度异常', entity: 'abnormalTemRecord' },
  8: { name: '视频设备批量离线', entity: 'videoOfflineRecord' },
  9: { name: '车场对接离线', entity: 'dockingOfflineRecord' },
  10: { name: '车场对接批量离线', entity: 'dockingOfflineRecord' },
} as const;

export type AlarmKind = keyof typeof ALARM_KINDS;

export const ALARM_MSG_TYPES = Object.keys(ALARM_KINDS).map(Number) as AlarmKind[];

export const isAlarmKind = (value: unknown): value is AlarmKind => typeof value === 'number' && Object.hasOwn(ALARM_KINDS, value);
