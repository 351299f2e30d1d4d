/** Chinese words of the alarm target lists' seed (黑名单告警、月卡、欠费车辆、设备离线、温度异常). */

/** Gates of a car park: a blacklist alarm at an entry reads 黑名单车辆入场, at an exit 黑名单车辆出场. */
export const GATES = [
  '东门入口',
  '西门入口',
  '南门入口',
  '北门入口',
  '地下车库A口入口',
  '1号岗亭入口',
  '东门出口',
  '西门出口',
  '地下车库B口出口',
];

/** Places a video device watches (its name starts with one). */
export const CAMERA_SPOTS = ['东门入口', '西门出口', 'B1层A区', 'B2层C区', '文三路北侧', '地面停车区'];

/** The video device types of the platform (deviceTypeText of a video offline record). */
export const VIDEO_DEVICE_TYPES = ['枪机', '球机', '高位视频', '视频桩'];

/** Pile kinds and station addresses of the charging platform (services/chargingPlatform/stations.ts). */
export { CHARGING_PILE_KINDS, STATION_ADDRESSES } from '../chargingPlatform/stations';

/** Where a temperature-measuring camera of a car park hangs. */
export const THERMAL_CAMERA_SPOTS = ['B1层A区', 'B1层C区', 'B2层B区', '地面充电车位区'];

export const TEMPERATURE_ALARMS = ['高温告警', '高温告警', '温升过快告警'];

/** Why issuing a monthly card to the park's devices failed. */
export const SYNC_FAIL_REASONS = ['车场网络异常，下发超时', '道闸控制器离线', '车场白名单容量已满', '车牌号与车场已有月卡冲突'];
