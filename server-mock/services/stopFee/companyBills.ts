/**
 * 企业车账单 (schemas/stopFee.json, entity companyCarBill): one bill per 白名单企业, park and month. The list, detail,
 * export and the workflow 确认账单 → 结算 are the document's. What a document cannot say lives here:
 * - the figures (车辆数, 停车次数, 应收, 优惠, 实收, 未缴) are sums of 停车订单: the orders (作废 left out) of the plates
 *   the company has on the white list of that park (schemas/specificCar.json whiteList.companyId), entered in that
 *   month — an aggregate over two other entities, worked out in SQL by `syncCompanyBills` before every read of the
 *   bills (the entity's `beforeRead` hook: list, detail, export, steps), so an order written by any path (the lanes,
 *   补录, a test) shows in the bill at the next call; a month with orders of a company's car and no bill yet gets its
 *   bill (待对账) at the same moment; once 确认账单 has run the bill keeps the figures the company confirmed (an order
 *   of that month written later shows in 停车订单, not in the confirmed bill);
 * - the seed: orders of the company cars (the company's agreed discount, paid at the lane or left for the monthly
 *   settlement) and the bills of the months they fall in, in every state with the trail their state implies.
 */
import { createPrng, type Prng } from '../../db/prng';
import { formatChinaTime } from '../../db/time';
import { DAY, HOUR, MINUTE, type Row } from '../../engine/seedKit';
import { formatSeedTime } from '../../engine/seedValues';
import type { EntityStore } from '../../engine/store';
import type { EntityExtension, SeedKit } from '../../engine/types';
import { VEHICLE_KIND } from './customerOrders';
import { parkingFee } from './fee';
import { ORDER } from './orders';

/** 结算状态 of 企业车账单 (dictionary billSettleStatus). */
export const COMPANY_BILL = { open: 1, confirmed: 2, settled: 3 } as const;

const BILLS = '"ent_companyCarBill"';
const ORDERS = '"ent_parkOrder"';
const WHITE = '"ent_whiteList"';
const COMPANIES = '"ent_whiteListCompany"';

/** The orders of bill `b`: its company's white-list plates of its park, entered in its month, not 作废. */
const ORDERS_OF_BILL = `FROM ${ORDERS} o WHERE o."parkId" = b."parkId" AND o."orderStatus" <> ${ORDER.cancelled}
  AND o."inTime" >= b."billMonth" || '-01 00:00:00' AND o."inTime" < date(b."billMonth" || '-01', '+1 month') || ' 00:00:00'
  AND o."plateNo" IN (SELECT w."plateNo" FROM ${WHITE} w WHERE w."companyId" = b."companyId" AND w."parkId" = b."parkId")`;
/** Sums in fen (whole numbers), so a bill is exactly the sum of the orders shown with two decimals. */
const fenSum = (expr: string) => `TOTAL(ROUND(${expr} * 100)) / 100.0`;
const figuresSql = (
  where = '',
) => `UPDATE ${BILLS} AS b SET ("plateCount", "orderCount", "receivableMoney", "discountMoney", "paidMoney", "unpaidMoney") = (
  SELECT COUNT(DISTINCT o."plateNo"), COUNT(*), ${fenSum('COALESCE(o."receivableMoney", 0)')}, ${fenSum('COALESCE(o."discountMoney", 0)')},
    ${fenSum('COALESCE(o."paidMoney", 0)')},
    ${fenSum('MAX(0, COALESCE(o."receivableMoney", 0) - COALESCE(o."discountMoney", 0) - COALESCE(o."paidMoney", 0))')}
  ${ORDERS_OF_BILL})${where}`;
/** Every bill's figures (the seed). */
const FIGURES_SQL = figuresSql();
/** The figures of the bills still open (待对账): a bill the company has confirmed keeps the figures it confirmed. */
const OPEN_FIGURES_SQL = figuresSql(` WHERE b."settleStatus" = ${COMPANY_BILL.open}`);
/** Company, park and month of the company cars' orders since `from` that have no bill yet. */
const MISSING_SQL = `SELECT DISTINCT w."companyId" AS companyId, c."companyName" AS companyName, o."parkId" AS parkId, substr(o."inTime", 1, 7) AS billMonth
  FROM ${WHITE} w JOIN ${COMPANIES} c ON c."id" = w."companyId"
  JOIN ${ORDERS} o ON o."plateNo" = w."plateNo" AND o."parkId" = w."parkId" AND o."inTime" >= ? AND o."orderStatus" <> ${ORDER.cancelled}
  WHERE w."companyId" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM ${BILLS} b WHERE b."companyId" = w."companyId" AND b."parkId" = o."parkId" AND b."billMonth" = substr(o."inTime", 1, 7))`;

const monthOf = (ms: number) => formatChinaTime(ms).slice(0, 7);
const billNo = (month: string, companyId: number, parkId: number) =>
  `QY${month.replace('-', '')}${String(companyId).padStart(4, '0')}${String(parkId).slice(-2)}`;

const tablesReady = (store: EntityStore) =>
  [ORDERS, WHITE, COMPANIES].every(
    (t) => store.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(t.slice(1, -1)) !== undefined,
  );

/** Opens the bills of the last two months that orders call for, and works the open bills' figures out from the orders. */
export function syncCompanyBills(store: EntityStore, now: number): void {
  if (!tablesReady(store)) return;
  const since = `${monthOf(Date.parse(`${monthOf(now)}-01T00:00:00+08:00`) - DAY)}-01 00:00:00`;
  store.db.transaction(() => {
    const missing = store.db.prepare(MISSING_SQL).all(since) as {
      companyId: number;
      companyName: string;
      parkId: number;
      billMonth: string;
    }[];
    for (const m of missing)
      store.insert({
        billNo: billNo(m.billMonth, m.companyId, m.parkId),
        companyId: m.companyId,
        companyName: m.companyName,
        billMonth: m.billMonth,
        parkId: m.parkId,
        settleStatus: COMPANY_BILL.open,
        auditTrail: [],
      });
    store.db.exec(OPEN_FIGURES_SQL);
  })();
}

// ---- seed ----------------------------------------------------------------------------------------------------------

const IN_GATES = ['东门入口', '南门入口', '北门入口'];
const OUT_GATES = ['东门出口', '南门出口', '北门出口'];
const allRows = (kit: SeedKit, sql: string): Row[] => {
  try {
    return kit.db.prepare(sql).all() as Row[];
  } catch {
    return [];
  }
};
/** The discount a company agreed (percent of the fee), by company. */
const agreedRate = (companyId: number) => [0, 10, 20][companyId % 3];

/**
 * Orders of the company cars (the white-list plates with a 所属企业), seeded before the generated orders: 3–12 stays
 * of each plate in its park over the last four months, charged by the standard rule less the company's agreed discount;
 * most paid at the lane, the rest 待缴费 (the company settles them with its bill), a few cars still inside.
 */
export function seedCompanyCarOrders(kit: SeedKit): number {
  const rng = createPrng('stopFee:companyCarOrders');
  const plates = allRows(
    kit,
    `SELECT w."plateNo", w."plateColor", w."parkId", w."companyId", c."companyName" FROM ${WHITE} w JOIN ${COMPANIES} c ON c."id" = w."companyId"
     WHERE w."companyId" IS NOT NULL AND w."parkId" IS NOT NULL ORDER BY w."id" LIMIT 120`,
  );
  let n = 0;
  for (const [i, p] of plates.entries()) {
    const stays = rng.int(3, 12);
    for (let k = 0; k < stays; k++) {
      const still = k === 0 && i % 11 === 3;
      const inMs = kit.now - (still ? rng.int(30 * MINUTE, 8 * HOUR) : rng.int(10 * HOUR, 120 * DAY));
      const stayMs = rng.int(40 * MINUTE, 10 * HOUR);
      const inTime = formatSeedTime(Math.floor(inMs / 1000) * 1000);
      const outTime = still ? null : formatSeedTime(Math.floor((inMs + stayMs) / 1000) * 1000);
      const duration = Math.round((still ? kit.now - inMs : stayMs) / 1000);
      const rate = agreedRate(Number(p.companyId));
      const feeFen = still ? 0 : Math.round(parkingFee(duration).receivableMoney * 100);
      const discountFen = Math.round((feeFen * rate) / 100);
      const paidAtLane = !still && rng.chance(0.55);
      const status = still ? ORDER.parked : paidAtLane ? ORDER.done : ORDER.unpaid;
      const paidFen = paidAtLane ? feeFen - discountFen : 0;
      kit.insert({
        orderNo: `PO${String(8_900_000_000_000_000 + i * 100 + k)}`,
        plateNo: p.plateNo,
        plateColor: p.plateColor ?? 1,
        carType: Number(p.plateColor) === 5 ? 3 : 1,
        vehicleKind: VEHICLE_KIND.white,
        parkId: p.parkId,
        berthNo: `B1-${String(rng.int(1, 260)).padStart(3, '0')}`,
        orderStatus: status,
        inTime,
        outTime,
        parkDuration: duration,
        receivableMoney: feeFen / 100,
        discountMoney: discountFen / 100,
        paidMoney: paidFen / 100,
        arrearsMoney: 0,
        payType: paidFen > 0 ? rng.pick([1, 2, 2, 4]) : null,
        payTime: paidFen > 0 ? outTime : null,
        inGate: rng.pick(IN_GATES),
        outGate: outTime ? rng.pick(OUT_GATES) : null,
        remark: `企业车辆（${String(p.companyName)}）${rate ? `，协议优惠 ${rate}%` : ''}${paidAtLane ? '' : '，未缴部分月结'}`,
        overtime: 0,
      });
      n++;
    }
  }
  return n;
}

const FINANCE = '财务-林晓梅';
function trail(status: number, confirmTime: string | null, settleTime: string | null) {
  const steps = [];
  if (status >= COMPANY_BILL.confirmed && confirmTime)
    steps.push({
      action: '确认账单',
      user: FINANCE,
      time: confirmTime,
      from: 1,
      fromLabel: '待对账',
      to: 2,
      toLabel: '待结算',
      note: null,
    });
  if (status === COMPANY_BILL.settled && settleTime)
    steps.push({ action: '结算', user: FINANCE, time: settleTime, from: 2, fromLabel: '待结算', to: 3, toLabel: '已结算', note: null });
  return steps;
}
const after = (rng: Prng, base: string, min: number, max: number, now: number) =>
  formatSeedTime(Math.min(now - HOUR, Date.parse(`${base.replace(' ', 'T')}+08:00`) + Math.floor(rng.int(min, max) / 1000) * 1000));

/**
 * The bills of the months the company cars' orders fall in: the current month's 待对账, last month's 待对账 or 待结算,
 * older ones mostly 已结算; the figures are then worked out from the orders.
 */
function seedCompanyBills(kit: SeedKit): number {
  const { rng } = kit;
  const current = monthOf(kit.now);
  const groups = allRows(
    kit,
    `SELECT DISTINCT w."companyId" AS companyId, c."companyName" AS companyName, o."parkId" AS parkId, substr(o."inTime", 1, 7) AS billMonth
     FROM ${WHITE} w JOIN ${COMPANIES} c ON c."id" = w."companyId"
     JOIN ${ORDERS} o ON o."plateNo" = w."plateNo" AND o."parkId" = w."parkId" AND o."orderStatus" <> ${ORDER.cancelled}
     WHERE w."companyId" IS NOT NULL ORDER BY billMonth, companyId, parkId`,
  );
  const months = [...new Set(groups.map((g) => String(g.billMonth)))].sort();
  for (const [i, g] of groups.entries()) {
    const month = String(g.billMonth);
    const back = months.length - 1 - months.indexOf(month);
    const status =
      month === current
        ? COMPANY_BILL.open
        : back === 1
          ? i % 3 === 0
            ? COMPANY_BILL.confirmed
            : i % 3 === 1
              ? COMPANY_BILL.settled
              : COMPANY_BILL.open
          : i % 5 === 0
            ? COMPANY_BILL.confirmed
            : COMPANY_BILL.settled;
    const next = new Date(Date.parse(`${month}-01T00:00:00+08:00`) + 32 * DAY);
    const issued = `${formatChinaTime(next.getTime()).slice(0, 7)}-01 02:00:00`;
    const confirmTime = status >= COMPANY_BILL.confirmed ? after(rng, issued, DAY, 5 * DAY, kit.now) : null;
    const settleTime = status === COMPANY_BILL.settled && confirmTime ? after(rng, confirmTime, HOUR, 6 * DAY, kit.now) : null;
    const settleWay = status === COMPANY_BILL.settled ? rng.pick([1, 1, 2, 3]) : null;
    kit.insert({
      billNo: billNo(month, Number(g.companyId), Number(g.parkId)),
      companyId: g.companyId,
      companyName: g.companyName,
      billMonth: month,
      parkId: g.parkId,
      settleStatus: status,
      confirmUser: confirmTime ? FINANCE : null,
      confirmTime,
      settleWay,
      settleUser: settleTime ? FINANCE : null,
      settleTime,
      settleRemark: settleWay === 1 ? `对公转账凭证 ZZ${rng.chars('0123456789', 10)}` : null,
      auditTrail: trail(status, confirmTime, settleTime),
    });
  }
  kit.db.exec(FIGURES_SQL);
  return groups.length;
}

/** The extension of 企业车账单 (merged into the stopFee bills' extension). */
export const companyCarBillExtension: EntityExtension = {
  seed: seedCompanyBills,
  fixedRows: true,
  hooks: { beforeRead: syncCompanyBills },
};
