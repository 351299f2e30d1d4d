/**
 * Curated seed of schemas/parkingLock.json (车位锁管理): 72 berth locks on the parks 1001–1010, in every lock state,
 * each with the operation trail its state implies (远程升锁 / 远程降锁 with their reasons, 故障已处理), batteries
 * that drain over time (some at or below 20 %), a signal in dBm and a fault description for the locks in 故障.
 * Offline locks are those in the state 离线 and report nothing since. The document cannot say what a fleet of locks
 * looks like after months in the street; only data lives here — the steps themselves run from the document.
 */
import type { Prng } from '../../db/prng';
import { PARKS } from '../sharedOptions/parks';
import { formatSeedTime } from '../../engine/seedValues';
import { DAY, HOUR, MINUTE } from '../../engine/seedKit';
import { personName } from '../../engine/seedVocabulary';
import type { EngineExtension, SeedKit } from '../../engine/types';
import type { TrailEntry } from '../../engine/transitionRun';

export const LOCK_ENTITY = 'parkingLock';

/** Lock states (dictionary lockStatus). */
export const LOCK_STATE = { raised: 1, lowered: 2, moving: 3, fault: 4, offline: 5 } as const;
const STATE_LABELS: Record<number, string> = { 1: '已升起', 2: '已降下', 3: '运动中', 4: '故障', 5: '离线' };

/** How many locks of each state, in seed order. */
const PLAN: number[] = [
  ...Array(26).fill(LOCK_STATE.raised),
  ...Array(20).fill(LOCK_STATE.lowered),
  ...Array(4).fill(LOCK_STATE.moving),
  ...Array(12).fill(LOCK_STATE.fault),
  ...Array(10).fill(LOCK_STATE.offline),
];

const MODELS = ['DS-PL300-NB', 'DS-PL300-NB', 'AP-L8 蓝牙款', 'HY-Lock Pro 4G'];
const FAULTS = [
  '电机堵转，摇臂无法升起',
  '摇臂被外力撞弯，升降卡滞',
  '超声波车检探头故障，无法判断车辆',
  '锁体进水，主板短路报警',
  '电池仓盖松脱，供电不稳定',
  '升降到位传感器失效',
];
const LOWER_REASONS = [
  '车主来电，车位锁无法自动降下',
  '预约车辆到场，远程降锁放行',
  '巡检员现场核实后降锁',
  '包月车主忘带手机，客服远程降锁',
  '道路养护作业需临时腾空泊位',
];

const entry = (action: string, user: string, ms: number, from: number, to: number, note: string | null): TrailEntry => ({
  action,
  user,
  time: formatSeedTime(ms),
  from,
  fromLabel: STATE_LABELS[from],
  to,
  toLabel: STATE_LABELS[to],
  note,
});

function lock(rng: Prng, kit: SeedKit, id: number, state: number): Record<string, unknown> {
  const park = PARKS[(id - 1) % PARKS.length];
  const zone = 'ABCD'[Math.floor(id / 10) % 4];
  const berthNo = `${zone}${String(((id * 37) % 120) + 1).padStart(3, '0')}`;
  const installed = kit.now - rng.int(120, 540) * DAY;
  const operator = personName(rng.pick);
  // The last steps of the lock: a few 升锁 / 降锁 over the last days, ending in the state it is in.
  const trail: TrailEntry[] = [];
  let ms = kit.now - rng.int(6, 20) * DAY;
  let current: number = LOCK_STATE.raised;
  for (let i = rng.int(1, 3); i > 0; i--) {
    ms += rng.int(2 * HOUR, 3 * DAY);
    const to = current === LOCK_STATE.raised ? LOCK_STATE.lowered : LOCK_STATE.raised;
    const note = to === LOCK_STATE.lowered ? rng.pick(LOWER_REASONS) : null;
    trail.push(entry(to === LOCK_STATE.lowered ? '远程降锁' : '远程升锁', personName(rng.pick), ms, current, to, note));
    current = to;
  }
  if (state === LOCK_STATE.fault && id % 3 === 0) {
    // Repaired once before, failed again since.
    ms += rng.int(HOUR, DAY);
    trail.push(entry('故障已处理', operator, ms, LOCK_STATE.fault, LOCK_STATE.raised, null));
    current = LOCK_STATE.raised;
  }
  if (state === LOCK_STATE.fault || state === LOCK_STATE.offline) {
    // The lock itself reports the fault, or the platform marks it offline when its heartbeats stop.
    ms += rng.int(HOUR, 2 * DAY);
    const note = state === LOCK_STATE.fault ? '设备上报故障' : '心跳超时，平台判定离线';
    trail.push(entry(state === LOCK_STATE.fault ? '故障上报' : '设备离线', '系统', ms, current, state, note));
  }
  if ((state === LOCK_STATE.raised || state === LOCK_STATE.lowered) && current !== state) {
    ms += rng.int(HOUR, DAY);
    const note = state === LOCK_STATE.lowered ? rng.pick(LOWER_REASONS) : null;
    trail.push(entry(state === LOCK_STATE.lowered ? '远程降锁' : '远程升锁', operator, ms, current, state, note));
  }
  const last = trail.at(-1);
  const manual = trail.filter((e) => e.user !== '系统').at(-1);
  const offline = state === LOCK_STATE.offline;
  const reported = offline ? kit.now - rng.int(2, 72) * HOUR : kit.now - rng.int(1, 55) * MINUTE;
  const battery = offline ? rng.int(0, 15) : id % 7 === 0 ? rng.int(5, 20) : rng.int(21, 100);
  return {
    lockId: id,
    lockNo: `PL-${park.parkId}-${berthNo}`,
    lockModel: rng.pick(MODELS),
    parkId: park.parkId,
    berthNo,
    lockStatus: state,
    onlineStatus: offline ? 0 : 1,
    battery,
    signalStrength: offline ? -rng.int(110, 120) : -rng.int(62, 108),
    lastReportTime: formatSeedTime(reported),
    faultDesc: state === LOCK_STATE.fault ? rng.pick(FAULTS) : null,
    installTime: formatSeedTime(installed).slice(0, 10),
    lastOperator: manual?.user ?? null,
    lastOperateTime: manual?.time ?? null,
    operateReason: manual?.to === LOCK_STATE.lowered ? manual.note : null,
    createTime: formatSeedTime(installed),
    updateTime: formatSeedTime(Math.max(reported, last ? ms : 0)),
    operateTrail: trail,
  };
}

function seedLocks(kit: SeedKit): number {
  PLAN.forEach((state, i) => kit.insert(lock(kit.rng, kit, i + 1, state)));
  return PLAN.length;
}

/** The engine extension of the berth locks (listed in services/extensions.ts). */
export const parkingLockExtension: EngineExtension = {
  entities: { [LOCK_ENTITY]: { seed: seedLocks, fixedRows: true } },
};
