/**
 * The device kinds of schemas/device.json: the path segment under /device/v2/api, the schema entity and the value of
 * the `deviceType` dictionary. The first eight (cameras) have a batch import and an ISC synchronisation.
 */
export interface DeviceKind {
  path: string;
  entity: string;
  deviceType: number;
  /** The word that ends a seeded device name (东门入口枪机-03). */
  word: string;
  /** Start of a seeded serial number. */
  serialPrefix: string;
}

export const CAMERA_KINDS: readonly DeviceKind[] = [
  { path: 'pcameras', entity: 'devicePcamera', deviceType: 1, word: '枪机', serialPrefix: 'PC' },
  { path: 'ballcameras', entity: 'deviceBallcamera', deviceType: 2, word: '球机', serialPrefix: 'BC' },
  { path: 'terminals', entity: 'deviceTerminal', deviceType: 3, word: '收费终端', serialPrefix: 'TM' },
  { path: 'talks', entity: 'deviceTalk', deviceType: 4, word: '对讲分机', serialPrefix: 'TK' },
  { path: 'monitors', entity: 'deviceMonitor', deviceType: 5, word: '监控摄像机', serialPrefix: 'MN' },
  { path: 'snapVideos', entity: 'deviceSnapVideo', deviceType: 6, word: '抓拍相机', serialPrefix: 'SV' },
  { path: 'thermocameras/lot', entity: 'deviceLotThermocamera', deviceType: 7, word: '测温相机', serialPrefix: 'LT' },
  { path: 'thermocameras/charging', entity: 'deviceChargingThermocamera', deviceType: 8, word: '充电区测温相机', serialPrefix: 'CT' },
];

export const DEVICE_KINDS: readonly DeviceKind[] = [
  ...CAMERA_KINDS,
  { path: 'videoBricks', entity: 'deviceVideoBrick', deviceType: 9, word: '视频砖', serialPrefix: 'VB' },
  { path: 'geomagneticManagers', entity: 'deviceGeomagneticManager', deviceType: 10, word: '地磁管理器', serialPrefix: 'GM' },
  { path: 'geomagneticDetectors', entity: 'deviceGeomagneticDetector', deviceType: 11, word: '地磁检测器', serialPrefix: 'GD' },
];

/** The `vendor` dictionary; the last one (其他) is what an import row without a vendor gets. */
export const VENDORS = [
  { value: 1, label: '海康威视' },
  { value: 2, label: '大华' },
  { value: 3, label: '宇视' },
  { value: 4, label: '华为' },
  { value: 5, label: '科拓' },
  { value: 9, label: '其他' },
] as const;

/** `onlineStatus`: 1 在线, 0 离线; `iscSyncStatus`: 0 未同步, 1 已同步. */
export const DEVICE_ONLINE = 1;
export const DEVICE_OFFLINE = 0;
export const ISC_NOT_SYNCED = 0;
export const ISC_SYNCED = 1;

/** `execStatus` of a vehicle lot access record: 0 待执行, 1 已执行, 2 执行失败. */
export const EXEC_PENDING = 0;
export const EXEC_DONE = 1;
export const EXEC_FAILED = 2;
