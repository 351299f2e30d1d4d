/**
 * 远程值守告警 (schemas/business.json, entity businessRemoteAlarm): the lanes' exceptions a remote guard (远程值守坐席)
 * handles — 无牌车, 车牌识别置信度低, 出入场不匹配, 超时未放行, 异常开闸, 对讲呼叫未接听, 跟车进出 — over the last 30
 * days (and the 30 before them, for 较上期) at parks 1001–1010, in every state (未处理, 处理中 claimed by a guard, 已处理 with its result), each with its
 * camera snapshots and trail. The states, 认领 and 处理 are the document's; what it cannot say is here:
 * - the seed: the simulated traffic records only four kinds of lane exception (one of them, 车位已满, is no alarm for a
 *   guard), with no handling state, so the alarm queue is seeded as an entity of its own;
 * - the step computation `remoteAlarmDuration` of 处理: 处理时长, the seconds from the alarm to its handling (the
 *   document's expressions count days, not seconds).
 */
import { createPrng } from '../../db/prng';
import { DAY, MINUTE, seedTrailEntry } from '../../engine/seedKit';
import { formatSeedTime, seedPlate } from '../../engine/seedValues';
import { personName } from '../../engine/seedVocabulary';
import type { StepComputation } from '../../engine/stepComputations';
import type { EngineExtension, SeedKit } from '../../engine/types';
import { snapshotUrl } from '../sharedOptions/snapshots';
import { PARKS } from '../sharedOptions/parks';

export const REMOTE_ALARM_ENTITY = 'businessRemoteAlarm';
/** dictionary remoteAlarmType */
export const ALARM_TYPE = {
  noPlate: 1,
  lowConfidence: 2,
  unmatched: 3,
  timeout: 4,
  abnormalOpen: 5,
  intercomMissed: 6,
  tailgating: 7,
} as const;
/** dictionary remoteAlarmStatus */
export const ALARM_STATE = { open: 1, claimed: 2, handled: 3 } as const;
export const ALARM_LABELS: Record<number, string> = { 1: '未处理', 2: '处理中', 3: '已处理' };
/** dictionary remoteAlarmResult */
export const ALARM_RESULT = { release: 1, correctedRelease: 2, refuse: 3, falseAlarm: 4 } as const;

const LANES = ['东门入口', '东门出口', '南门入口', '南门出口', '地库入口', '地库出口'];
const RESULT_NOTES: Record<number, string[]> = {
  1: ['核实为访客车辆，远程开闸放行', '车主已扫码缴费，远程开闸放行', '确认为场内员工车辆，远程开闸放行'],
  2: ['车牌污损识别有误，人工修正后放行', '新能源车牌识别缺位，修正车牌后放行'],
  3: ['车主拒绝缴纳停车费，已通知岗亭协助', '黑名单车辆，拒绝放行并上报'],
  4: ['行人经过触发，误报', '车辆倒车离开，误报', '对讲误触，误报'],
};
const RESULT_BY_TYPE: Record<number, number[]> = {
  1: [1, 1, 3, 4],
  2: [2, 2, 1, 4],
  3: [2, 1, 3],
  4: [1, 1, 3],
  5: [4, 3, 1],
  6: [1, 4],
  7: [3, 4, 1],
};

/** 2026-11-27 14:03:05 (China time) → ms. */
const parseChinaTime = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

export function buildRemoteAlarms(now: number): Record<string, unknown>[] {
  const rng = createPrng('business-remote-alarms');
  const guards = Array.from({ length: 6 }, () => personName(rng.pick));
  const rows: Record<string, unknown>[] = [];
  const count = 640;
  for (let i = 0; i < count; i++) {
    // spread over the last 60 days, oldest first; the newest ones are still waiting
    const at = now - 60 * DAY + Math.floor(((i + rng.int(0, 90) / 100) / count) * 60 * DAY) - rng.int(0, 30) * MINUTE;
    const hour = new Date(at + 8 * 3_600_000).getUTCHours();
    const time = hour < 6 && rng.chance(0.6) ? at + 8 * 3_600_000 : at;
    const park = PARKS[rng.int(0, PARKS.length - 1)];
    const type = rng.int(1, 7);
    const laneName = type === ALARM_TYPE.unmatched ? rng.pick(LANES.filter((l) => l.endsWith('出口'))) : rng.pick(LANES);
    const plate = type === ALARM_TYPE.noPlate ? '' : seedPlate(rng);
    const alarmTime = formatSeedTime(Math.min(time, now - 10 * MINUTE));
    const pics = [
      snapshotUrl('scene', { plate, color: plate.length === 8 ? 5 : 1, place: `${park.parkName} ${laneName}`, time: alarmTime }),
    ];
    if (plate)
      pics.push(snapshotUrl('plate', { plate, color: plate.length === 8 ? 5 : 1, place: `${park.parkName} ${laneName}`, time: alarmTime }));
    const recent = i >= count - 24;
    const state = recent
      ? i % 3 === 0
        ? ALARM_STATE.claimed
        : ALARM_STATE.open
      : i % 37 === 5
        ? ALARM_STATE.claimed
        : i % 41 === 7
          ? ALARM_STATE.open
          : ALARM_STATE.handled;
    const start = parseChinaTime(alarmTime);
    const row: Record<string, unknown> = {
      alarmId: i + 1,
      alarmNo: `YCZS${alarmTime.replace(/\D/g, '').slice(0, 12)}${String(i + 1).padStart(4, '0')}`,
      parkId: park.parkId,
      laneName,
      alarmType: type,
      alarmPlate: plate,
      alarmTime,
      alarmPics: pics,
      alarmStatus: state,
      handleResult: null,
      handleUser: null,
      claimTime: null,
      handleTime: null,
      handleSeconds: null,
      handledFlag: 0,
      handleRemark: null,
      auditTrail: [],
      updateTime: alarmTime,
    };
    if (state !== ALARM_STATE.open) {
      const guard = rng.pick(guards);
      const claimAt = start + rng.int(10, 240) * 1000;
      row.handleUser = guard;
      row.claimTime = formatSeedTime(claimAt);
      const trail = [seedTrailEntry(ALARM_LABELS, '认领', guard, claimAt, ALARM_STATE.open, ALARM_STATE.claimed)];
      if (state === ALARM_STATE.handled) {
        const doneAt = claimAt + rng.int(20, 900) * 1000;
        const result = rng.pick(RESULT_BY_TYPE[type]);
        const note = rng.pick(RESULT_NOTES[result]);
        Object.assign(row, {
          handleResult: result,
          handleTime: formatSeedTime(doneAt),
          handleSeconds: Math.round((doneAt - start) / 1000),
          handledFlag: 1,
          handleRemark: note,
        });
        trail.push(seedTrailEntry(ALARM_LABELS, '处理', guard, doneAt, ALARM_STATE.claimed, ALARM_STATE.handled, note));
      }
      row.auditTrail = trail;
      row.updateTime = trail[trail.length - 1].time;
    }
    rows.push(row);
  }
  return rows;
}

/** 处理: 处理时长 in seconds, from the alarm to now. */
export const remoteAlarmDuration: StepComputation = ({ record, actor }) => {
  const seconds = Math.max(0, Math.round((parseChinaTime(actor.time) - parseChinaTime(String(record.alarmTime))) / 1000));
  return { ok: true, values: { handleSeconds: seconds } };
};

export const remoteGuardEntities: NonNullable<EngineExtension['entities']> = {
  [REMOTE_ALARM_ENTITY]: {
    fixedRows: true,
    seed: (kit: SeedKit): number => {
      const rows = buildRemoteAlarms(kit.now);
      for (const row of rows) kit.insert(row);
      return rows.length;
    },
  },
};
