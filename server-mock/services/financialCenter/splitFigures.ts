/**
 * 分账账户余额 and 线上分账明细 (schemas/financialCenter.json): figures computed from the mock's records, hand-written
 * because the schema language cannot say them — an aggregate sums a field over all the rows of a group, not the
 * 分账成功 and 分账中 rows of a receiver side by side, and no generic list expands one record of another entity (a
 * parking order's online payment) into several rows computed from a third (the split rules of its park).
 *
 * - Balances (`splitAccountBalances`): one row per 分账方 of the 分账记录 (entity splitAccount) the caller reaches:
 *   可提现 = the 分账成功 amounts, 冻结 = the 分账中 amounts, 累计分账 = 可提现 + 冻结 (so it equals the sum of the
 *   receiver's records that moved or are moving money), 分账失败 apart; amounts in fen.
 * - Online split detail (`splitOnlineDetails`): every paid parking order (parkOrder) paid online (微信支付, 支付宝,
 *   银联云闪付) split by the 启用 rules of its park in force at the payment (生效时间 not after 支付时间), oldest rule
 *   first: a ratio rule takes ⌊amount × ratio⌋, a fixed-amount rule its amount, each at most what is left; the rest
 *   stays with the park's operator (车场运营方留存). The parts of a payment therefore add up to its amount in fen.
 */
import { ok } from '../../http/envelope';
import { parsePaging } from '../../engine/paging';
import { recordScope } from '../../engine/dataScope';
import { badRequest } from '../../engine/requestParts';
import { ERR } from '../../http/envelope';
import type { EntityRecord } from '../../engine/store';
import type { ApiRequest, RegisterService } from '../types';
import { SPLIT_STATUS } from './seed';

const BASE = '/api/finance/v2/api';
export const ONLINE_PAY_TYPES = [1, 2, 5];
export const OPERATOR_SHARE = '车场运营方留存';
const RULE_ACTIVE = 1;
const SPLIT_BY_RATIO = 1;

const fen = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : Number(value) ? Math.round(Number(value) * 100) : 0);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export interface SplitPart {
  detailId: string;
  orderNo: string;
  parkId: number;
  plateNo: string | null;
  payType: number;
  payTime: string;
  payAmount: number;
  partyName: string;
  partyType: number;
  ruleName: string | null;
  partRatio: number;
  partAmount: number;
}

/** The parts of one payment of `amount` fen under the rules (already those in force, oldest first). */
export function splitPayment(
  amount: number,
  rules: EntityRecord[],
): { name: string; rule: string | null; type: number; fen: number; ratio: number }[] {
  let left = amount;
  const parts: { name: string; rule: string | null; type: number; fen: number; ratio: number }[] = [];
  for (const rule of rules) {
    const wanted = rule.splitType === SPLIT_BY_RATIO ? Math.floor((amount * Number(rule.splitRatio ?? 0)) / 100) : fen(rule.splitAmount);
    const take = Math.max(0, Math.min(wanted, left));
    left -= take;
    const ratio = rule.splitType === SPLIT_BY_RATIO ? Number(rule.splitRatio ?? 0) : amount ? Math.round((take * 10000) / amount) / 100 : 0;
    parts.push({ name: text(rule.receiverName), rule: text(rule.ruleName) || null, type: 1, fen: take, ratio });
  }
  parts.push({ name: OPERATOR_SHARE, rule: null, type: 2, fen: left, ratio: amount ? Math.round((left * 10000) / amount) / 100 : 0 });
  return parts;
}

export const registerSplitFigures: RegisterService = (router, ctx) => {
  const splits = ctx.engine.store(ctx.db, 'splitAccount');
  const rules = ctx.engine.store(ctx.db, 'splitAccountRule');
  const orders = ctx.engine.store(ctx.db, 'parkOrder');

  if (splits) {
    router.get(`${BASE}/splitAccountBalances`, (req) => {
      const page = parsePaging(req.query);
      if (!page) return badRequest(ERR.badRequest[1]);
      const name = text(req.query.receiverName);
      const park = text(req.query.parkId);
      const scope = recordScope(splits, req);
      const byReceiver = new Map<string, { withdrawable: number; frozen: number; failed: number; count: number; last: string | null }>();
      for (const record of splits.select('', [])) {
        if (!scope.holds(record)) continue;
        const receiver = text(record.receiverName);
        if (!receiver || (name && !receiver.includes(name)) || (park && String(record.parkId) !== park)) continue;
        const row = byReceiver.get(receiver) ?? { withdrawable: 0, frozen: 0, failed: 0, count: 0, last: null };
        const amount = fen(record.splitMoney);
        if (record.splitStatus === SPLIT_STATUS.done) row.withdrawable += amount;
        else if (record.splitStatus === SPLIT_STATUS.running) row.frozen += amount;
        else row.failed += amount;
        row.count += 1;
        const time = text(record.splitTime) || null;
        if (time && (!row.last || time > row.last)) row.last = time;
        byReceiver.set(receiver, row);
      }
      const results = [...byReceiver.entries()]
        .map(([receiverName, r]) => ({
          receiverName,
          withdrawableMoney: r.withdrawable,
          frozenMoney: r.frozen,
          totalSplitMoney: r.withdrawable + r.frozen,
          failedMoney: r.failed,
          splitCount: r.count,
          lastSplitTime: r.last,
        }))
        .sort((a, b) => b.totalSplitMoney - a.totalSplitMoney || a.receiverName.localeCompare(b.receiverName, 'zh'));
      return ok({ results: results.slice(page.offset, page.offset + page.limit), totalRecord: results.length });
    });
  }

  if (rules && orders) {
    const onlineParts = (req: ApiRequest): SplitPart[] => {
      const q = req.query;
      const conditions = [
        `${orders.col('payType')} IN (${ONLINE_PAY_TYPES.join(',')})`,
        `${orders.col('paidMoney')} > 0`,
        `${orders.col('payTime')} IS NOT NULL`,
      ];
      const args: unknown[] = [];
      const payType = Number(text(q.payType));
      if (payType) {
        conditions.push(`${orders.col('payType')} = ?`);
        args.push(payType);
      }
      if (text(q.parkId)) {
        conditions.push(`${orders.col('parkId')} = ?`);
        args.push(Number(q.parkId));
      }
      if (text(q.orderNo)) {
        conditions.push(`${orders.col('orderNo')} LIKE ?`);
        args.push(`%${text(q.orderNo)}%`);
      }
      if (text(q.payTimeStart)) {
        conditions.push(`${orders.col('payTime')} >= ?`);
        args.push(text(q.payTimeStart));
      }
      if (text(q.payTimeEnd)) {
        conditions.push(`${orders.col('payTime')} <= ?`);
        args.push(text(q.payTimeEnd));
      }
      const scope = recordScope(orders, req);
      const inForce = rules
        .select(`WHERE ${rules.col('ruleStatus')} = ?`, [RULE_ACTIVE])
        .sort((a, b) => text(a.effectiveTime).localeCompare(text(b.effectiveTime)) || Number(a.id) - Number(b.id));
      const party = text(q.partyName);
      const partyType = Number(text(q.partyType));
      const parts: SplitPart[] = [];
      for (const order of orders.select(
        `WHERE ${conditions.join(' AND ')}`,
        args,
        `ORDER BY ${orders.col('payTime')} DESC, ${orders.col('id')} DESC`,
      )) {
        if (!scope.holds(order)) continue;
        const payTime = text(order.payTime);
        const amount = fen(order.paidMoney);
        const applied = inForce.filter((r) => r.parkId === order.parkId && text(r.effectiveTime) <= payTime);
        splitPayment(amount, applied).forEach((p, i) => {
          if ((party && !p.name.includes(party)) || (partyType && p.type !== partyType)) return;
          parts.push({
            detailId: `${String(order.orderNo)}-${i + 1}`,
            orderNo: String(order.orderNo),
            parkId: Number(order.parkId),
            plateNo: text(order.plateNo) || null,
            payType: Number(order.payType),
            payTime,
            payAmount: amount,
            partyName: p.name,
            partyType: p.type,
            ruleName: p.rule,
            partRatio: p.ratio,
            partAmount: p.fen,
          });
        });
      }
      return parts;
    };

    router.get(`${BASE}/splitOnlineDetails`, (req) => {
      const page = parsePaging(req.query);
      if (!page) return badRequest(ERR.badRequest[1]);
      const parts = onlineParts(req);
      return ok({ results: parts.slice(page.offset, page.offset + page.limit), totalRecord: parts.length });
    });
  }
};
