/**
 * 客户管理 (schemas/customerManage.json): the owners' list, form, export and delete are the engine's. Hand-written here:
 * - the curated owners (owners.ts) as the entity's seed, their plates as the table field 绑定车辆;
 * - 客户详情 (`GET plateInfos/{id}/overview`): the owner with what the platform knows of the plates — parking orders,
 *   arrears and monthly passes — read from the records of other areas (停车订单 of schemas/stopFee.json, 月卡管理 of
 *   schemas/specificCar.json) at the moment of the call, a join across documents that an endpoint descriptor cannot say.
 */
import { formatSeedTime } from '../../engine/seedValues';
import { DAY } from '../../engine/seedKit';
import { quote } from '../../engine/storage';
import type { EngineExtension, SeedKit } from '../../engine/types';
import type { EntityRecord, EntityStore } from '../../engine/store';
import { failWith, ok } from '../../http/envelope';
import { parseId } from '../../engine/store';
import { recordScope } from '../../engine/dataScope';
import type { RegisterService } from '../types';
import { OWNERS } from './owners';

export const CUSTOMER_ENTITY = 'plateInfo';
const ORDER_ENTITY = 'parkOrder';
const PASS_ENTITY = 'monthlyCard';
/** 订单状态 欠费 (schemas/stopFee.json orderStatus). */
const ARREARS = 4;
const RECENT_ORDERS = 20;

function seedOwners(kit: SeedKit): number {
  const at = (daysAgo: number, extraSeconds = 0) => formatSeedTime(kit.now - daysAgo * DAY - extraSeconds * 1000);
  for (const [i, o] of OWNERS.entries()) {
    const plates = o.plates.map((p) => ({
      plateNo: p.plateNo,
      plateColor: p.plateColor,
      carType: p.carType,
      bindTime: at(p.boundDaysAgo, 3600 + i * 97),
    }));
    kit.insert({
      customerNo: o.customerNo,
      ownerName: o.ownerName,
      phone: o.phone,
      registerSource: o.registerSource,
      boundAccounts: o.boundAccounts,
      registerTime: at(o.registerDaysAgo, 3600 + i * 97),
      plates,
      plateNos: plates.map((p) => p.plateNo).join('、'),
      vehicleCount: plates.length,
      remark: o.monthlyPass ? '月卡用户' : null,
    });
  }
  return OWNERS.length;
}

export const customerManageExtension: EngineExtension = {
  entities: { [CUSTOMER_ENTITY]: { seed: seedOwners, defaultRows: OWNERS.length } },
};

const platesOf = (record: EntityRecord): string[] =>
  Array.isArray(record.plates)
    ? record.plates.map((p) => String((p as { plateNo?: unknown }).plateNo ?? '')).filter(Boolean)
    : String(record.plateNos ?? '')
        .split('、')
        .filter(Boolean);

function byPlates(store: EntityStore | null, plates: string[], where: string, args: unknown[], tail: string): EntityRecord[] {
  if (!store || plates.length === 0) return [];
  const marks = plates.map(() => '?').join(', ');
  return store.select(`WHERE ${quote('plateNo')} IN (${marks})${where}`, [...plates, ...args], tail);
}

/** 生效中 1, 未生效 2, 已过期 3 of a pass at a time. */
const passState = (pass: EntityRecord, now: string) => (String(pass.endTime ?? '') < now ? 3 : String(pass.beginTime ?? '') > now ? 2 : 1);

export const registerCustomerManage: RegisterService = (router, ctx) => {
  router.get('/api/customer/v2/api/plateInfos/{id}/overview', (req) => {
    const owners = ctx.engine.store(ctx.db, CUSTOMER_ENTITY);
    const id = parseId(req.params.id);
    const record = owners && id !== null ? owners.find(id) : null;
    if (!owners || !record || !recordScope(owners, req).holds(record)) return failWith('recordNotFound');
    const plates = platesOf(record);
    const orders = ctx.engine.store(ctx.db, ORDER_ENTITY);
    // Orders of parks outside the caller's scope stay hidden (a dealer sees its own parks' orders only).
    const scoped = orders ? recordScope(orders, req) : null;
    const inScope = (rows: EntityRecord[]) => (scoped ? rows.filter((r) => scoped.holds(r)) : rows);
    const byTime = `ORDER BY ${quote('inTime')} DESC`;
    const recent = inScope(byPlates(orders, plates, '', [], byTime));
    const arrears = inScope(byPlates(orders, plates, ` AND ${quote('orderStatus')} = ?`, [ARREARS], byTime));
    const now = formatSeedTime(ctx.now());
    const passes = byPlates(ctx.engine.store(ctx.db, PASS_ENTITY), plates, '', [], `ORDER BY ${quote('endTime')} DESC`).map((p) => ({
      plateNo: p.plateNo,
      parkName: p.parkName,
      ruleName: p.ruleName ?? null,
      beginTime: p.beginTime,
      endTime: p.endTime,
      passState: passState(p, now),
    }));
    const pick = (o: EntityRecord, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k] ?? null]));
    return ok({
      ...record,
      orderCount: recent.length,
      arrearsCount: arrears.length,
      arrearsTotal: Math.round(arrears.reduce((sum, o) => sum + Number(o.arrearsMoney ?? 0) * 100, 0)) / 100,
      passCount: passes.filter((p) => p.passState === 1).length,
      orders: recent
        .slice(0, RECENT_ORDERS)
        .map((o) => pick(o, ['orderNo', 'plateNo', 'parkId', 'inTime', 'outTime', 'orderStatus', 'paidMoney'])),
      arrears: arrears.map((o) => pick(o, ['orderNo', 'plateNo', 'parkId', 'inTime', 'outTime', 'arrearsMoney'])),
      passes,
    });
  });
};
