/**
 * 积分兑换 (schemas/marketing.json, entity exchangeRecord): the generic create `POST /marketing/v2/api/exchangeRecords`
 * with two hooks.
 *
 * Why code: an exchange reads and writes three other entities in one transaction — the good's 库存 and 已兑换, the
 * owner's 可用积分 and 累计使用, and a new line of the owner's 积分明细 — and refuses by figures of those records
 * (库存不足, 积分不足, 每人限兑, 已下架). A document's computed values and unique constraints only see the record written,
 * and a transition's effects cannot compare another record's figure with the request.
 */
import type Database from 'better-sqlite3';
import { formatChinaTime } from '../../db/time';
import type { EntityHooks } from '../../engine/types';
import { CHANGE_TYPE, EXCHANGE_STATE, GOODS_STATE, GOODS_TYPE, MKT_ENTITIES } from './seed';

const GOODS_TABLE = `"ent_${MKT_ENTITIES.goods}"`;
const ACCOUNT_TABLE = `"ent_${MKT_ENTITIES.account}"`;
const LEDGER_TABLE = `"ent_${MKT_ENTITIES.ledger}"`;
const EXCHANGE_TABLE = `"ent_${MKT_ENTITIES.exchange}"`;

export const EXCHANGE_REFUSALS = {
  noGoods: '兑换商品不存在',
  notOnShelf: (name: string) => `商品「${name}」未上架，不能兑换`,
  noAccount: '车主积分账户不存在',
  quantity: '兑换数量应为 1 ~ 99 的整数',
  stock: (name: string, stock: number, quantity: number) => `商品「${name}」库存不足：剩余 ${stock} 件，不能兑换 ${quantity} 件`,
  balance: (owner: string, balance: number, cost: number) => `积分不足：车主 ${owner} 可用积分 ${balance}，本次兑换需 ${cost} 积分`,
  limit: (name: string, limit: number, had: number) => `商品「${name}」每人限兑 ${limit} 件，该车主已兑换 ${had} 件`,
  address: '实物商品请填写收货地址',
} as const;

type Row = Record<string, unknown>;
const goodsRow = (db: Database.Database, id: unknown) =>
  db.prepare(`SELECT * FROM ${GOODS_TABLE} WHERE "goodsId" = ?`).get(Number(id) || 0) as Row | undefined;
const accountRow = (db: Database.Database, id: unknown) =>
  db.prepare(`SELECT * FROM ${ACCOUNT_TABLE} WHERE "accountId" = ?`).get(Number(id) || 0) as Row | undefined;
const stamp = (time: string) => time.replace(/\D/g, '');

/** Checks an exchange against the good and the account, and fills what the platform decides. */
export function prepareExchange(db: Database.Database, values: Row, nowMs: number): string | void {
  const goods = goodsRow(db, values.goodsId);
  if (!goods) return EXCHANGE_REFUSALS.noGoods;
  const name = String(goods.goodsName);
  if (Number(goods.goodsStatus) !== GOODS_STATE.onShelf) return EXCHANGE_REFUSALS.notOnShelf(name);
  const account = accountRow(db, values.accountId);
  if (!account) return EXCHANGE_REFUSALS.noAccount;
  const quantity = Number(values.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) return EXCHANGE_REFUSALS.quantity;
  const stock = Number(goods.stock ?? 0);
  if (quantity > stock) return EXCHANGE_REFUSALS.stock(name, stock, quantity);
  const had = (
    db
      .prepare(`SELECT COALESCE(SUM("quantity"), 0) AS n FROM ${EXCHANGE_TABLE} WHERE "goodsId" = ? AND "accountId" = ?`)
      .get(goods.goodsId, account.accountId) as {
      n: number;
    }
  ).n;
  const limit = Number(goods.perUserLimit ?? 0);
  if (limit > 0 && had + quantity > limit) return EXCHANGE_REFUSALS.limit(name, limit, had);
  const cost = Number(goods.pointsPrice) * quantity;
  const balance = Number(account.pointBalance ?? 0);
  if (cost > balance) return EXCHANGE_REFUSALS.balance(String(account.ownerName), balance, cost);
  const physical = Number(goods.goodsType) === GOODS_TYPE.physical;
  if (physical && !String(values.receiverAddress ?? '').trim()) return EXCHANGE_REFUSALS.address;
  const time = formatChinaTime(nowMs);
  const next = (db.prepare(`SELECT COALESCE(MAX("exchangeId"), 0) + 1 AS n FROM ${EXCHANGE_TABLE}`).get() as { n: number }).n;
  Object.assign(values, {
    exchangeNo: `DH${stamp(time)}${String(next).padStart(4, '0')}`,
    goodsName: name,
    goodsType: goods.goodsType,
    ownerName: account.ownerName,
    phone: account.phone,
    plateNo: account.plateNo,
    pointsCost: cost,
    exchangeTime: time,
    exchangeStatus: physical ? EXCHANGE_STATE.toShip : EXCHANGE_STATE.done,
    receiverAddress: physical ? values.receiverAddress : null,
    auditTrail: [],
  });
}

/** After the exchange is stored: the good's stock, the account's balance and a line of its ledger (once per exchange). */
export function applyExchange(db: Database.Database, record: Row): void {
  const exchangeNo = String(record.exchangeNo ?? '');
  if (!exchangeNo) return;
  const source = `兑换「${String(record.goodsName)}」×${String(record.quantity)}，兑换单号 ${exchangeNo}`;
  const done = db.prepare(`SELECT 1 FROM ${LEDGER_TABLE} WHERE "changeSource" = ? LIMIT 1`).get(source);
  if (done) return;
  const quantity = Number(record.quantity);
  const cost = Number(record.pointsCost);
  db.prepare(
    `UPDATE ${GOODS_TABLE} SET "stock" = "stock" - ?, "exchangedCount" = COALESCE("exchangedCount", 0) + ? WHERE "goodsId" = ?`,
  ).run(quantity, quantity, record.goodsId);
  db.prepare(
    `UPDATE ${ACCOUNT_TABLE} SET "pointBalance" = "pointBalance" - ?, "totalUsed" = COALESCE("totalUsed", 0) + ?, "lastChangeTime" = ? WHERE "accountId" = ?`,
  ).run(cost, cost, record.exchangeTime, record.accountId);
  const balance = (
    db.prepare(`SELECT "pointBalance" AS b FROM ${ACCOUNT_TABLE} WHERE "accountId" = ?`).get(record.accountId) as { b: number }
  ).b;
  db.prepare(
    `INSERT INTO ${LEDGER_TABLE} ("accountId", "changeType", "changePoints", "balanceAfter", "changeSource", "changeTime") VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(record.accountId, CHANGE_TYPE.exchange, -cost, balance, source, record.exchangeTime);
}

export const exchangeHooks: EntityHooks = {
  beforeCreate: (values, store) => prepareExchange(store.db, values, Date.now()),
  afterWrite: (db, record) => applyExchange(db, record),
};
