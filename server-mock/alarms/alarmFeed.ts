import { createPrng, type Prng } from '../db/prng';
import type { MockContext } from '../context';
import { ALARM_KINDS, ALARM_MSG_TYPES, type AlarmKind } from './alarmKinds';
import { generateAlarm, type AlarmFacts, type GeneratedAlarm } from './generateAlarm';

/** Entities whose existing vehicles an alarm of that kind names (a blacklisted car enters, an arrears car enters…). */
const PLATE_SOURCES: Partial<Record<AlarmKind, string>> = { 1: 'blackList', 3: 'monthlyCard', 6: 'arrearsPlate' };
/** Kinds whose record is the vehicle's own row (updated in place), not a new event row. */
const UPDATES_VEHICLE: ReadonlySet<AlarmKind> = new Set<AlarmKind>([3, 6]);

export interface AlarmFeed {
  /**
   * Generates, records and pushes one alarm of `msgType` (random kind when absent) to `account` (all when absent);
   * `facts` name the vehicle, park and lane of a gate event (traffic/).
   */
  emit(msgType?: AlarmKind, account?: string, facts?: AlarmFacts): { message: GeneratedAlarm['message']; delivered: number };
  /** Starts, restarts or stops the timer after `ctx.settings.alarmIntervalMs` changed. */
  reschedule(): void;
  stop(): void;
}

function knownPlate(ctx: MockContext, kind: AlarmKind): string | undefined {
  const entity = PLATE_SOURCES[kind];
  const store = entity ? ctx.engine.store(ctx.db, entity) : null;
  if (!store || !store.model.byName.has('plateNo')) return undefined;
  const [row] = store.select('', [], 'ORDER BY RANDOM() LIMIT 1');
  return typeof row?.plateNo === 'string' ? row.plateNo : undefined;
}

/** Writes the alarm's records, so the filtered list the popup links to shows them. */
function record(ctx: MockContext, kind: AlarmKind, alarm: GeneratedAlarm): void {
  const store = ctx.engine.store(ctx.db, ALARM_KINDS[kind].entity);
  if (!store) return;
  ctx.db.transaction(() => {
    for (const values of alarm.records) {
      const withTimes = { createTime: alarm.message.alarmTime, updateTime: alarm.message.alarmTime, ...values };
      const existing =
        UPDATES_VEHICLE.has(kind) && typeof values.plateNo === 'string' && store.model.byName.has('plateNo')
          ? store.select(`WHERE ${store.col('plateNo')} = ?`, [values.plateNo], 'LIMIT 1')[0]
          : undefined;
      const id = existing ? Number(existing[store.model.rowKey]) : NaN;
      if (Number.isSafeInteger(id)) store.patch(id, withTimes);
      else store.insert(withTimes);
    }
  })();
}

/**
 * The platform's alarm source: on demand (`POST /__mock/alarm {msgType}`) and, when
 * `ctx.settings.alarmIntervalMs` > 0 (`npm start` turns it on), a random alarm on that period to every socket.
 */
export function createAlarmFeed(ctx: MockContext, rng: Prng = createPrng(`alarms-${Date.now()}`)): AlarmFeed {
  let timer: ReturnType<typeof setInterval> | null = null;

  const emit: AlarmFeed['emit'] = (msgType, account, facts) => {
    const kind = msgType ?? rng.pick(ALARM_MSG_TYPES);
    const alarm = generateAlarm(kind, rng, facts?.time ?? ctx.now(), facts ?? { plateNo: knownPlate(ctx, kind) });
    record(ctx, kind, alarm);
    return { message: alarm.message, delivered: ctx.sockets.push(alarm.message, account) };
  };

  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };

  const reschedule = () => {
    stop();
    const period = ctx.settings.alarmIntervalMs;
    if (period > 0) {
      timer = setInterval(() => {
        if (ctx.sockets.size === 0) return;
        try {
          emit();
        } catch (err) {
          ctx.log.error('alarm feed failed:', err);
        }
      }, period);
      timer.unref?.();
    }
  };

  reschedule();
  return { emit, reschedule, stop };
}
