/**
 * Charging sessions on the seeded piles (sessions.ts, board.ts): the board is the pile table's connectors; a session
 * charges, stops into a 充电订单 priced by the tariff in force (billSession, in fen), and its unplugging pays it with a
 * 支付记录 and a 占桩记录; a fault opens a 故障记录; an offline pile raises the 充电桩离线 alarm naming it; the pile table
 * and the stations' counts follow every state change; the board publishes only to sockets subscribed to its topic.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createContext, engineSeedOf, type MockContext } from '../../context';
import { openDatabase } from '../../db/open';
import { formatChinaTime } from '../../db/time';
import { mockEngine } from '../../testing/mockEngine';
import { TEST_NOW } from '../../testing/harness';
import { BOARD_TOPIC } from './board';
import { CONNECTOR, ENTITY, FAULT } from './seed';
import { createChargingSimulator } from './sessions';
import { billSession, type TariffPeriod } from './tariff';
import { dayKindAt } from '../workingDayConfig';
import { CHARGING_STATIONS } from './stations';
import { PAY_STATE, RECORD_ENTITY } from './records';

const engine = mockEngine();
const MINUTE = 60_000;
const open: MockContext[] = [];

function platform() {
  const { db } = openDatabase(':memory:', { now: TEST_NOW });
  const ctx = createContext(db, { engine, quiet: true, seed: { now: TEST_NOW } });
  let now = TEST_NOW;
  ctx.now = () => now;
  engine.installInto(db, engineSeedOf({ now: TEST_NOW }));
  open.push(ctx);
  const alarms: { msgType: number | undefined; facts: unknown }[] = [];
  const sim = createChargingSimulator(
    ctx,
    { emit: (msgType, _account, facts) => (alarms.push({ msgType, facts }), { message: {} as never, delivered: 0 }) },
    'test',
  );
  const store = (entity: string) => ctx.engine.store(db, entity)!;
  return { ctx, sim, store, alarms, advance: (ms: number) => (now += ms), now: () => now };
}

afterEach(() => {
  for (const ctx of open.splice(0)) ctx.db.close();
});

describe('the board', () => {
  it('has every connector of the pile table, in its state, with the station of its pile', () => {
    const p = platform();
    const piles = p.store(ENTITY.pile).select('', []);
    const guns = piles.flatMap((pile) => (pile.connectors as { connectorNo: number; connectorStatus: number }[]).map((g) => ({ pile, g })));
    const rows = p.sim.board.rows();
    expect(rows).toHaveLength(guns.length);
    for (const { pile, g } of guns) {
      const row = p.sim.board.get(Number(pile.pileId) * 10 + g.connectorNo)!;
      expect(row).toMatchObject({ pileCode: pile.pileCode, stationId: pile.stationId, connectorStatus: g.connectorStatus });
      expect(row.stationName).toBe(CHARGING_STATIONS.find((s) => s.stationId === pile.stationId)!.stationName);
    }
    expect(new Set(rows.map((r) => r.connectorStatus))).toEqual(new Set([1, 2, 3, 4, 5]));
  });
});

describe('a session', () => {
  it('charges, stops into an order priced by the tariff in force, and its unplugging pays it with the occupancy fee', () => {
    const p = platform();
    // A weekday morning (no night-free occupancy), at a station whose occupancy rule is in force.
    p.advance(10 * 60 * MINUTE);
    const charged = new Set(
      p
        .store(ENTITY.occupyRule)
        .select('WHERE "ruleStatus" = 1', [])
        .map((r) => Number(r.stationId)),
    );
    const idle = p.sim.board.rows().find((r) => r.connectorStatus === CONNECTOR.idle && r.pileType === 1 && charged.has(r.stationId))!;
    const station = p.store(ENTITY.station).find(idle.stationId)!;
    const before = station.chargingCount as number;
    p.sim.start(idle.connectorId, '浙AD12345');
    expect(p.sim.board.get(idle.connectorId)).toMatchObject({ connectorStatus: CONNECTOR.charging, plateNo: '浙AD12345', energyKwh: 0 });
    // The pile table and the station's counts follow.
    const pile = p.store(ENTITY.pile).find(idle.pileId)!;
    expect(
      (pile.connectors as { connectorNo: number; connectorStatus: number }[]).find((g) => g.connectorNo === idle.connectorNo)!
        .connectorStatus,
    ).toBe(CONNECTOR.charging);
    expect(pile.pileStatus).toBe(CONNECTOR.charging);
    expect(p.store(ENTITY.station).find(idle.stationId)!.chargingCount).toBe(before + 1);

    // 40 minutes of reports: energy grows with the reported power, SOC with it.
    for (let i = 0; i < 8; i++) {
      p.advance(5 * MINUTE);
      p.sim.updates(p.sim.board.rows().length);
    }
    const charging = p.sim.board.get(idle.connectorId)!;
    if (charging.connectorStatus === CONNECTOR.charging) {
      expect(charging.energyKwh!).toBeGreaterThan(5);
      expect(charging.power!).toBeGreaterThan(0);
      expect(charging.soc!).toBeGreaterThan(8);
      p.sim.stopCharging(idle.connectorId, '用户主动停止');
    }
    const stopped = p.sim.board.get(idle.connectorId)!;
    expect(stopped.connectorStatus).toBe(CONNECTOR.occupied);
    const [order] = p.store(ENTITY.order).select('WHERE "orderNo" = ?', [stopped.orderNo]);
    expect(order).toMatchObject({
      plateNo: '浙AD12345',
      pileCode: idle.pileCode,
      connectorNo: idle.connectorNo,
      payState: PAY_STATE.unpaid,
      releaseTime: null,
    });
    expect(order.chargeKwh).toBe(stopped.energyKwh);

    // Unplugged 50 minutes after the stop (or more, when it stopped itself, full): the occupancy past the grace period is billed, the order paid, the records written.
    p.advance(50 * MINUTE);
    p.sim.release(idle.connectorId);
    expect(p.sim.board.get(idle.connectorId)).toMatchObject({ connectorStatus: CONNECTOR.idle, plateNo: null, power: null });
    const paid = p.store(ENTITY.order).find(Number(order.orderId))!;
    const [rule] = p.store(ENTITY.rule).select('WHERE "stationId" = ? AND "ruleStatus" = 1', [idle.stationId]);
    const [occupy] = p.store(ENTITY.occupyRule).select('WHERE "stationId" = ? AND "ruleStatus" = 1', [idle.stationId]);
    const parkId = CHARGING_STATIONS.find((s) => s.stationId === idle.stationId)!.parkId;
    const bill = billSession(
      {
        periods: rule.periods as TariffPeriod[],
        holidayEnabled: Number(rule.holidayEnabled),
        holidayPeriods: rule.holidayPeriods as TariffPeriod[] | null,
      },
      {
        startTime: String(paid.startTime),
        endTime: String(paid.endTime),
        energyKwh: Number(paid.chargeKwh),
        releaseTime: formatChinaTime(p.now()),
      },
      (date) => dayKindAt(p.store('workingDayConfig'), parkId ?? 0, date),
      (occupy as never) ?? null,
    );
    expect(paid).toMatchObject({
      releaseTime: formatChinaTime(p.now()),
      elecFee: bill.elecFee,
      serviceFee: bill.serviceFee,
      occupyFee: bill.occupyFee,
      totalFee: bill.totalFee,
      payState: PAY_STATE.paid,
    });
    expect(bill.totalFee).toBe(bill.elecFee + bill.serviceFee + bill.occupyFee);
    expect(bill.occupyFee).toBeGreaterThan(0);
    const [payment] = p.store(RECORD_ENTITY.pay).select('WHERE "orderNo" = ?', [order.orderNo]);
    expect(payment).toMatchObject({ payKind: 1, payAmount: bill.totalFee, occupyFee: bill.occupyFee });
    const [occupancy] = p.store(RECORD_ENTITY.occupy).select('WHERE "orderNo" = ?', [order.orderNo]);
    const plugged = (p.now() - Date.parse(`${String(paid.endTime).replace(' ', 'T')}+08:00`)) / MINUTE;
    expect(plugged).toBeGreaterThanOrEqual(50);
    expect(occupancy).toMatchObject({ occupyTotalMinutes: Math.floor(plugged), occupyFee: bill.occupyFee, occupyBillState: 2 });
  });

  it('a fault stops the session and opens a 故障记录; recovering closes it with a trail entry', () => {
    const p = platform();
    const charging = p.sim.board.rows().find((r) => r.connectorStatus === CONNECTOR.charging)!;
    const faults = p.store(ENTITY.fault).count('', []);
    p.sim.fault(charging.connectorId);
    const faulty = p.sim.board.get(charging.connectorId)!;
    expect(faulty.connectorStatus).toBe(CONNECTOR.fault);
    expect(p.store(ENTITY.fault).count('', [])).toBe(faults + 1);
    const record = p.store(ENTITY.fault).find(faulty.faultId!)!;
    expect(record).toMatchObject({ pileCode: charging.pileCode, connectorNo: charging.connectorNo, faultStatus: FAULT.open });
    expect(String(record.faultNo)).toMatch(/^GZ\d{14}\d{3}$/);
    // The session it cut is an order 设备故障停止.
    expect(p.store(ENTITY.order).select('WHERE "stopReason" = ?', ['设备故障停止'])).toHaveLength(1);

    p.sim.recover(charging.connectorId, '赵磊', '更换充电模块后测试正常');
    expect(p.sim.board.get(charging.connectorId)).toMatchObject({ connectorStatus: CONNECTOR.idle, faultId: null });
    const closed = p.store(ENTITY.fault).find(faulty.faultId!)!;
    expect(closed).toMatchObject({ faultStatus: FAULT.recovered, handleNote: '更换充电模块后测试正常' });
    expect((closed.auditTrail as { action: string; user: string }[]).at(-1)).toMatchObject({ action: '恢复', user: '赵磊' });
  });

  it('an offline pile takes its connectors offline and raises the 充电桩离线 alarm naming it; online brings them back 空闲', () => {
    const p = platform();
    const gun = p.sim.board.rows().find((r) => r.connectorStatus === CONNECTOR.idle)!;
    p.sim.offline(gun.pileId);
    expect(p.sim.board.ofPile(gun.pileId).every((g) => g.connectorStatus === CONNECTOR.offline)).toBe(true);
    expect(p.store(ENTITY.pile).find(gun.pileId)!.pileStatus).toBe(CONNECTOR.offline);
    const station = CHARGING_STATIONS.find((s) => s.stationId === gun.stationId)!;
    expect(p.alarms).toEqual([
      {
        msgType: 4,
        facts: { device: { devName: `${station.stationName}${gun.pileName}`, devCode: gun.pileCode, address: station.address } },
      },
    ]);
    p.sim.online(gun.pileId);
    expect(p.sim.board.ofPile(gun.pileId).every((g) => g.connectorStatus === CONNECTOR.idle || g.connectorStatus === CONNECTOR.fault)).toBe(
      true,
    );
  });
});

describe('updates', () => {
  it('visit the connectors in turn and move states over time, as the same seed always does', () => {
    const run = () => {
      const p = platform();
      for (let i = 0; i < 40; i++) {
        p.advance(MINUTE);
        p.sim.updates(50);
      }
      return {
        rows: p.sim.board.rows().map((r) => [r.connectorId, r.connectorStatus, r.energyKwh]),
        orders: p.store(ENTITY.order).count('', []),
      };
    };
    const a = run();
    const b = run();
    expect(a).toEqual(b);
    const p = platform();
    const start = p.sim.board.rows().map((r) => r.connectorStatus);
    const orders = p.store(ENTITY.order).count('', []);
    for (let i = 0; i < 60; i++) {
      p.advance(MINUTE);
      p.sim.updates(100);
    }
    expect(p.sim.board.rows().map((r) => r.connectorStatus)).not.toEqual(start);
    expect(p.store(ENTITY.order).count('', [])).toBeGreaterThan(orders);
  });

  it('are published to the sockets subscribed to the topic only, gathered into one frame', () => {
    const p = platform();
    const sent: string[] = [];
    const socket = (name: string) =>
      ({ readyState: 1, OPEN: 1, send: (text: string) => sent.push(`${name}:${text}`), on: () => undefined }) as unknown as WebSocket;
    const watching = socket('watching');
    p.ctx.sockets.add(watching, { userId: '1', account: 'admin', token: 'a' });
    p.ctx.sockets.add(socket('other'), { userId: '2', account: 'operator', token: 'b' });
    p.ctx.sockets.subscribe(watching, [BOARD_TOPIC]);
    const [a, b] = p.sim.board.rows().filter((r) => r.connectorStatus === CONNECTOR.idle);
    p.sim.start(a.connectorId);
    p.sim.start(b.connectorId);
    expect(p.sim.board.flush()).toBe(1);
    expect(sent).toHaveLength(1);
    const frame = JSON.parse(sent[0].slice('watching:'.length)) as { infName: string; rows: { connectorId: number; rev: number }[] };
    expect(frame.infName).toBe(BOARD_TOPIC);
    expect(frame.rows.map((r) => r.connectorId)).toEqual([a.connectorId, b.connectorId]);
    expect(frame.rows[1].rev).toBeGreaterThan(frame.rows[0].rev);
    expect(p.sim.board.flush()).toBe(0);
    p.sim.stop();
  });
});
