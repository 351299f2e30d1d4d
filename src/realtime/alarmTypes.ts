/**
 * The alarm types of the real-time push (spec shell.md §3 "Alarm push message", §4 "Alarm popup", §2 "Alarm
 * shortcuts"): for each msgType, the popup's title, the message fields it shows, and where 更多 leads. The wire
 * values of msgType are listed in docs/wire-protocol.md ("Real-time alarms").
 */
export type AlarmMessage = { msgType: number } & Partial<Record<AlarmFieldKey, string | number | null>>;

export type AlarmFieldKey =
  | 'plateNo'
  | 'location'
  | 'deviceName'
  | 'address'
  | 'alarmTime'
  | 'devName'
  | 'devNum'
  | 'parkNum'
  | 'syncType'
  | 'certCode'
  | 'deviceTypeText'
  | 'context'
  | 'deviceTypeName'
  | 'devNames'
  | 'parkName'
  | 'devCode'
  | 'parkNames'
  | 'addressType'
  | 'orderId'
  | 'parkId'
  | 'inUnid'
  | 'alarmName'
  | 'alarmTypeText'
  | 'type'
  | 'messageType';

export interface AlarmField {
  key: AlarmFieldKey;
  label: string;
  /** Code → text (syncType 1 新增 …); absent: the value as it is. */
  labels?: Record<string, string>;
}

export interface AlarmShortcut {
  path: string;
  query: Record<string, string>;
}

export interface AlarmType {
  msgType: number;
  title: string;
  /** The fields shown, in order; empty values are left out. */
  fields: AlarmField[];
  /** Where 更多 leads (the filtered list of §2's alarm shortcuts). */
  shortcut(message: AlarmMessage): AlarmShortcut;
  /** Shown instead of navigating when the user is on that page already (spec §8). */
  alreadyThere: string;
}

export const MSG_TYPES = {
  blacklistEntry: 1,
  videoOffline: 2,
  monthlyPassSyncFailed: 3,
  chargePileOffline: 4,
  chargePileOfflineBatch: 5,
  arrearsEntry: 6,
  abnormalTemperature: 7,
  videoOfflineBatch: 8,
  parkDockingOffline: 9,
  parkDockingOfflineBatch: 10,
} as const;

export const SHORTCUT_PATHS = {
  docking: '/equipMonitoring/offline/docking',
  video: '/equipMonitoring/offline/video',
  charge: '/equipMonitoring/offline/charge',
  temperatureParking: '/equipMonitoring/AbnormalRecord/abnormalTemRecord/parking/list',
  temperatureCharging: '/equipMonitoring/AbnormalRecord/abnormalTemRecord/charging/list',
  blacklist: '/operationManagement/specificCar/blackManage/blackAlertRecord/list',
  monthlyPass: '/specificParking/cardManage/index',
  arrears: '/underpaymentManage/underpaymentCar/list',
} as const;

/** Spec §8 already-on-page infos; the arrears one follows their pattern (the spec names none for it). */
export const ALREADY_THERE = {
  docking: '您已处于场库设备离线记录页面',
  video: '您已处于视频设备离线记录页面',
  blacklist: '您已处于黑名单告警记录页面',
  charge: '您已处于充电桩离线记录页面',
  temperature: '您已处于温度异常告警记录页面',
  monthlyPass: '您已处于包期办理页面',
  arrears: '您已处于欠费车辆页面',
} as const;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** Query of the non-empty values only. */
function query(entries: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).flatMap(([k, v]) => (text(v) ? [[k, text(v)]] : [])));
}

const F = {
  plateNo: { key: 'plateNo', label: '车牌号码' },
  parkName: { key: 'parkName', label: '停车场' },
  parkNames: { key: 'parkNames', label: '停车场' },
  location: { key: 'location', label: '出入口' },
  alarmTime: { key: 'alarmTime', label: '告警时间' },
  deviceName: { key: 'deviceName', label: '设备名称' },
  devName: { key: 'devName', label: '设备名称' },
  devNames: { key: 'devNames', label: '设备名称' },
  devCode: { key: 'devCode', label: '设备编号' },
  devNum: { key: 'devNum', label: '离线设备数' },
  parkNum: { key: 'parkNum', label: '离线车场数' },
  deviceTypeText: { key: 'deviceTypeText', label: '设备类型' },
  deviceTypeName: { key: 'deviceTypeName', label: '设备类型' },
  address: { key: 'address', label: '地址' },
  certCode: { key: 'certCode', label: '对接编码' },
  syncType: { key: 'syncType', label: '下发类型', labels: { '1': '新增', '2': '修改', '3': '删除' } },
  failReason: { key: 'context', label: '失败原因' },
  temperature: { key: 'context', label: '告警内容' },
  addressType: { key: 'addressType', label: '场景', labels: { '1': '停车场', '2': '充电站' } },
  alarmName: { key: 'alarmName', label: '告警名称' },
  alarmTypeText: { key: 'alarmTypeText', label: '告警级别' },
  orderId: { key: 'orderId', label: '订单编号' },
} satisfies Record<string, AlarmField>;

/** addressType 1 is a parking lot, anything else a charging station (spec §3). */
export const isParkingAddress = (message: AlarmMessage) => text(message.addressType) === '1';

export const ALARM_TYPES: readonly AlarmType[] = [
  {
    msgType: MSG_TYPES.blacklistEntry,
    title: '黑名单车辆入场告警',
    fields: [F.plateNo, F.parkName, F.location, F.alarmTime],
    shortcut: (m) => ({ path: SHORTCUT_PATHS.blacklist, query: query({ plateNo: m.plateNo }) }),
    alreadyThere: ALREADY_THERE.blacklist,
  },
  {
    msgType: MSG_TYPES.videoOffline,
    title: '视频设备离线告警',
    fields: [F.deviceName, F.devCode, F.deviceTypeText, F.parkName, F.address, F.alarmTime],
    shortcut: (m) => ({ path: SHORTCUT_PATHS.video, query: query({ devCode: m.devCode }) }),
    alreadyThere: ALREADY_THERE.video,
  },
  {
    msgType: MSG_TYPES.monthlyPassSyncFailed,
    title: '包期下发失败',
    fields: [F.plateNo, F.parkName, F.syncType, F.failReason, F.alarmTime],
    shortcut: (m) => ({ path: SHORTCUT_PATHS.monthlyPass, query: query({ plateNo: m.plateNo }) }),
    alreadyThere: ALREADY_THERE.monthlyPass,
  },
  {
    msgType: MSG_TYPES.chargePileOffline,
    title: '充电桩离线告警',
    fields: [F.devName, F.devCode, F.address, F.alarmTime],
    shortcut: (m) => ({ path: SHORTCUT_PATHS.charge, query: query({ devCode: m.devCode }) }),
    alreadyThere: ALREADY_THERE.charge,
  },
  {
    msgType: MSG_TYPES.chargePileOfflineBatch,
    title: '充电桩批量离线告警',
    fields: [F.devNum, F.devNames, F.address, F.alarmTime],
    shortcut: () => ({ path: SHORTCUT_PATHS.charge, query: { status: '1' } }),
    alreadyThere: ALREADY_THERE.charge,
  },
  {
    msgType: MSG_TYPES.arrearsEntry,
    title: '欠费车辆入场提醒',
    fields: [F.plateNo, F.parkName, F.location, F.orderId, F.alarmTime],
    shortcut: (m) => ({ path: SHORTCUT_PATHS.arrears, query: query({ isParking: 1, plateNo: m.plateNo }) }),
    alreadyThere: ALREADY_THERE.arrears,
  },
  {
    msgType: MSG_TYPES.abnormalTemperature,
    title: '温度异常告警',
    fields: [F.alarmName, F.alarmTypeText, F.deviceName, F.deviceTypeName, F.addressType, F.address, F.temperature, F.alarmTime],
    shortcut: (m) => {
      const parking = isParkingAddress(m);
      return {
        path: parking ? SHORTCUT_PATHS.temperatureParking : SHORTCUT_PATHS.temperatureCharging,
        query: query({ activeName: parking ? 'parking' : 'charging', deviceName: m.deviceName }),
      };
    },
    alreadyThere: ALREADY_THERE.temperature,
  },
  {
    msgType: MSG_TYPES.videoOfflineBatch,
    title: '视频设备批量离线告警',
    fields: [F.devNum, F.devNames, F.parkNames, F.alarmTime],
    shortcut: () => ({ path: SHORTCUT_PATHS.video, query: { status: '1' } }),
    alreadyThere: ALREADY_THERE.video,
  },
  {
    msgType: MSG_TYPES.parkDockingOffline,
    title: '车场对接离线告警',
    fields: [F.parkName, F.certCode, F.alarmTime],
    shortcut: (m) => ({ path: SHORTCUT_PATHS.docking, query: query({ parkName: m.parkName }) }),
    alreadyThere: ALREADY_THERE.docking,
  },
  {
    msgType: MSG_TYPES.parkDockingOfflineBatch,
    title: '车场对接批量离线告警',
    fields: [F.parkNum, F.parkNames, F.alarmTime],
    shortcut: () => ({ path: SHORTCUT_PATHS.docking, query: { status: '1' } }),
    alreadyThere: ALREADY_THERE.docking,
  },
];

const byMsgType = new Map(ALARM_TYPES.map((t) => [t.msgType, t]));

export const alarmTypeOf = (msgType: number): AlarmType | undefined => byMsgType.get(msgType);

/** The shown value of a field: '' when empty, a code's text when the field has labels. */
export function fieldText(message: AlarmMessage, field: AlarmField): string {
  const value = text(message[field.key]);
  return value && field.labels ? (field.labels[value] ?? value) : value;
}

/** A push frame → an alarm of a known type, or null (heartbeat answers, unknown types, garbage). */
export function parseAlarm(frame: unknown): AlarmMessage | null {
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) return null;
  const raw = (frame as { msgType?: unknown }).msgType;
  const msgType = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,3}$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!byMsgType.has(msgType)) return null;
  const message: Record<string, unknown> = { msgType };
  for (const [key, value] of Object.entries(frame)) {
    if (key === 'msgType' || key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (typeof value === 'string' || typeof value === 'number') message[key] = value;
  }
  return message as AlarmMessage;
}

/** The shortcut as a URL path with its query. */
export function shortcutHref({ path, query: q }: AlarmShortcut): string {
  const search = new URLSearchParams(q).toString();
  return search ? `${path}?${search}` : path;
}
