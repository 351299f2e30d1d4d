/**
 * Parking orders (停车订单) and vehicles in the lot (在场车辆): the calculation of a fee, the in-lot list with its live
 * duration and the overtime mark of the period config, setting the exit time, editing the plate, confirming that a
 * car is still parked, and the short detail. Each change of an order is written to 订单变更记录 (parkOrderChanges).
 */
import { allConditions, queryValues } from '../../engine/filters';
import { runList } from '../../engine/listQuery';
import type { EntityRecord } from '../../engine/store';
import { quote } from '../../engine/storage';
import type { ListBinding } from '../../engine/types';
import { formatChinaTime } from '../../db/time';
import { ok } from '../../http/envelope';
import { parkingFee } from './fee';
import { findRecord, isEnvelope, nowText, parseTime, STOP_FEE_ENTITIES, storedFen, storeOf, textOf } from './common';
import { currentUser, type ApiRequest, type RegisterService } from '../types';
import { badRequest, bodyOf, stateNotAllowed } from '../../engine/requestParts';
import { recordScope } from '../../engine/dataScope';

const BASE = '/api/charge/v2/api/parkOrders';

/** 订单状态 */
export const ORDER = { parked: 1, unpaid: 2, done: 3, arrears: 4, cancelled: 5 } as const;
/** 变更类型 of 订单变更记录 */
export const CHANGE = { plate: 1, outTime: 2, appeal: 3, stillPark: 4 } as const;

export const DEFAULT_PERIOD_CONFIG = { overtimeHours: 72, remindEnabled: 1 };
export const CONFIG_TABLE = 'stop_fee_unout_config';
export const CONFIG_DDL = `CREATE TABLE IF NOT EXISTS ${CONFIG_TABLE} (id INTEGER PRIMARY KEY CHECK (id = 1), overtime_hours INTEGER NOT NULL, remind_enabled INTEGER NOT NULL)`;

export const ORDER_MSG = {
  idRequired: '订单编号',
  notParked: '该车辆已出场，不能执行此操作',
  outTimeFormat: '出场时间格式不正确',
  outTimeBeforeIn: '出场时间不能早于入场时间',
  outTimeAfterNow: '出场时间不能晚于当前时间',
  plateInvalid: '请输入正确的车牌号',
  plateColorInvalid: '请选择车牌颜色',
  plateSame: '新车牌与原车牌相同',
  plateLocked: '仅在场或待缴费的订单可以修改车牌',
  overtimeInvalid: '超时在场格式不正确',
  deleteParked: '在场订单不能删除',
} as const;

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
/** A whole plate: province, letter, then 5 (ordinary) or 6 (new energy) letters and digits, or a special last character. */
const PLATE = new RegExp(`^[${PROVINCES}][A-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]$`, 'u');
export const isWholePlate = (plate: string) => PLATE.test(plate);

const seconds = (fromText: unknown, to: number) => {
  const from = parseTime(fromText);
  return from === undefined ? 0 : Math.max(0, Math.floor((to - from) / 1000));
};

export const registerStopFeeOrders: RegisterService = (router, ctx) => {
  const orders = storeOf(ctx.engine, ctx.db, STOP_FEE_ENTITIES.parkOrder);
  const changes = storeOf(ctx.engine, ctx.db, STOP_FEE_ENTITIES.parkOrderChange);
  const { db } = ctx;
  db.exec(CONFIG_DDL);

  function periodConfig() {
    const row = db.prepare(`SELECT overtime_hours AS h, remind_enabled AS r FROM ${CONFIG_TABLE} WHERE id = 1`).get() as
      { h: number; r: number } | undefined;
    return row ? { overtimeHours: row.h, remindEnabled: row.r } : { ...DEFAULT_PERIOD_CONFIG };
  }
  /** The latest entry time that counts as overtime now. */
  const overtimeBound = () => formatChinaTime(ctx.now() - periodConfig().overtimeHours * 3_600_000);

  /** An order as the in-lot views show it: live duration, current fee, overtime mark. */
  function live(record: EntityRecord): EntityRecord {
    if (record.orderStatus !== ORDER.parked) return { ...record, overtime: 0 };
    const duration = seconds(record.inTime, ctx.now());
    const bound = overtimeBound();
    return {
      ...record,
      parkDuration: duration,
      receivableMoney: parkingFee(duration).receivableMoney,
      overtime: typeof record.inTime === 'string' && record.inTime <= bound ? 1 : 0,
    };
  }

  function logChange(req: ApiRequest, record: EntityRecord, changeType: number, before: unknown, after: unknown, remark: string | null) {
    changes.insert({
      orderNo: record.orderNo,
      plateNo: record.plateNo,
      plateColor: record.plateColor,
      parkId: record.parkId,
      changeType,
      beforeValue: before === null || before === undefined ? null : String(before),
      afterValue: after === null || after === undefined ? null : String(after),
      operator: currentUser(req).name,
      changeTime: nowText(ctx.now),
      remark,
    });
  }

  router.get(`${BASE}/calculateProcess`, (req) => {
    const found = findRecord(orders, req.query.id, ORDER_MSG.idRequired, req);
    if (isEnvelope(found)) return found;
    const { id, record } = found;
    const end = parseTime(record.outTime) ?? ctx.now();
    const fee = parkingFee(seconds(record.inTime, end));
    return ok({ id, orderNo: record.orderNo, inTime: record.inTime, outTime: record.outTime ?? null, ...fee });
  });

  // 在场车辆: the generic filters of the view, always orderStatus 1; 超时在场 compares the entry time with the config.
  const generic = ctx.engine.generic.find((g) => g.area === 'stopFee' && g.name === 'unOutList');
  if (generic && generic.binding.operation === 'list') {
    const base = generic.binding;
    const binding: ListBinding = { ...base, filters: base.filters.filter((f) => f.field.name !== 'overtime') };
    router.get(`${BASE}/unOut`, (req) => {
      const values = queryValues(req.query, req.queryAll);
      const sql = [`${quote('orderStatus')} = ${ORDER.parked}`];
      const args: unknown[] = [];
      const overtime = values('overtime')[0];
      if (overtime !== undefined) {
        if (overtime !== '0' && overtime !== '1') return badRequest(ORDER_MSG.overtimeInvalid);
        sql.push(`${quote('inTime')} ${overtime === '1' ? '<=' : '>'} ?`);
        args.push(overtimeBound());
      }
      const extra = allConditions({ sql, args }, recordScope(orders, req).where);
      const outcome = runList(orders, binding, (name) => (name === 'overtime' ? [] : values(name)), extra);
      if (!outcome.ok) return badRequest(outcome.msg);
      return ok({ results: outcome.rows.map(live), totalRecord: outcome.total });
    });
  }

  // What the 在场超时设置 and 设置出场时间 forms accept (schemas/stopFee.json), refused with their messages.
  const periodConfigInput = ctx.engine.inputCheck('stopFee', 'unOutConfigSave');
  const outTimeInput = ctx.engine.inputCheck('stopFee', 'setOutTime');
  router.get(`${BASE}/unOutPeriodConfig`, () => ok(periodConfig()));
  router.post(`${BASE}/unOutPeriodConfig`, (req) => {
    const body = bodyOf(req);
    const refused = periodConfigInput(body);
    if (refused) return badRequest(refused);
    const hours = Number(body.overtimeHours);
    const remind = Number(body.remindEnabled ?? DEFAULT_PERIOD_CONFIG.remindEnabled);
    db.prepare(
      `INSERT INTO ${CONFIG_TABLE} (id, overtime_hours, remind_enabled) VALUES (1, ?, ?) ON CONFLICT(id) DO UPDATE SET overtime_hours = excluded.overtime_hours, remind_enabled = excluded.remind_enabled`,
    ).run(hours, remind);
    return ok(periodConfig());
  });

  router.post(`${BASE}/setOutTime`, (req) => {
    const body = bodyOf(req);
    const found = findRecord(orders, body.id, ORDER_MSG.idRequired, req);
    if (isEnvelope(found)) return found;
    const { id, record } = found;
    if (record.orderStatus !== ORDER.parked) return stateNotAllowed(ORDER_MSG.notParked);
    const refused = outTimeInput(body);
    if (refused) return badRequest(refused);
    const text = textOf(body.outTime);
    const out = parseTime(text);
    if (out === undefined) return badRequest(ORDER_MSG.outTimeFormat);
    const inMs = parseTime(record.inTime);
    if (inMs !== undefined && out < inMs) return badRequest(ORDER_MSG.outTimeBeforeIn);
    if (out > ctx.now()) return badRequest(ORDER_MSG.outTimeAfterNow);
    const remark = textOf(body.remark);
    const fee = parkingFee(inMs === undefined ? 0 : (out - inMs) / 1000);
    const due = Math.max(0, Math.round(fee.receivableMoney * 100) - storedFen(record.discountMoney));
    db.transaction(() => {
      orders.patch(id, {
        outTime: text,
        outGate: '人工设置出场',
        parkDuration: fee.parkDuration,
        receivableMoney: fee.receivableMoney,
        paidMoney: 0,
        arrearsMoney: 0,
        orderStatus: due > 0 ? ORDER.unpaid : ORDER.done,
        remark: remark || record.remark || null,
      });
      logChange(req, record, CHANGE.outTime, '在场', text, remark || null);
    })();
    return ok(orders.find(id));
  });

  // What the 修改车牌 form accepts (schemas/stopFee.json: 修改原因 at most 100 characters), refused with its messages.
  const editPlateInput = ctx.engine.inputCheck('stopFee', 'editPlate');
  router.post(`${BASE}/editParkingPlateNo`, (req) => {
    const body = bodyOf(req);
    const found = findRecord(orders, body.id, ORDER_MSG.idRequired, req);
    if (isEnvelope(found)) return found;
    const { id, record } = found;
    if (record.orderStatus !== ORDER.parked && record.orderStatus !== ORDER.unpaid) return stateNotAllowed(ORDER_MSG.plateLocked);
    const plate = textOf(body.plateNo).toUpperCase();
    if (!isWholePlate(plate)) return badRequest(ORDER_MSG.plateInvalid);
    const color = Number(body.plateColor ?? record.plateColor);
    if (!Number.isInteger(color) || color < 1 || color > 6) return badRequest(ORDER_MSG.plateColorInvalid);
    if (plate === record.plateNo && color === record.plateColor) return badRequest(ORDER_MSG.plateSame);
    const refused = editPlateInput(body);
    if (refused) return badRequest(refused);
    db.transaction(() => {
      orders.patch(id, { plateNo: plate, plateColor: color });
      logChange(req, record, CHANGE.plate, record.plateNo, plate, textOf(body.changeReason));
    })();
    return ok(orders.find(id));
  });

  router.post(`${BASE}/stillPark/{id}`, (req) => {
    const found = findRecord(orders, req.params.id, ORDER_MSG.idRequired, req);
    if (isEnvelope(found)) return found;
    const { id, record } = found;
    if (record.orderStatus !== ORDER.parked) return stateNotAllowed(ORDER_MSG.notParked);
    const time = nowText(ctx.now);
    db.transaction(() => {
      orders.patch(id, { stillParkTime: time });
      logChange(req, record, CHANGE.stillPark, record.stillParkTime ?? null, time, '人工确认车辆仍在场');
    })();
    return ok(live(orders.find(id)!));
  });

  router.get(`${BASE}/simpleDetail/{id}`, (req) => {
    const found = findRecord(orders, req.params.id, ORDER_MSG.idRequired, req);
    if (isEnvelope(found)) return found;
    const r = live(found.record);
    const pick = [
      'id',
      'orderNo',
      'plateNo',
      'plateColor',
      'parkId',
      'berthNo',
      'inGate',
      'inTime',
      'outTime',
      'orderStatus',
      'parkDuration',
      'overtime',
      'stillParkTime',
      'receivableMoney',
    ];
    return ok(Object.fromEntries(pick.map((k) => [k, r[k] ?? null])));
  });
};
