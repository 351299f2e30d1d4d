/**
 * The public lane pages (/video, /remoteConfig) and the mock's calls behind them: a page opened with a short-lived
 * ticket reads its camera or terminal, the live frames and snapshots, and the terminal's parameters.
 */

/** The calls of the lane pages, relative to `/api` (public: the ticket in the query or body is the credential). */
export const LANE_CALLS = {
  live: '/device/v2/api/laneVideo/live',
  park: '/device/v2/api/laneVideo/park',
  frame: '/device/v2/api/laneVideo/frame',
  snapshot: '/device/v2/api/laneVideo/snapshot',
  snapshotImage: '/device/v2/api/laneVideo/snapshots',
  config: '/device/v2/api/laneTerminal/config',
} as const;

/** The answer code of a missing, forged, expired or foreign ticket (msg 链接已失效，请从控制台重新打开). */
export const TICKET_INVALID_CODE = '0x10d7500016';
/** The answer code of a device that is offline (msg 设备离线，无法预览 / 终端离线，无法下发配置). */
export const DEVICE_OFFLINE_CODE = '0x10d7500017';

/** What the ticket's device is, as both pages show it in their heading. */
export interface LaneDevice {
  deviceId: number;
  deviceName: string;
  parkName: string;
  laneName: string;
  online: boolean;
}

export interface LaneSnapshot {
  id: number;
  /** `YYYY-MM-DD HH:mm:ss`, China time. */
  takeTime: string;
  plate: string;
}

/** GET live: the camera and its last snapshots (newest first, at most 10). */
export interface LiveCamera extends LaneDevice {
  snapshots: LaneSnapshot[];
}

/** GET park: the cameras of the ticket's park for the 2×2 view (/video1), the ticket's camera first, each with its own ticket. */
export interface ParkCameras {
  parkName: string;
  cameras: (LaneDevice & { ticket: string })[];
}

/** How many cameras the multi-window view shows (2×2). */
export const PARK_VIEW_SIZE = 4;

/** The parameters of a lane terminal (远程配置). */
export interface LaneTerminalConfig {
  /** 显示屏文字 */
  displayText: string;
  /** 语音音量 0–10 */
  voiceVolume: number;
  /** 道闸自动关闭秒数 */
  gateAutoCloseSeconds: number;
  /** 补光灯模式: FILL_LIGHT_MODES */
  fillLightMode: number;
  /** 识别置信度阈值 (%) */
  recognitionThreshold: number;
}

export const FILL_LIGHT_MODES = [
  { value: 0, label: '自动' },
  { value: 1, label: '常亮' },
  { value: 2, label: '关闭' },
] as const;

/** The bounds the terminal accepts; the form shows them and the mock refuses values outside them. */
export const CONFIG_LIMITS = {
  displayTextMax: 32,
  voiceVolume: [0, 10],
  gateAutoCloseSeconds: [3, 120],
  recognitionThreshold: [50, 99],
} as const;

/** GET config: the terminal, its parameters and when they were last sent (null: never). */
export interface TerminalConfigState extends LaneDevice {
  config: LaneTerminalConfig;
  lastConfigTime: string | null;
}
