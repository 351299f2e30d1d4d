/**
 * The platform's traffic: vehicles arrive at and leave the seeded parks' lanes, and each passage does what the
 * platform does — an entry opens a parking order (在场), an exit closes it with the fee of the pass it entered with
 * (gateRules.ts, exitFee.ts), paid at once (a 收费记录), left 待缴费, or unpaid as 欠费 (an 欠费记录 and the plate's
 * 欠费车辆 figures), or paid from the plate's 储值卡 of the park when its balance covers it (a 消费记录,
 * services/specificCar/storedCardPayments.ts). A blacklisted plate raises the blacklist alarm over the WebSocket and a
 * 黑名单告警记录, and is kept out unless its park's 车场管理 says 告警放行; a full park (its cars inside reach its 泊位数)
 * keeps a car out with the lane event 车位已满, a 月卡车 only where 车场管理 does not let it in; a plate with arrears
 * entering raises the arrears alarm; a visitor's or a booking's record moves on through its document's workflow step;
 * some passages become lane exceptions (laneExceptions.ts).
 *
 * Which plates arrive is drawn from the records in force (月卡, 白名单, 黑名单, 访客, 预约, 残疾人车辆, 欠费车辆, 车辆分组
 * members and 分组临时车, 储值卡 holders) — the newest more often, so a record just added in the console shows up at the
 * gates soon — and from new temporary plates. Deterministic under a seed: the same seed on the same database gives the same passages. Hand-written: a
 * stream of events over time is not a document's to say.
 */
import type Database from 'better-sqlite3';
import type { AlarmFeed } from '../alarms/alarmFeed';
import type { MockContext } from '../context';
import { createPrng, type Prng } from '../db/prng';
import { formatChinaTime } from '../db/time';
import { PLATE_CHARS, PLATE_LETTERS } from '../db/zhData';
import type { EntityRecord } from '../engine/store';
import { BERTHS, GATES, PARK_BERTHS, PARK_PLACES } from '../services/sharedOptions/data';
import { PARKS } from '../services/sharedOptions/parks';
import { ORDER } from '../services/stopFee/orders';
import { businessNo, parseTime } from '../services/stopFee/common';
import { payFromStoredCard, STORED_PAY_TYPE } from '../services/specificCar/storedCardPayments';
import { exitFee } from './exitFee';
import {
  fullParkLetsIn,
  gatePass,
  gateStores,
  GATE_STATES,
  kindOfPass,
  periodHolds,
  VISIT_STEPS,
  type GatePass,
  type GateStep,
  type GateStores,
} from './gateRules';
import { arrearsRecords, chargeRecord, known, money } from './exitRecords';
import { LANE_EXCEPTION, recordLaneException } from './laneExceptions';

/** What a run did, by outcome. */
export interface TrafficTally {
  entries: number;
  exits: number;
  /** Blacklisted plates at an entry lane (each raised the alarm). */
  blacklisted: number;
  /** Those kept out (the others' parks let them in, 车场管理 告警放行). */
  refused: number;
  /** Cars kept out of a full park (车位已满). */
  full: number;
  /** Exits paid from a 储值卡 (also counted in `paid`). */
  storedPaid: number;
  exceptions: number;
  paid: number;
  unpaid: number;
  arrears: number;
  /** Entries by 车辆类别 (gateRules.ts VEHICLE_KIND). */
  byKind: Record<number, number>;
}

export interface TrafficSimulator {
  /** Runs `count` passages, spread evenly over `[from, to]` (ms; default: all at now). */
  run(count: number, span?: { from: number; to: number }): TrafficTally;
  /**
   * One vehicle at an entry lane of `parkId` at `at` (default now), read without fault: the order it opened, or null
   * when the gate kept it out (黑名单, 车位已满).
   */
  arrive(plateNo: string, parkId: number, at?: number): EntityRecord | null;
  /** The vehicle inside with that plate leaves at `at` (default now) and pays what it owes: its closed order, or null when none is inside. */
  leave(plateNo: string, at?: number): EntityRecord | null;
  /** Forgets the cars it knows inside and the plate pools (the database was reset). */
  forget(): void;
  /** Starts, restarts or stops the timer after `ctx.settings.trafficPerMinute` changed. */
  reschedule(): void;
  stop(): void;
}

/** The lanes' behaviour, in shares of passages. */
const SHARE = {
  /** Of entries, by the plate's kind (the rest are temporary plates). */
  black: 0.015,
  white: 0.04,
  monthly: 0.1,
  booking: 0.03,
  visitor: 0.03,
  disabled: 0.015,
  arrears: 0.02,
  group: 0.03,
  stored: 0.03,
  /** Of entries: no plate read, a plate read with low confidence. */
  noPlate: 0.02,
  lowConfidence: 0.03,
  /** Of exits: the plate read matches no car inside. */
  unmatched: 0.02,
  /** Of exits that owe money: paid at the lane, left 待缴费; the rest become 欠费. */
  paid: 0.82,
  unpaid: 0.08,
  newEnergy: 0.15,
  /** Of pool draws, from the 5 newest records. */
  newest: 0.3,
} as const;
/** Cars the simulation keeps in the parks, about: below it entries outnumber exits. */
const TARGET_PARKED = 240;
const MIN_STAY_MS = 10 * 60_000;
/** The plate pools are read again after this many passages. */
const POOL_REFRESH = 50;
const PAY_TYPES = [1, 2, 3, 4, 5];

interface Parked {
  id: number;
  plateNo: string;
  parkId: number;
  inMs: number;
  pass: GatePass;
}
interface Candidate {
  plateNo: string;
  plateColor: number;
  parkId: number | null;
}
type PoolName = 'black' | 'white' | 'monthly' | 'booking' | 'visitor' | 'disabled' | 'arrears' | 'group' | 'stored';
const POOLS: readonly PoolName[] = ['black', 'white', 'monthly', 'booking', 'visitor', 'disabled', 'arrears', 'group', 'stored'];

/** The counts of a simulation's tally, all at zero. */
export const emptyCounts = (): Omit<TrafficTally, 'byKind'> => ({
  entries: 0,
  exits: 0,
  blacklisted: 0,
  refused: 0,
  full: 0,
  storedPaid: 0,
  exceptions: 0,
  paid: 0,
  unpaid: 0,
  arrears: 0,
});
const emptyTally = (): TrafficTally => ({ ...emptyCounts(), byKind: {} });

export function createTrafficSimulator(ctx: MockContext, alarms: Pick<AlarmFeed, 'emit'>, seed = 'traffic'): TrafficSimulator {
  const rng: Prng = createPrng(`traffic:${seed}`);
  const db: Database.Database = ctx.db;
  const store = (entity: string) => ctx.engine.store(db, entity);
  let parked: Parked[] | null = null;
  let pools: Record<PoolName, Candidate[]> | null = null;
  let sincePools = 0;
  let timer: ReturnType<typeof setInterval> | null = null;

  const orders = () => store('parkOrder');
  const gates = (): GateStores => gateStores(ctx.engine, db);

  /** Cars inside when the simulation starts: the latest parked orders of the database. */
  function loadParked(): Parked[] {
    const o = orders();
    if (!o) return [];
    const stores = gates();
    return o.select(`WHERE ${o.col('orderStatus')} = ?`, [ORDER.parked], `ORDER BY ${o.col('id')} DESC LIMIT 2000`).flatMap((r) => {
      const inMs = parseTime(r.inTime);
      if (inMs === undefined || typeof r.plateNo !== 'string') return [];
      const pass = gatePass(stores, r.plateNo, Number(r.parkId), String(r.inTime));
      return [
        {
          id: Number(r.id),
          plateNo: r.plateNo,
          parkId: Number(r.parkId),
          inMs,
          pass,
        },
      ];
    });
  }

  function loadPools(time: string): Record<PoolName, Candidate[]> {
    const today = time.slice(0, 10);
    const read = (entity: string, where: string, args: unknown[]): Candidate[] => {
      const s = store(entity);
      if (!s || !s.model.byName.has('plateNo')) return [];
      try {
        return s.select(where, args, `ORDER BY ${s.col(s.model.rowKey)} DESC LIMIT 400`).map((r) => ({
          plateNo: String(r.plateNo),
          plateColor: Number(r.plateColor) || 1,
          parkId: r.parkId === null || r.parkId === undefined ? null : Number(r.parkId),
        }));
      } catch {
        return [];
      }
    };
    return {
      black: read('blackList', '', []),
      white: read('whiteList', '', []),
      monthly: [
        ...read('monthlyCard', 'WHERE "beginDate" <= ? AND "endDate" >= ?', [today, today]),
        ...read('staggerMonthCar', 'WHERE "cardStatus" = ? AND "beginDate" <= ? AND "endDate" >= ?', [
          GATE_STATES.staggerCardInForce,
          today,
          today,
        ]),
      ],
      booking: ['bookRecord', 'staggerBooking'].flatMap((entity) =>
        read(entity, 'WHERE "bookStatus" = ? AND "bookStart" <= ? AND "bookEnd" >= ?', [GATE_STATES.bookingHeld, time, time]),
      ),
      visitor: read('visitCar', 'WHERE "visitStatus" = ? AND "arriveStart" <= ? AND "arriveEnd" >= ?', [
        GATE_STATES.visitPending,
        time,
        time,
      ]),
      disabled: read('disabledCar', 'WHERE "carStatus" = ? AND "validBeginDate" <= ? AND "validEndDate" >= ?', [
        GATE_STATES.disabledInForce,
        today,
        today,
      ]),
      arrears: read('arrearsPlate', 'WHERE "arrearsMoney" > 0 AND ("isParking" = 0 OR "isParking" IS NULL)', []),
      group: [...groupMembers(time), ...read('groupTempCar', '', []).filter((c) => c.parkId !== null)].slice(0, 400),
      stored: read('storedCard', 'WHERE "accountStatus" = 1 AND "balance" > 0', []),
    };
  }

  /** The member plates of the enabled 车辆分组 within their 协议有效期, each at one of the group's parks. */
  function groupMembers(time: string): Candidate[] {
    const s = store('vehicleGroup');
    if (!s || !s.model.byName.has('groupMembers')) return [];
    return s
      .select(`WHERE ${s.col('groupStatus')} = 1`, [], `ORDER BY ${s.col(s.model.rowKey)} DESC LIMIT 100`)
      .filter((g) => periodHolds(g.validPeriod, time))
      .flatMap((g) => {
        const parks = Array.isArray(g.scopeParkIds) ? g.scopeParkIds.map(Number) : [];
        const members = Array.isArray(g.groupMembers) ? (g.groupMembers as Record<string, unknown>[]) : [];
        if (parks.length === 0) return [];
        return members.map((m, i) => ({
          plateNo: String(m.plateNo),
          plateColor: Number(m.plateColor) || 1,
          parkId: parks[i % parks.length],
        }));
      });
  }

  /** Whether the park's cars inside (its 在场 orders) reach its 泊位数. */
  function parkFull(parkId: number): boolean {
    const o = orders();
    const berths = PARKS.find((p) => p.parkId === parkId)?.berthCount ?? PARK_BERTHS[parkId] ?? 0;
    if (!o || berths <= 0) return false;
    // `+` keeps SQLite off the park's index (a tenth of all orders): the cars inside are few among a million orders.
    return o.count(`WHERE +${o.col('parkId')} = ? AND ${o.col('orderStatus')} = ?`, [parkId, ORDER.parked]) >= berths;
  }

  const randomPark = () => {
    // Parks draw traffic by their berths.
    const total = PARKS.reduce((sum, p) => sum + (PARK_BERTHS[p.parkId] ?? 0), 0);
    let x = rng.next() * total;
    for (const p of PARKS) if ((x -= PARK_BERTHS[p.parkId] ?? 0) < 0) return p.parkId;
    return PARKS[0].parkId;
  };

  function newPlate(): Candidate {
    const energy = rng.chance(SHARE.newEnergy);
    const plateNo = `${rng.chance(0.8) ? '浙' : rng.pick(['沪', '苏', '皖', '赣', '闽'])}${rng.chance(0.7) ? 'A' : rng.pick([...PLATE_LETTERS])}${
      energy ? rng.pick(['D', 'F']) + rng.chars(PLATE_CHARS, 5) : rng.chars(PLATE_CHARS, 5)
    }`;
    return { plateNo, plateColor: energy ? 5 : 1, parkId: null };
  }

  /** The lane a passage uses: an entry or exit gate of a closed park, a berth of a roadside one. */
  function laneOf(parkId: number, direction: 'in' | 'out'): { gate: string; berthNo: string | null } {
    if (PARK_PLACES[parkId]?.roadside) {
      const berth = rng.pick(BERTHS.filter((b) => b.parkId === parkId));
      return { gate: `路内泊位 ${berth.berthNo}`, berthNo: berth.berthNo };
    }
    const lanes = GATES.filter((g) => g.parkId === parkId && g.gateType === (direction === 'in' ? 1 : 2));
    const gate = lanes.length ? rng.pick(lanes).gateName : direction === 'in' ? '入口' : '出口';
    return {
      gate,
      berthNo: direction === 'in' ? `${rng.pick(['A', 'B', 'C', 'B1-', 'B2-'])}${String(rng.int(1, 260)).padStart(3, '0')}` : null,
    };
  }

  function draw(pool: Candidate[]): Candidate | undefined {
    if (pool.length === 0) return undefined;
    return rng.chance(SHARE.newest) ? pool[rng.int(0, Math.min(5, pool.length) - 1)] : rng.pick(pool);
  }

  /** Who arrives: a plate of a pool by the shares, else a new temporary plate; never a car already inside. */
  function arriving(): { candidate: Candidate; from: PoolName | 'new' } {
    const inside = new Set(parked!.map((p) => p.plateNo));
    let x = rng.next();
    for (const name of POOLS) {
      if ((x -= SHARE[name]) < 0) {
        const c = draw(pools![name]);
        if (c && !inside.has(c.plateNo)) return { candidate: c, from: name };
        break;
      }
    }
    return { candidate: newPlate(), from: 'new' };
  }

  /** An entry: of a drawn vehicle, or of `forced` (read without fault). The order opened, or null. */
  function entry(t: number, tally: TrafficTally, forced?: Candidate & { parkId: number }): EntityRecord | null {
    const time = formatChinaTime(t);
    const { candidate, from } = forced ? { candidate: forced, from: 'given' as const } : arriving();
    const parkId = candidate.parkId ?? randomPark();
    const lane = laneOf(parkId, 'in');
    const parkName = PARKS.find((p) => p.parkId === parkId)?.parkName ?? '';
    if (from === 'new' && rng.chance(SHARE.noPlate)) {
      recordLaneException(db, {
        exceptionType: LANE_EXCEPTION.noPlate,
        direction: 'in',
        parkId,
        gateName: lane.gate,
        eventTime: time,
        readPlate: '',
        confidence: 0,
        orderNo: null,
        plateNo: null,
      });
      tally.exceptions++;
      return null;
    }
    const stores = gates();
    const pass = gatePass(stores, candidate.plateNo, parkId, time);
    if (pass.kind === 'blacklist') {
      alarms.emit(1, undefined, { time: t, plateNo: candidate.plateNo, plateColor: candidate.plateColor, parkName, location: lane.gate });
      tally.blacklisted++;
      if (!pass.letIn) {
        tally.refused++;
        return null;
      }
    }
    if (parkFull(parkId) && !fullParkLetsIn(stores, pass, parkId)) {
      // The park is full: the lane keeps the car out and says why; no order opens.
      recordLaneException(db, {
        exceptionType: LANE_EXCEPTION.full,
        direction: 'in',
        parkId,
        gateName: lane.gate,
        eventTime: time,
        readPlate: candidate.plateNo,
        confidence: 1,
        orderNo: null,
        plateNo: candidate.plateNo,
      });
      tally.full++;
      return null;
    }
    const o = orders();
    if (!o) return null;
    const orderNo = businessNo('PO', t);
    const id = o.insert(
      known(o, {
        orderNo,
        plateNo: candidate.plateNo,
        plateColor: candidate.plateColor,
        parkId,
        berthNo: lane.berthNo,
        orderStatus: ORDER.parked,
        inTime: time,
        inGate: lane.gate,
        parkDuration: 0,
        receivableMoney: 0,
        discountMoney: 0,
        paidMoney: 0,
        arrearsMoney: 0,
        carType: candidate.plateColor === 5 ? 3 : 1,
        vehicleKind: kindOfPass(pass),
      }),
    );
    if (pass.kind === 'visitor') gateStep(VISIT_STEPS.arrive, pass.record, t, lane.gate);
    if (pass.kind === 'booking') gateStep(pass.enter, pass.record, t, lane.gate);
    if (owes(candidate.plateNo))
      alarms.emit(6, undefined, { time: t, plateNo: candidate.plateNo, plateColor: candidate.plateColor, parkName, location: lane.gate });
    if (from === 'new' && rng.chance(SHARE.lowConfidence)) {
      recordLaneException(db, {
        exceptionType: LANE_EXCEPTION.lowConfidence,
        direction: 'in',
        parkId,
        gateName: lane.gate,
        eventTime: time,
        readPlate: candidate.plateNo,
        confidence: rng.int(45, 75) / 100,
        orderNo,
        plateNo: candidate.plateNo,
      });
      tally.exceptions++;
    }
    parked!.push({ id, plateNo: candidate.plateNo, parkId, inMs: t, pass });
    tally.entries++;
    const kind = kindOfPass(pass);
    tally.byKind[kind] = (tally.byKind[kind] ?? 0) + 1;
    return o.find(id);
  }

  /** Whether the plate has unpaid arrears (欠费车辆 with an amount): its entry raises the arrears alarm. */
  function owes(plateNo: string): boolean {
    const s = store('arrearsPlate');
    if (!s || !s.model.byName.has('arrearsMoney')) return false;
    return s.count(`WHERE ${s.col('plateNo')} = ? AND ${s.col('arrearsMoney')} > 0`, [plateNo]) > 0;
  }

  /** A workflow step of the document that keeps a record the gate acts on (a booking's 确认入场, a visit's 到访). */
  function gateStep(step: GateStep, record: EntityRecord, t: number, gate: string) {
    ctx.engine.call(db, t, { area: step.area, endpoint: step.endpoint, body: { [step.key]: record[step.key] }, actor: gate });
  }

  /** An exit: of a car drawn among those inside, or of `forced` (read without fault, paying at the lane). False when none may leave yet. */
  function exit(t: number, tally: TrafficTally, forced?: Parked): boolean {
    const ready = forced ? [forced] : parked!.filter((p) => p.inMs <= t - MIN_STAY_MS);
    if (ready.length === 0) return false;
    const car = rng.pick(ready);
    parked = parked!.filter((p) => p !== car);
    const o = orders();
    const record = o?.find(car.id);
    if (!o || !record || record.orderStatus !== ORDER.parked) return true;
    const time = formatChinaTime(t);
    const lane = laneOf(car.parkId, 'out');
    if (!forced && rng.chance(SHARE.unmatched)) {
      // The camera reads one character wrong: no car inside has that plate, the order stays open for the attendant.
      const i = rng.int(2, car.plateNo.length - 1);
      const misread = car.plateNo.slice(0, i) + rng.pick([...PLATE_CHARS].filter((c) => c !== car.plateNo[i])) + car.plateNo.slice(i + 1);
      recordLaneException(db, {
        exceptionType: LANE_EXCEPTION.unmatched,
        direction: 'out',
        parkId: car.parkId,
        gateName: lane.gate,
        eventTime: time,
        readPlate: misread,
        confidence: rng.int(80, 96) / 100,
        orderNo: String(record.orderNo),
        plateNo: car.plateNo,
      });
      tally.exceptions++;
      return true;
    }
    const fee = exitFee(gates(), car.pass, car.parkId, car.inMs, t);
    const owed = Math.max(0, fee.receivableFen - fee.discountFen);
    const parkDuration = Math.floor((t - car.inMs) / 1000);
    db.transaction(() => {
      // A 储值卡 of the park whose balance covers the fee pays it at its rule's 停车费折扣; else the lane's usual path.
      const stored = payFromStoredCard(
        store,
        {
          orderNo: record.orderNo,
          plateNo: car.plateNo,
          plateColor: record.plateColor,
          parkId: car.parkId,
          inTime: record.inTime,
          outTime: time,
          parkDuration,
        },
        owed,
      );
      const discountFen = fee.discountFen + (stored?.discountFen ?? 0);
      const due = stored ? stored.paidFen : owed;
      const outcome = stored
        ? 'paid'
        : due === 0
          ? 'free'
          : forced || rng.chance(SHARE.paid)
            ? 'paid'
            : rng.chance(SHARE.unpaid / (1 - SHARE.paid))
              ? 'unpaid'
              : 'arrears';
      const payType = stored ? STORED_PAY_TYPE : outcome === 'paid' ? rng.pick(PAY_TYPES) : null;
      const note = stored
        ? `${fee.note}；储值卡支付（卡号 ${String(stored.card.cardNo)}${stored.feeDiscount < 100 ? `，${stored.feeDiscount / 10} 折` : ''}）`
        : fee.note;
      const values = {
        outTime: time,
        outGate: lane.gate,
        parkDuration,
        receivableMoney: money(o, 'receivableMoney', fee.receivableFen),
        discountMoney: money(o, 'discountMoney', discountFen),
        paidMoney: money(o, 'paidMoney', outcome === 'paid' ? due : 0),
        arrearsMoney: money(o, 'arrearsMoney', outcome === 'arrears' ? due : 0),
        orderStatus: outcome === 'unpaid' ? ORDER.unpaid : outcome === 'arrears' ? ORDER.arrears : ORDER.done,
        payType,
        payTime: payType ? time : null,
        remark: note,
      };
      o.patch(car.id, known(o, values));
      const closed = { ...record, ...values };
      if (outcome === 'paid') chargeRecord(store, closed, due, discountFen);
      if (outcome === 'arrears') arrearsRecords(store, closed, { receivableFen: fee.receivableFen, discountFen }, due);
      if (stored) tally.storedPaid++;
      if (outcome === 'paid') tally.paid++;
      if (outcome === 'unpaid') tally.unpaid++;
      if (outcome === 'arrears') tally.arrears++;
    })();
    if (car.pass.kind === 'visitor') gateStep(VISIT_STEPS.leave, car.pass.record, t, lane.gate);
    if (car.pass.kind === 'booking' && car.pass.leave) gateStep(car.pass.leave, car.pass.record, t, lane.gate);
    tally.exits++;
    return true;
  }

  function passage(t: number, tally: TrafficTally) {
    if (!pools || sincePools >= POOL_REFRESH) {
      pools = loadPools(formatChinaTime(t));
      sincePools = 0;
    }
    sincePools++;
    const wantEntry = rng.chance(parked!.length < TARGET_PARKED ? 0.65 : 0.4);
    if (wantEntry || !exit(t, tally)) entry(t, tally);
  }

  const run: TrafficSimulator['run'] = (count, span) => {
    parked ??= loadParked();
    const tally = emptyTally();
    const now = ctx.now();
    const from = span?.from ?? now;
    const to = span?.to ?? now;
    for (let i = 0; i < count; i++) {
      const t = count === 1 ? to : Math.round(from + ((to - from) * i) / (count - 1));
      passage(t, tally);
    }
    return tally;
  };

  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };

  const reschedule = () => {
    stop();
    const perMinute = ctx.settings.trafficPerMinute;
    if (perMinute <= 0) return;
    // One tick a second at most ten times a second; fractions of a passage carry over to the next tick.
    const period = Math.max(100, Math.min(1000, 60_000 / perMinute));
    let owed = 0;
    timer = setInterval(() => {
      owed += (perMinute * period) / 60_000;
      const count = Math.floor(owed);
      owed -= count;
      if (count === 0) return;
      try {
        run(count);
      } catch (err) {
        ctx.log.error('traffic simulation failed:', err);
      }
    }, period);
    timer.unref?.();
  };

  const forget = () => {
    parked = null;
    pools = null;
  };

  const arrive: TrafficSimulator['arrive'] = (plateNo, parkId, at) => {
    parked ??= loadParked();
    const plate = plateNo.trim().toUpperCase();
    const inside = parked.find((p) => p.plateNo === plate);
    if (inside) return orders()?.find(inside.id) ?? null;
    return entry(at ?? ctx.now(), emptyTally(), { plateNo: plate, plateColor: plate.length === 8 ? 5 : 1, parkId });
  };

  const leave: TrafficSimulator['leave'] = (plateNo, at) => {
    parked ??= loadParked();
    const car = parked.find((p) => p.plateNo === plateNo.trim().toUpperCase());
    if (!car) return null;
    exit(at ?? ctx.now(), emptyTally(), car);
    return orders()?.find(car.id) ?? null;
  };

  return { run, arrive, leave, forget, reschedule, stop };
}
