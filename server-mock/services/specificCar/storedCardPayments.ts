/**
 * 储值卡 at the exit (traffic/simulator.ts): a plate holding a stored-value card of the park pays its parking fee from
 * the balance — at the 停车费折扣 of the park's 储值卡规则 in force — the card's 余额 goes down and a 消费记录
 * (`storedCardConsume`) is written with the balance before and after. A card under refund review (退费审核中) or
 * refunded, or a balance short of the fee, pays nothing: the order takes the lane's normal pay path.
 * Why code: a payment that moves money between an order and another area's card, written at a passage, is no
 * document's call.
 */
import type { EntityRecord, EntityStore } from '../../engine/store';
import { CARD_STATE, CONSUME_ENTITY, STORED_CARD_ENTITY, STORED_RULE_ENTITY } from './storedValueCards';

/** 支付方式 of an order paid from a 储值卡 (dictionary payType). */
export const STORED_PAY_TYPE = 6;

/** The stores the payment reads and writes, or null where no document declares one. */
export type StoredStoreOf = (entity: string) => EntityStore | null;

export interface StoredPayment {
  card: EntityRecord;
  /** Taken from the balance (fen). */
  paidFen: number;
  /** What the rule's 停车费折扣 took off the fee (fen). */
  discountFen: number;
  /** The rule's 停车费折扣 in percent (95 = 9.5 折). */
  feeDiscount: number;
  consumeNo: string;
}

/** The plate's stored-value card of the park, in use (正常), or null. */
export function storedCardOf(store: StoredStoreOf, plateNo: string, parkId: number): EntityRecord | null {
  const cards = store(STORED_CARD_ENTITY);
  if (!cards || !cards.model.byName.has('balance')) return null;
  const [card] = cards.select(
    `WHERE ${cards.col('plateNo')} = ? AND ${cards.col('parkId')} = ? AND ${cards.col('accountStatus')} = ?`,
    [plateNo, parkId, CARD_STATE.normal],
    'LIMIT 1',
  );
  return card ?? null;
}

/** 停车费折扣 (percent) of the park's 储值卡规则 in force on `date`: 100 without one. */
export function storedFeeDiscount(store: StoredStoreOf, parkId: number, date: string): number {
  const rules = store(STORED_RULE_ENTITY);
  if (!rules || !rules.model.byName.has('feeDiscount')) return 100;
  const [rule] = rules.select(
    `WHERE ${rules.col('parkId')} = ? AND ${rules.col('ruleStatus')} = 1 AND ${rules.col('validBeginDate')} <= ? AND ${rules.col('validEndDate')} >= ?`,
    [parkId, date, date],
    'LIMIT 1',
  );
  const rate = Number(rule?.feeDiscount);
  return Number.isFinite(rate) && rate > 0 && rate <= 100 ? rate : 100;
}

/**
 * Pays `dueFen` of a closing order from the plate's card of the park: the card's balance goes down and a 消费记录 is
 * written. Null (nothing written) without a card in use or when its balance does not cover the discounted fee.
 */
export function payFromStoredCard(
  store: StoredStoreOf,
  order: {
    orderNo: unknown;
    plateNo: string;
    plateColor?: unknown;
    parkId: number;
    inTime: unknown;
    outTime: string;
    parkDuration: number;
  },
  dueFen: number,
): StoredPayment | null {
  if (dueFen <= 0) return null;
  const card = storedCardOf(store, order.plateNo, order.parkId);
  const cards = store(STORED_CARD_ENTITY);
  const consumes = store(CONSUME_ENTITY);
  if (!card || !cards || !consumes) return null;
  const feeDiscount = storedFeeDiscount(store, order.parkId, order.outTime.slice(0, 10));
  const paidFen = Math.round((dueFen * feeDiscount) / 100);
  const balance = Number(card.balance) || 0;
  if (balance < paidFen) return null;
  const id = Number(card[cards.model.rowKey]);
  const consumeNo = `XF${order.outTime.replace(/\D/g, '')}${String(id % 10_000).padStart(4, '0')}`;
  cards.patch(id, { balance: balance - paidFen });
  consumes.insert({
    consumeNo,
    cardNo: card.cardNo,
    plateNo: order.plateNo,
    plateColor: order.plateColor ?? card.plateColor,
    parkId: order.parkId,
    ownerName: card.ownerName,
    orderNo: order.orderNo,
    inTime: order.inTime,
    outTime: order.outTime,
    parkDuration: order.parkDuration,
    consumeAmount: paidFen,
    consumeDiscount: dueFen - paidFen,
    balanceBefore: balance,
    balanceAfter: balance - paidFen,
    consumeTime: order.outTime,
    remark: feeDiscount < 100 ? `出场自动扣费，储值卡停车费 ${feeDiscount / 10} 折` : '出场自动扣费',
  });
  return { card, paidFen, discountFen: dueFen - paidFen, feeDiscount, consumeNo };
}
