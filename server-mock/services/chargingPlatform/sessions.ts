/**
 * Charging sessions on the seeded piles, as the piles report them to the platform: a car plugs in and charges (power
 * following the pile's rating and tapering above 80 % SOC), stops when full or when told, stays plugged in (占用) until
 * the driver unplugs, and now and then a connector faults or a whole pile drops offline. Each change goes through the
 * live board (board.ts, pushed to the monitoring screen); a stop writes the 充电订单 priced by the tariff in force
 * (tariff.ts billSession, in fen); the unplugging adds the occupancy fee, pays the order (支付记录) and writes its
 * 占桩记录; a fault opens a 故障记录; an offline pile raises the 充电桩离线 alarm over the WebSocket.
 *
 * Hand-written, because a stream of readings over time is not a document's to say. Runs when
 * `settings.chargingUpdatesPerSecond` > 0 (`npm start` turns it on beside the parks' traffic; tests drive it through
 * /__mock/charging/*): each update visits the next connector of the board in turn. Deterministic under a seed.
 */
import type { AlarmFeed } from '../../alarms/alarmFeed';
import type { MockContext } from '../../context';
import { createPrng, type Prng } from '../../db/prng';
import { formatChinaTime } from '../../db/time';
import { HOUR, MINUTE, seedTrailEntry } from '../../engine/seedKit';
import { dayKindAt } from '../workingDayConfig';
import { createBoard, NO_SESSION, type Board, type LiveConnector } from './board';
import {
  CHANNELS,
  occupancyRecordOf,
  PAY_KIND,
  PAY_STATE,
  RECORD_ENTITY,
  tradeNoOf,
  type OccupyRuleFacts,
  type OrderFacts,
} from './records';
import { CONNECTOR, ENTITY, FAULT, FAULT_CODES, RULE } from './seed';
import { CHARGING_STATIONS } from './stations';
import { billSession, orderLines, type Tariff, type TariffPeriod } from './tariff';

const FAULT_LABELS: Record<number, string> = { 0: '未处理', 1: '处理中', 2: '已恢复' };
const NEV_LETTERS = 'ABCDEFGHJKLMN';

/** What a connector's session keeps beside what the board shows. */
interface Session {
  battery: number;
  startSoc: number;
  targetSoc: number;
  startMs: number;
  lastMs: number;
  vin: string;
  /** The stopped session's order, until the driver unplugs. */
  orderId?: number;
  endMs?: number;
}

export interface ChargingSimulator {
  readonly board: Board;
  /** A car starts charging (空闲 or 占用 → 充电中). */
  start(connectorId: number, plateNo?: string): LiveConnector;
  /** Charging stops (充电中 → 占用) and its 充电订单 is written. */
  stopCharging(connectorId: number, reason: string): LiveConnector;
  /** The car is unplugged (占用 → 空闲): occupancy fee, payment, 占桩记录. */
  release(connectorId: number): LiveConnector;
  /** The connector faults (a charging session stops first) and a 故障记录 opens. */
  fault(connectorId: number): LiveConnector;
  /** A faulty connector recovers (its open fault becomes 已恢复 by `by`). */
  recover(connectorId: number, by: string, note: string): LiveConnector;
  /** Every connector of the pile goes offline (charging stops) and the 充电桩离线 alarm is raised. */
  offline(pileId: number): LiveConnector[];
  /** The pile comes back: its connectors become 空闲 (a fault stays). */
  online(pileId: number): LiveConnector[];
  /** A pile that stops answering commands (its link half up), or answers again. */
  mute(pileId: number, muted: boolean): void;
  answers(pileId: number): boolean;
  /** Runs `count` updates now (each visits the next connector). */
  updates(count: number): void;
  /** Starts, restarts or stops the timer after `settings.chargingUpdatesPerSecond` changed. */
  reschedule(): void;
  /** Forgets the board and the sessions (the database was rebuilt). */
  forget(): void;
  stop(): void;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

export function createChargingSimulator(ctx: MockContext, alarms: Pick<AlarmFeed, 'emit'>, seed = 'charging'): ChargingSimulator {
  const rng: Prng = createPrng(seed);
  const board = createBoard(ctx, (rows) => {
    // Connectors found charging are mid-session; those found 占用 hold a car that finished charging.
    for (const c of rows)
      if (c.connectorStatus === CONNECTOR.charging) sessionOf(c);
      else if (c.connectorStatus === CONNECTOR.occupied)
        board.update(c.connectorId, { plateNo: plate(), plateColor: 5, soc: rng.pick([90, 95, 100]) });
  });
  const sessions = new Map<number, Session>();
  let cursor = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  let owed = 0;
  const muted = new Set<number>();

  const store = (entity: string) => {
    const s = ctx.engine.store(ctx.db, entity);
    if (!s) throw new Error(`entity ${entity} is not served`);
    return s;
  };
  const time = (ms: number) => formatChinaTime(ms);
  const plate = () =>
    `${rng.pick(['浙', '浙', '浙', '沪', '苏'])}${rng.pick([...NEV_LETTERS])}${rng.pick(['D', 'F'])}${rng.chars('0123456789', 5)}`;

  /** A car's session from `startMs`: its battery, the SOC it starts at and stops at, its VIN. */
  function newSession(connectorId: number, startMs: number, startSoc: number): Session {
    const s: Session = {
      battery: rng.pick([50, 60, 64, 75, 78, 85]),
      startSoc,
      targetSoc: rng.pick([90, 95, 100, 100]),
      startMs,
      lastMs: ctx.now(),
      vin: `${rng.pick(['LRW', 'LGX', 'LFV', 'LSG'])}${rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 6)}${rng.chars('0123456789', 8)}`,
    };
    sessions.set(connectorId, s);
    return s;
  }

  /** A session for a connector found charging (the board starts from the pile table, mid-session), with its readings. */
  function sessionOf(c: LiveConnector): Session {
    let s = sessions.get(c.connectorId);
    if (!s) {
      s = newSession(c.connectorId, ctx.now() - rng.int(5, 50) * MINUTE, rng.int(10, 50));
      const startSoc = s.startSoc;
      if (c.connectorStatus === CONNECTOR.charging && c.plateNo === null) {
        const soc = Math.min(s.targetSoc - 1, startSoc + rng.int(5, 35));
        const energyKwh = round(((soc - startSoc) * s.battery) / 100, 3);
        board.update(c.connectorId, {
          plateNo: plate(),
          plateColor: 5,
          startTime: time(s.startMs),
          soc,
          energyKwh,
          power: powerOf(c, soc),
        });
      }
    }
    return s;
  }

  /** Power now, kW: most of the rating on DC, the rating on AC, tapering above 80 %. */
  function powerOf(c: LiveConnector, soc: number): number {
    const base = c.pileType === 1 ? c.ratedPower * (0.55 + rng.next() * 0.2) : c.ratedPower * (0.92 + rng.next() * 0.06);
    const taper = soc > 80 ? Math.max(0.15, (100 - soc) / 20) : 1;
    return round(base * taper, 1);
  }

  /** A charging connector reports: energy since its last report at the power it reported, SOC; full → it stops. */
  function advance(c: LiveConnector) {
    const s = sessionOf(c);
    const soc = advanceEnergy(c, s).soc ?? 0;
    if (soc >= s.targetSoc) stopCharging(c.connectorId, soc >= 100 ? '充满自停' : '达到设定SOC');
    else board.update(c.connectorId, { power: powerOf(c, soc) });
  }

  function tariffAt(stationId: number): { rule: Record<string, unknown>; tariff: Tariff } | null {
    const [rule] = store(ENTITY.rule).select('WHERE "stationId" = ? AND "ruleStatus" = ?', [stationId, RULE.inForce], 'LIMIT 1');
    if (!rule || !Array.isArray(rule.periods)) return null;
    return {
      rule,
      tariff: {
        periods: rule.periods as TariffPeriod[],
        holidayEnabled: Number(rule.holidayEnabled ?? 0),
        holidayPeriods: (rule.holidayPeriods as TariffPeriod[] | null) ?? null,
      },
    };
  }

  function occupyRuleAt(stationId: number): OccupyRuleFacts | null {
    const [rule] = store(ENTITY.occupyRule).select('WHERE "stationId" = ? AND "ruleStatus" = ?', [stationId, RULE.inForce], 'LIMIT 1');
    return (rule as unknown as OccupyRuleFacts | undefined) ?? null;
  }

  function dayKindOf(stationId: number) {
    const parkId = CHARGING_STATIONS.find((s) => s.stationId === stationId)?.parkId ?? 0;
    const days = ctx.engine.store(ctx.db, 'workingDayConfig');
    return (date: string) => dayKindAt(days, parkId, date);
  }

  /** The order of the session, priced with `releaseMs` (null: still plugged in). */
  function orderValues(c: LiveConnector, s: Session, releaseMs: number | null) {
    const priced = tariffAt(c.stationId);
    const occupy = occupyRuleAt(c.stationId);
    const endMs = s.endMs ?? ctx.now();
    const session = {
      startTime: time(s.startMs),
      endTime: time(endMs),
      energyKwh: c.energyKwh ?? 0,
      releaseTime: releaseMs === null ? null : time(releaseMs),
    };
    const bill = priced
      ? billSession(priced.tariff, session, dayKindOf(c.stationId), occupy)
      : { elecFee: 0, serviceFee: 0, occupyMinutes: 0, occupyFee: 0, totalFee: 0, lines: [] };
    return {
      values: {
        startTime: session.startTime,
        endTime: session.endTime,
        releaseTime: session.releaseTime,
        chargeDuration: Math.round((endMs - s.startMs) / 1000),
        chargeKwh: session.energyKwh,
        endSoc: c.soc,
        elecFee: bill.elecFee,
        serviceFee: bill.serviceFee,
        occupyMinutes: bill.occupyMinutes,
        occupyFee: bill.occupyFee,
        totalFee: bill.totalFee,
        ruleId: priced?.rule.ruleId ?? null,
        ruleName: priced?.rule.ruleName ?? null,
        ruleVersion: priced?.rule.version ?? null,
        occupyRuleId: occupy?.occupyRuleId ?? null,
        billLines: orderLines(bill.lines),
        updateTime: time(ctx.now()),
      },
      occupy,
    };
  }

  function start(connectorId: number, plateNo?: string): LiveConnector {
    const c = board.get(connectorId)!;
    const now = ctx.now();
    const { startSoc } = newSession(connectorId, now, rng.int(8, 45));
    return board.update(connectorId, {
      connectorStatus: CONNECTOR.charging,
      plateNo: plateNo ?? c.plateNo ?? plate(),
      plateColor: 5,
      startTime: time(now),
      soc: startSoc,
      energyKwh: 0,
      power: powerOf(c, startSoc),
      orderNo: null,
    });
  }

  function stopCharging(connectorId: number, reason: string): LiveConnector {
    let c = board.get(connectorId)!;
    if (c.connectorStatus === CONNECTOR.charging) {
      const s = sessionOf(c);
      c = advanceEnergy(c, s);
      s.endMs = ctx.now();
      const { values } = orderValues(c, s, null);
      const orders = store(ENTITY.order);
      const orderId = orders.insert({
        orderNo: '',
        stationId: c.stationId,
        pileCode: c.pileCode,
        connectorNo: c.connectorNo,
        plateNo: c.plateNo,
        plateColor: 5,
        vin: s.vin,
        startSoc: s.startSoc,
        stopReason: reason,
        payState: PAY_STATE.unpaid,
        createTime: values.startTime,
        ...values,
      });
      const orderNo = `CD${values.startTime.replace(/\D/g, '')}${String(orderId).padStart(4, '0')}`;
      orders.patch(orderId, { orderNo });
      s.orderId = orderId;
      return board.update(connectorId, { connectorStatus: CONNECTOR.occupied, power: null, orderNo });
    }
    return c;
  }

  /** Energy and SOC up to now at the last reported power (a report, or a stop between two reports). */
  function advanceEnergy(c: LiveConnector, s: Session): LiveConnector {
    const now = ctx.now();
    const energyKwh = round((c.energyKwh ?? 0) + ((c.power ?? 0) * Math.max(0, now - s.lastMs)) / HOUR, 3);
    s.lastMs = now;
    return board.update(c.connectorId, { energyKwh, soc: Math.min(100, Math.round(s.startSoc + (energyKwh / s.battery) * 100)) });
  }

  function release(connectorId: number): LiveConnector {
    const c = board.get(connectorId)!;
    const s = sessions.get(connectorId);
    if (s?.orderId !== undefined) {
      const releaseMs = ctx.now();
      const { values, occupy } = orderValues(c, s, releaseMs);
      const orders = store(ENTITY.order);
      const channel = rng.pick(CHANNELS);
      const payTime = time(releaseMs);
      const paid = values.totalFee > 0;
      orders.patch(s.orderId, { ...values, payState: paid ? PAY_STATE.paid : PAY_STATE.unpaid });
      const order = orders.find(s.orderId) as unknown as OrderFacts;
      if (paid)
        store(RECORD_ENTITY.pay).insert({
          payNo: `ZF${payTime.replace(/\D/g, '')}${String(s.orderId).padStart(4, '0')}`,
          orderNo: order.orderNo,
          stationId: c.stationId,
          plateNo: c.plateNo,
          plateColor: 5,
          payKind: PAY_KIND.pay,
          payChannel: channel,
          payAmount: values.totalFee,
          payTime,
          tradeNo: tradeNoOf(rng, channel, payTime),
          refundNo: null,
          totalFee: values.totalFee,
          occupyFee: values.occupyFee,
        });
      store(RECORD_ENTITY.occupy).insert(occupancyRecordOf(order, occupy, order.payState, 0));
    }
    sessions.delete(connectorId);
    return board.update(connectorId, { connectorStatus: CONNECTOR.idle, ...NO_SESSION });
  }

  function fault(connectorId: number): LiveConnector {
    let c = board.get(connectorId)!;
    if (c.connectorStatus === CONNECTOR.charging) stopCharging(connectorId, '设备故障停止');
    c = board.get(connectorId)!;
    const [faultCode, faultDesc, faultLevel] = rng.pick(FAULT_CODES);
    const raised = time(ctx.now());
    const faults = store(ENTITY.fault);
    const faultId = faults.insert({
      faultNo: '',
      stationId: c.stationId,
      pileCode: c.pileCode,
      connectorNo: c.connectorNo,
      faultCode,
      faultDesc,
      faultLevel,
      raisedTime: raised,
      faultStatus: FAULT.open,
      auditTrail: [],
      updateTime: raised,
    });
    faults.patch(faultId, { faultNo: `GZ${raised.replace(/\D/g, '')}${String(faultId).padStart(3, '0')}` });
    return board.update(connectorId, { connectorStatus: CONNECTOR.fault, power: null, faultId });
  }

  function recover(connectorId: number, by: string, note: string): LiveConnector {
    const c = board.get(connectorId)!;
    const faults = store(ENTITY.fault);
    const open = faults.select('WHERE "pileCode" = ? AND "connectorNo" = ? AND "faultStatus" <> ?', [
      c.pileCode,
      c.connectorNo,
      FAULT.recovered,
    ]);
    const now = ctx.now();
    for (const f of open) {
      const trail = Array.isArray(f.auditTrail) ? [...f.auditTrail] : [];
      trail.push(seedTrailEntry(FAULT_LABELS, '恢复', by, now, Number(f.faultStatus), FAULT.recovered, note));
      faults.patch(Number(f.faultId), {
        faultStatus: FAULT.recovered,
        recoverTime: time(now),
        handler: f.handler ?? by,
        handleNote: note,
        auditTrail: trail,
        updateTime: time(now),
      });
    }
    return board.update(connectorId, { connectorStatus: CONNECTOR.idle, faultId: null });
  }

  function offline(pileId: number): LiveConnector[] {
    const guns = board.ofPile(pileId);
    for (const g of guns) if (g.connectorStatus === CONNECTOR.charging) stopCharging(g.connectorId, '通信中断停止');
    const out = guns.map((g) => board.update(g.connectorId, { connectorStatus: CONNECTOR.offline, power: null }));
    const station = CHARGING_STATIONS.find((s) => s.stationId === guns[0]?.stationId);
    if (guns[0] && station)
      alarms.emit(4, undefined, {
        device: { devName: `${station.stationName}${guns[0].pileName}`, devCode: guns[0].pileCode, address: station.address },
      });
    return out;
  }

  function online(pileId: number): LiveConnector[] {
    return board
      .ofPile(pileId)
      .map((g) => (g.connectorStatus === CONNECTOR.offline ? board.update(g.connectorId, { connectorStatus: CONNECTOR.idle }) : g));
  }

  /** One update: the next connector reports; a connector not charging may change state now and then. */
  function visit(c: LiveConnector) {
    switch (c.connectorStatus) {
      case CONNECTOR.charging:
        if (rng.chance(0.004)) fault(c.connectorId);
        else if (rng.chance(0.01)) stopCharging(c.connectorId, '用户主动停止');
        else advance(c);
        return;
      case CONNECTOR.idle:
        if (rng.chance(0.08)) start(c.connectorId);
        return;
      case CONNECTOR.occupied:
        if (rng.chance(0.25)) release(c.connectorId);
        return;
      case CONNECTOR.fault:
        // Staff closed its 故障记录 (故障记录 › 恢复): the connector is back in service.
        if (c.faultId !== null && store(ENTITY.fault).find(c.faultId)?.faultStatus === FAULT.recovered)
          board.update(c.connectorId, { connectorStatus: CONNECTOR.idle, faultId: null });
        return;
      case CONNECTOR.offline:
        if (rng.chance(0.1) && CHARGING_STATIONS.find((s) => s.stationId === c.stationId)?.stationStatus === 1) online(c.pileId);
        return;
      default:
    }
  }

  function updates(count: number) {
    const rows = board.rows();
    if (rows.length === 0) return;
    for (let i = 0; i < count; i++) {
      cursor = (cursor + 1) % rows.length;
      const c = board.get(rows[cursor].connectorId);
      if (!c) continue;
      // A pile in service drops offline now and then; otherwise the connector reports.
      if (c.connectorStatus === CONNECTOR.idle && c.connectorNo === 1 && rng.chance(0.001)) offline(c.pileId);
      else ctx.db.transaction(() => visit(c))();
    }
  }

  const TICK_MS = 100;
  function reschedule() {
    if (timer) clearInterval(timer);
    timer = null;
    owed = 0;
    const rate = ctx.settings.chargingUpdatesPerSecond;
    if (rate <= 0) return;
    timer = setInterval(() => {
      owed += (rate * TICK_MS) / 1000;
      const n = Math.floor(owed);
      owed -= n;
      if (n > 0) updates(n);
    }, TICK_MS);
  }

  return {
    board,
    start,
    stopCharging,
    release,
    fault,
    recover,
    offline,
    online,
    updates,
    mute: (pileId, on) => void (on ? muted.add(pileId) : muted.delete(pileId)),
    answers: (pileId) => !muted.has(pileId),
    reschedule,
    forget() {
      board.forget();
      sessions.clear();
      muted.clear();
      cursor = 0;
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      board.stop();
    },
  };
}

/** The simulator of each running mock (app.ts creates it; the monitoring service and the admin calls use it). */
const simulators = new WeakMap<MockContext, ChargingSimulator>();
export const chargingSimulatorOf = (ctx: MockContext) => simulators.get(ctx);
export function attachChargingSimulator(ctx: MockContext, simulator: ChargingSimulator): ChargingSimulator {
  simulators.set(ctx, simulator);
  return simulator;
}
