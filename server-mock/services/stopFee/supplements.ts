/**
 * 补录 (schemas/stopFee.json, entity supplementRecord): an operator records an entry or exit the lane cameras
 * missed, with evidence pictures; 审核通过 opens the parking order (补录入场) or ends the one in the park (补录出场).
 * The list, detail, export, the states, the audit trail and the exit's write on the order (the link `order`) are the
 * document's. Hand-written, because they read 停车订单 and the lanes, which a form or a transition cannot:
 * - 新增补录 (`POST supplements`): the lane must belong to the park; the time may not lie ahead; an entry is refused
 *   while the plate is in the park (an order 在场, or an entry 补录 of it waiting for review); an exit needs the
 *   plate's order in the park, no earlier than its entry, and none already waiting — it stores that order, the stay
 *   and the fee by the rule (fee.ts) for the reviewer to see;
 * - 审核通过 (`POST supplements/approve`): the same checks again against the orders as they are now, then the
 *   document's step (engine.step) runs with the reviewer as 操作人;
 * - the step computation `supplementEntryOrder`: the new order's values and number;
 * - the seed: records in every state, consistent with the seeded orders.
 */
import { DAY, HOUR, MINUTE, DIGITS, type Row } from '../../engine/seedKit';
import { formatSeedTime } from '../../engine/seedValues';
import type { EngineExtension, SeedKit } from '../../engine/types';
import type { StepComputation } from '../../engine/stepComputations';
import { quote } from '../../engine/storage';
import { recordScope } from '../../engine/dataScope';
import { badRequest, bodyOf } from '../../engine/requestParts';
import { failWith, ok } from '../../http/envelope';
import { currentUser, type ApiRequest, type RegisterService } from '../types';
import { businessNo, findRecord, isEnvelope, nowText, parseTime, storeOf, textOf } from './common';
import { parkingFee } from './fee';
import { ORDER } from './orders';
import { VEHICLE_KIND } from './customerOrders';

const BASE = '/api/charge/v2/api/supplements';
export const SUPPLEMENT_ENTITY = 'supplementRecord';
const LANE_ENTITY = 'parkLane';
/** 补录类型 */
export const SUPPLEMENT = { entry: 1, exit: 2 } as const;
/** 审核状态 */
export const SUPPLEMENT_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;

export const SUPPLEMENT_MSG = {
  laneNotInPark: '所选车道不属于该车场',
  timeAhead: '通行时间不能晚于当前时间',
  timeFormat: '通行时间格式不正确',
  idRequired: '补录记录编号',
} as const;
export const alreadyInPark = (plate: string, inTime: unknown) => `车辆${plate}已在场内（入场时间 ${String(inTime)}），不能补录入场`;
export const entryPending = (plate: string) => `车辆${plate}在该车场已有待审核的补录入场，请勿重复提交`;
export const notInPark = (plate: string) => `未找到车辆${plate}在该车场的在场订单，不能补录出场，请先补录入场`;
export const exitBeforeEntry = (inTime: unknown) => `出场时间不能早于入场时间（${String(inTime)}）`;
export const exitPending = (plate: string) => `车辆${plate}的在场订单已有待审核的补录出场，请勿重复提交`;

/** 补录入场 approved: the order it opens (在场, 临时车) and its number on the record. */
export const supplementEntryOrder: StepComputation = ({ record, actor }) => {
  const ms = Date.parse(`${actor.time.replace(' ', 'T')}+08:00`);
  const orderNo = businessNo('PO', ms);
  return {
    ok: true,
    values: { orderNo },
    creates: [
      {
        entity: 'parkOrder',
        values: {
          orderNo,
          plateNo: record.plateNo,
          plateColor: record.plateColor,
          carType: 1,
          vehicleKind: VEHICLE_KIND.temporary,
          parkId: record.parkId,
          orderStatus: ORDER.parked,
          inTime: record.passTime,
          inGate: record.laneName,
          receivableMoney: 0,
          discountMoney: 0,
          paidMoney: 0,
          arrearsMoney: 0,
          overtime: 0,
          remark: `补录入场（${String(record.supplementNo ?? '')}）`,
        },
      },
    ],
  };
};

type Checked = { ok: true; values: Record<string, unknown> } | { ok: false; msg: string };

export const registerStopFeeSupplements: RegisterService = (router, ctx) => {
  const records = storeOf(ctx.engine, ctx.db, SUPPLEMENT_ENTITY);
  const orders = storeOf(ctx.engine, ctx.db, 'parkOrder');
  const input = ctx.engine.inputCheck('stopFee', 'supplementCreate');
  const approveInput = ctx.engine.inputCheck('stopFee', 'supplementApprove');

  const parkedOrder = (plate: string, parkId: number) =>
    orders.select(
      `WHERE ${quote('plateNo')} = ? AND ${quote('parkId')} = ? AND ${quote('orderStatus')} = ?`,
      [plate, parkId, ORDER.parked],
      `ORDER BY ${quote('inTime')} DESC LIMIT 1`,
    )[0];
  const pendingOf = (type: number, where: string, args: unknown[], except?: number) =>
    records.count(
      `WHERE ${quote('supplementType')} = ? AND ${quote('supplementStatus')} = ? AND ${where}${except ? ` AND "id" <> ?` : ''}`,
      [type, SUPPLEMENT_STATUS.pending, ...args, ...(except ? [except] : [])],
    ) > 0;

  /** The checks of a 补录 against the orders as they are now; `except` leaves the record itself out (at approval). */
  function check(v: { type: number; plate: string; parkId: number; passTime: string }, except?: number): Checked {
    const passMs = parseTime(v.passTime);
    if (passMs === undefined) return { ok: false, msg: SUPPLEMENT_MSG.timeFormat };
    if (passMs > ctx.now()) return { ok: false, msg: SUPPLEMENT_MSG.timeAhead };
    const order = parkedOrder(v.plate, v.parkId);
    if (v.type === SUPPLEMENT.entry) {
      if (order) return { ok: false, msg: alreadyInPark(v.plate, order.inTime) };
      if (pendingOf(SUPPLEMENT.entry, `${quote('plateNo')} = ? AND ${quote('parkId')} = ?`, [v.plate, v.parkId], except))
        return { ok: false, msg: entryPending(v.plate) };
      return { ok: true, values: { orderId: null, orderNo: null, entryTime: null, parkDuration: null, receivableMoney: null } };
    }
    if (!order) return { ok: false, msg: notInPark(v.plate) };
    const inMs = parseTime(order.inTime);
    if (inMs === undefined || passMs < inMs) return { ok: false, msg: exitBeforeEntry(order.inTime) };
    if (pendingOf(SUPPLEMENT.exit, `${quote('orderId')} = ?`, [order.id], except)) return { ok: false, msg: exitPending(v.plate) };
    const fee = parkingFee((passMs - inMs) / 1000);
    return {
      ok: true,
      values: {
        orderId: order.id,
        orderNo: order.orderNo,
        entryTime: order.inTime,
        parkDuration: fee.parkDuration,
        receivableMoney: fee.receivableMoney,
      },
    };
  }

  router.post(BASE, (req: ApiRequest) => {
    const body = bodyOf(req);
    const refused = input(body);
    if (refused) return badRequest(refused);
    const parkId = Number(body.parkId);
    const laneId = Number(body.laneId);
    const lanes = ctx.engine.store(ctx.db, LANE_ENTITY);
    const lane = lanes?.find(laneId);
    if (!lane || Number(lane.parkId) !== parkId) return badRequest(SUPPLEMENT_MSG.laneNotInPark);
    if (!recordScope(orders, req).accepts({ parkId })) return failWith('recordNotFound');
    const v = { type: Number(body.supplementType), plate: textOf(body.plateNo).toUpperCase(), parkId, passTime: textOf(body.passTime) };
    const checked = check(v);
    if (!checked.ok) return badRequest(checked.msg);
    const id = records.insert({
      supplementNo: businessNo('BL', ctx.now()),
      supplementType: v.type,
      plateNo: v.plate,
      plateColor: Number(body.plateColor),
      parkId,
      laneId,
      laneName: String(lane.laneName ?? ''),
      passTime: v.passTime,
      supplementReason: Number(body.supplementReason),
      evidenceImages: Array.isArray(body.evidenceImages) ? body.evidenceImages : [],
      remark: textOf(body.remark) || null,
      supplementStatus: SUPPLEMENT_STATUS.pending,
      applyUser: currentUser(req).name,
      applyTime: nowText(ctx.now),
      auditTrail: [],
      ...checked.values,
    });
    return ok(records.find(id));
  });

  // 审核通过: the checks again (the orders may have changed since), then the document's step.
  router.post(`${BASE}/approve`, (req: ApiRequest) => {
    const body = bodyOf(req);
    const refused = approveInput(body);
    if (refused) return badRequest(refused);
    const found = findRecord(records, body.id, SUPPLEMENT_MSG.idRequired, req);
    if (isEnvelope(found)) return found;
    const r = found.record;
    if (r.supplementStatus === SUPPLEMENT_STATUS.pending) {
      const checked = check(
        { type: Number(r.supplementType), plate: String(r.plateNo), parkId: Number(r.parkId), passTime: String(r.passTime) },
        found.id,
      );
      if (!checked.ok) return badRequest(checked.msg);
      if (Number(r.supplementType) === SUPPLEMENT.exit && checked.values.orderId !== r.orderId)
        return badRequest(notInPark(String(r.plateNo)));
    }
    return ctx.engine.call(ctx.db, ctx.now(), {
      area: 'stopFee',
      endpoint: 'supplementApprove',
      body: { ...body, id: found.id, supplementType: r.supplementType },
      actor: currentUser(req).name,
    });
  });
};

// ---- seed --------------------------------------------------------------------------------------------------------

const REASON_TEXT: Record<number, string> = {
  1: '车牌污损，入口相机未识别',
  2: '前车抬杆后跟车通行，系统无记录',
  3: '车场网络中断约20分钟，通行数据未上传',
  4: '道闸故障，岗亭人工抬杆放行',
  5: '车主来电反映，调取监控确认',
};
const EVIDENCE = ['/mock-assets/fault-photo-1.svg', '/mock-assets/fault-photo-2.svg', '/mock-assets/fault-photo-3.svg'];

function seedSupplements(kit: SeedKit): number {
  const { rng } = kit;
  const fmt = (ms: number) => formatSeedTime(Math.floor(ms / 1000) * 1000);
  const done = kit.db
    .prepare(`SELECT * FROM "ent_parkOrder" WHERE "orderStatus" = ${ORDER.done} AND "inGate" IS NOT NULL ORDER BY "id" LIMIT 400`)
    .all() as Row[];
  const lanes = (() => {
    try {
      return kit.db.prepare(`SELECT * FROM "ent_parkLane"`).all() as Row[];
    } catch {
      return [];
    }
  })();
  const laneOf = (parkId: unknown, entry: boolean) => {
    const own = lanes.filter((l) => Number(l.parkId) === Number(parkId));
    const fit = own.filter((l) => Number(l.laneType) === (entry ? 1 : 2) || Number(l.laneType) === 3);
    return rng.pick(fit.length ? fit : own.length ? own : [{ id: null, laneName: entry ? '东门入口' : '东门出口' }]);
  };
  // Approved and rejected 补录 of finished orders (the order they opened or closed), then pending entries of plates
  // that are not in the park (the plates of orders that left), so approving them opens a new order.
  const states = [2, 2, 2, 3, 1, 1];
  let n = 0;
  for (let i = 0; i < 66 && done.length; i++) {
    const o = done[(i * 7) % done.length];
    const status = states[i % states.length];
    const type = i % 2 === 0 ? 1 : 2;
    const entry = type === 1;
    const lane = laneOf(o.parkId, entry);
    // A pending one is an entry after the order's exit (the car came back), never an exit of a car not in the park.
    const pendingEntry = status === 1;
    const t = pendingEntry ? 1 : type;
    const outMs = Date.parse(`${String(o.outTime).replace(' ', 'T')}+08:00`);
    const passTime = pendingEntry
      ? fmt(Math.min(kit.now - 10 * MINUTE, outMs + rng.int(2 * HOUR, 5 * DAY)))
      : t === 1
        ? o.inTime
        : o.outTime;
    const applyMs = Date.parse(`${String(passTime).replace(' ', 'T')}+08:00`) + rng.int(20 * MINUTE, 6 * HOUR);
    const applyTime = fmt(Math.min(kit.now - MINUTE, applyMs));
    const auditTime = status > 1 ? fmt(Math.min(kit.now, applyMs + rng.int(10 * MINUTE, 10 * HOUR))) : null;
    const auditUser = status > 1 ? rng.pick(['陈建国', '周晓燕', '孙立群']) : null;
    const auditRemark = status === 3 ? '证据图片无法看清车牌，请补充后重新提交' : status === 2 ? '监控画面核实无误' : null;
    const reason = rng.int(1, 5);
    const to = status === 2 ? { to: 2, toLabel: '已通过', action: '审核通过' } : { to: 3, toLabel: '已驳回', action: '审核驳回' };
    kit.insert({
      supplementNo: `BL${String(passTime).replace(/\D/g, '').slice(0, 8)}${rng.chars(DIGITS, 6)}`,
      supplementType: t,
      plateNo: o.plateNo,
      plateColor: o.plateColor,
      parkId: o.parkId,
      laneId: lane.id,
      laneName: lane.laneName,
      passTime,
      supplementReason: reason,
      evidenceImages: [EVIDENCE[i % EVIDENCE.length]],
      remark: REASON_TEXT[reason],
      supplementStatus: status,
      applyUser: rng.pick(['王建军', '李秀英', '张国平', '刘海燕']),
      applyTime,
      auditUser,
      auditTime,
      auditRemark,
      orderId: status === 2 || t === 2 ? o.id : null,
      orderNo: status === 2 || t === 2 ? o.orderNo : null,
      entryTime: t === 2 ? o.inTime : null,
      parkDuration: t === 2 ? o.parkDuration : null,
      receivableMoney: t === 2 ? o.receivableMoney : null,
      auditTrail:
        status > 1
          ? [
              {
                action: to.action,
                user: auditUser,
                time: auditTime,
                from: 1,
                fromLabel: '待审核',
                to: to.to,
                toLabel: to.toLabel,
                note: auditRemark,
              },
            ]
          : [],
    });
    n++;
  }
  return n || 0;
}

/** The engine extension of 补录 (listed in services/extensions.ts). */
export const stopFeeSupplementExtension: EngineExtension = {
  entities: { [SUPPLEMENT_ENTITY]: { seed: seedSupplements } },
  computations: { supplementEntryOrder },
};
