/**
 * 车场管理 › 批量控制 (schemas/parkingManage.json controlParks, controlRecordList): the history of the emergency
 * commands sent to every lane of a closed park, seeded as the platform would have written it. The command itself is
 * data (action controlPark: a stateless step over the park's lanes, one 控制记录 per lane); code only for the seed,
 * because the records must name the seeded lanes and leave each lane in the state its last command gave it.
 */
import { CONTROL_STATE, type LaneSeed } from './data';

export interface ControlBatch {
  parkId: number;
  command: number;
  reason: string;
  operator: string;
  /** Days before the reference time, and the time of day. */
  daysAgo: number;
  at: string;
}

/** Past commands, oldest first; 黄龙体育中心 (暂停营业) is still closed for the stadium works. */
export const CONTROL_BATCHES: ControlBatch[] = [
  { parkId: 1001, command: CONTROL_STATE.open, reason: '消防演练，全部抬杆疏散车辆', operator: '周建平', daysAgo: 41, at: '14:30:00' },
  { parkId: 1001, command: CONTROL_STATE.normal, reason: '消防演练结束', operator: '周建平', daysAgo: 41, at: '15:10:00' },
  { parkId: 1006, command: CONTROL_STATE.open, reason: '演唱会散场，出口全部抬杆快速放行', operator: '李伟', daysAgo: 33, at: '22:05:00' },
  { parkId: 1006, command: CONTROL_STATE.normal, reason: '散场车辆已疏散完毕', operator: '李伟', daysAgo: 33, at: '23:20:00' },
  { parkId: 1009, command: CONTROL_STATE.open, reason: '春运高峰，入口排队过长临时抬杆', operator: '林静', daysAgo: 25, at: '17:45:00' },
  { parkId: 1009, command: CONTROL_STATE.normal, reason: '高峰已过，恢复计费通行', operator: '林静', daysAgo: 25, at: '20:00:00' },
  { parkId: 1008, command: CONTROL_STATE.closed, reason: '台风红色预警，停车楼暂停进出', operator: '郑磊', daysAgo: 12, at: '06:00:00' },
  { parkId: 1008, command: CONTROL_STATE.normal, reason: '台风预警解除', operator: '郑磊', daysAgo: 11, at: '09:30:00' },
  { parkId: 1002, command: CONTROL_STATE.open, reason: '道闸控制器故障，临时抬杆人工收费', operator: '沈丽华', daysAgo: 6, at: '10:15:00' },
  { parkId: 1002, command: CONTROL_STATE.normal, reason: '控制器已更换', operator: '沈丽华', daysAgo: 6, at: '16:40:00' },
  { parkId: 1006, command: CONTROL_STATE.closed, reason: '场馆改造施工，车场暂停营业', operator: '陈建国', daysAgo: 3, at: '08:00:00' },
];

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

export interface ControlRecordSeed {
  batchNo: string;
  parkId: number;
  laneId: number;
  laneName: string;
  laneCode: string;
  controlCommand: number;
  controlReason: string;
  controlResult: number;
  failReason: string;
  operator: string;
  controlTime: string;
}

/** The records of every past batch (one per lane; a lane 停用 refuses it) and each lane's state after them. */
export function controlHistory(
  lanes: LaneSeed[],
  now: number,
): { records: ControlRecordSeed[]; states: Map<number, { state: number; time: string }> } {
  const records: ControlRecordSeed[] = [];
  const states = new Map<number, { state: number; time: string }>();
  CONTROL_BATCHES.forEach((batch, b) => {
    const time = `${dayText(now - batch.daysAgo * 86_400_000)} ${batch.at}`;
    const batchNo = `KZ${time.replace(/\D/g, '')}${String(b + 1).padStart(3, '0')}`;
    for (const lane of lanes.filter((l) => l.parkId === batch.parkId)) {
      const refused = lane.laneStatus === 0;
      records.push({
        batchNo,
        parkId: lane.parkId,
        laneId: lane.id,
        laneName: lane.laneName,
        laneCode: lane.laneCode,
        controlCommand: batch.command,
        controlReason: batch.reason,
        controlResult: refused ? 2 : 1,
        failReason: refused ? '车道已停用，指令未下发' : '',
        operator: batch.operator,
        controlTime: time,
      });
      if (!refused) states.set(lane.id, { state: batch.command, time });
    }
  });
  return { records, states };
}
