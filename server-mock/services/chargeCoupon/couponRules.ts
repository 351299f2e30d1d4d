/**
 * Rules of 优惠券管理 (schemas/chargeCoupon.json) that the document cannot say, registered with the engine by
 * chargeCouponExtension (seed.ts):
 * - a new batch (新增、复制) starts with 已发放 0, 已使用 0 and 剩余 = 发放数量, whatever the form sends; editing a draft
 *   keeps 剩余 = 发放数量 (entity couponBatch, hooks `beforeCreate` / `beforeUpdate`);
 * - 手动发券 (`couponGiveCheck`): every line of 发放对象 must be a plate or an 11-digit mobile number, refused naming the
 *   line; the same plate or phone written twice gets one coupon; 每人限领 of the batch holds per plate or phone across
 *   all grants of the batch, refused naming the holder, what it holds and the limit.
 * - 券库 (entity couponCode, hook `beforeRead`): before any call reads the coupons, an unused coupon whose 有效期结束 has
 *   passed becomes 已过期, so the 状态 search finds it, and every coupon carries its 券码 (CQ + 10000000 + 券序号), so
 *   券码 is searched like any stored field, whichever way the coupon was issued.
 * - 商户采购 审核通过 (`couponPurchaseIssue`): the batch must be 发放中 with at least the purchase's 采购数量 left
 *   (refused with the number left); the merchant then holds that many coupons of the 券库 (领取人 the merchant,
 *   领取方式 商户采购, 发券批次号 the 采购单号);
 * - 券批次 (hook `beforeRead`): 已发放 / 已使用 / 剩余 of a batch that has started are counted from its coupons, so a
 *   coupon issued by any path (手动发券, 商户采购) shows in them; a batch 发放中 with nothing left is 已发完.
 * Why code: a state that follows the clock is the engine's `beforeRead` hook (as 月卡 即将到期 / 已过期); reading each line of a free text with its line number, and counting a holder's coupons of the batch over
 * earlier grants, are checks over other records and over the text's layout that the step language has no words for.
 */
import type { StepComputation } from '../../engine/stepComputations';
import type { EntityHooks } from '../../engine/types';
import type { EntityStore } from '../../engine/store';
import { formatChinaTime } from '../../db/time';
import { PLATE_PROVINCES } from '../../../schemas/meta/lib/fieldRules/plate';

const PLATE = new RegExp(`^[${PLATE_PROVINCES}][A-Z](?:[A-Z0-9]{5,6}|[A-Z0-9]{4}[挂学警港澳])$`, 'u');
const MOBILE = /^1[3-9]\d{9}$/;

/** A plate (普通 7 位、新能源 8 位) or an 11-digit mobile number. */
export const isHolder = (text: string) => PLATE.test(text.toUpperCase()) || MOBILE.test(text);

/** The holders of a 发放对象 text, one per line (commas also separate), with the line each came from. */
export function holderLines(text: string): { line: number; holder: string }[] {
  return text.split(/\r?\n/).flatMap((raw, i) =>
    raw
      .split(/[,，]/)
      .map((part) => part.trim())
      .filter(Boolean)
      .map((holder) => ({ line: i + 1, holder })),
  );
}

/** 手动发券: each line a plate or a mobile number; 每人限领 per plate or phone over every grant of the batch. */
export const couponGiveCheck: StepComputation = ({ record, input, store }) => {
  const lines = holderLines(typeof input.receivers === 'string' ? input.receivers : '');
  const bad = lines.find((l) => !isHolder(l.holder));
  if (bad) return { ok: false, msg: `第 ${bad.line} 行「${bad.holder}」不是有效的车牌号或手机号` };
  const limit = Number(record.limitPerUser ?? 1) || 1;
  const held = store?.db.prepare(`SELECT COUNT(*) AS n FROM "ent_couponCode" WHERE "couponId" = ? AND UPPER("holder") = UPPER(?)`);
  for (const holder of new Set(lines.map((l) => l.holder.toUpperCase()))) {
    const n = Number((held?.get(record.couponId, holder) as { n: number } | undefined)?.n ?? 0);
    if (n + 1 > limit) return { ok: false, msg: `「${holder}」已领取本批次 ${n} 张，每人限领 ${limit} 张` };
  }
  return { ok: true };
};

/** A new batch has given nothing yet; a draft being edited has all of its quantity left. */
export const couponBatchHooks: EntityHooks = {
  beforeCreate(values) {
    values.grantedCount = 0;
    values.usedCount = 0;
    values.remainCount = values.quantity ?? null;
  },
  beforeUpdate(current, values) {
    if (Number(current.couponStatus) !== 0) return;
    values.grantedCount = 0;
    values.usedCount = 0;
    values.remainCount = values.quantity ?? current.quantity ?? null;
  },
};

/** The 券码 of a coupon. */
export const couponCodeOf = (codeId: number) => `CQ${codeId + 10000000}`;

/** 券库 at `now`: unused coupons past 有效期结束 become 已过期 (3); coupons without a 券码 get theirs. */
export function refreshCodes(store: EntityStore, now: number): void {
  const today = formatChinaTime(now).slice(0, 10);
  store.db
    .prepare(`UPDATE ${store.table} SET "codeState" = 3 WHERE "codeState" = 0 AND "endDate" IS NOT NULL AND "endDate" < ?`)
    .run(today);
  store.db.prepare(`UPDATE ${store.table} SET "couponCode" = 'CQ' || ("codeId" + 10000000) WHERE "couponCode" IS NULL`).run();
}

const TRAIL_LABELS = ['草稿', '待审核', '发放中', '已发完', '已停止'];

/** 商户采购 审核通过: the merchant's coupons, from a batch 发放中 with enough left. */
export const couponPurchaseIssue: StepComputation = ({ record, actor, store }) => {
  const db = store?.db;
  const batch = db?.prepare(`SELECT * FROM "ent_couponBatch" WHERE "couponId" = ?`).get(record.couponId) as
    Record<string, unknown> | undefined;
  if (!db || !batch) return { ok: false, msg: '券批次不存在，不能通过采购' };
  if (Number(batch.couponStatus) !== 2) return { ok: false, msg: `券批次「${String(batch.couponName)}」不在发放中，不能通过采购` };
  const given = (db.prepare(`SELECT COUNT(*) AS n FROM "ent_couponCode" WHERE "couponId" = ?`).get(batch.couponId) as { n: number }).n;
  const left = Number(batch.quantity) - given;
  const wanted = Number(record.purchaseCount);
  if (left < wanted) return { ok: false, msg: `券批次剩余 ${left} 张，不足采购数量 ${wanted} 张` };
  const coupon = {
    couponId: batch.couponId,
    couponName: batch.couponName,
    couponType: batch.couponType,
    faceValue: batch.faceValue,
    parkId: batch.parkId ?? null,
    startDate: batch.startDate,
    endDate: batch.endDate,
    holder: record.merchantName,
    grantWay: 5,
    grantNo: record.purchaseNo,
    grantTime: actor.time,
    grantUser: actor.user?.name ?? null,
    codeState: 0,
    codeTrail: [],
  };
  return { ok: true, creates: Array.from({ length: wanted }, () => ({ entity: 'couponCode', values: { ...coupon } })) };
};

/** 已发放 / 已使用 / 剩余 of every started batch from its coupons; 发放中 with nothing left becomes 已发完. */
export function refreshBatches(store: EntityStore, now: number): void {
  const rows = store.db
    .prepare(
      `SELECT b."couponId" AS id, b."quantity" AS quantity, b."couponStatus" AS status, b."grantedCount" AS granted,
              b."usedCount" AS used, b."remainCount" AS remain,
              (SELECT COUNT(*) FROM "ent_couponCode" c WHERE c."couponId" = b."couponId") AS codes,
              (SELECT COUNT(*) FROM "ent_couponCode" c WHERE c."couponId" = b."couponId" AND c."codeState" = 1) AS usedCodes
         FROM ${store.table} b WHERE b."couponStatus" >= 2`,
    )
    .all() as {
    id: number;
    quantity: number;
    status: number;
    granted: number;
    used: number;
    remain: number;
    codes: number;
    usedCodes: number;
  }[];
  for (const r of rows) {
    const remain = Number(r.quantity) - r.codes;
    const over = r.status === 2 && remain <= 0;
    if (r.granted === r.codes && r.used === r.usedCodes && r.remain === remain && !over) continue;
    const values: Record<string, unknown> = { grantedCount: r.codes, usedCount: r.usedCodes, remainCount: remain };
    if (over) {
      const current = store.find(r.id);
      const trail = Array.isArray(current?.auditTrail) ? current.auditTrail : [];
      values.couponStatus = 3;
      values.auditTrail = [
        ...trail,
        {
          action: '发放完毕',
          user: '系统',
          time: formatChinaTime(now),
          from: 2,
          fromLabel: TRAIL_LABELS[2],
          to: 3,
          toLabel: TRAIL_LABELS[3],
          note: null,
        },
      ];
    }
    store.patch(r.id, values);
  }
}
