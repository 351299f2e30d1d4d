/**
 * Reminders of arrears plates (催缴): remind, checkRemindAll, remindAll, remindErrors/remind, remindResult. A remind
 * writes one remind result per plate and channel (success, or failure with its reason) under one batch number and
 * moves the plate's 催缴次数, 最近催缴时间 and 最近催缴结果; re-reminding retries the failed results in place.
 */
import type { MockContext } from '../context';
import { formatChinaTime } from '../db/time';
import type { EntityRecord } from '../engine/store';
import { batchNumber, batchTime, REMIND_FAIL } from '../engine/underpaymentSeed';
import { failWith, ok, type Envelope } from '../http/envelope';
import { NOTHING_TO_REMIND, readListPriority, remindable, remindAllCheck } from './underpaymentPriority';
import { badRequest, bodyOf, CHARGE, idList, notAllowed, storesOf } from './underpaymentShared';
import { currentUser, type ApiRouter } from './types';

/** 催缴方式: 1 短信, 2 语音电话, 3 微信公众号. */
export const CHANNELS = [1, 2, 3] as const;
const SUCCESS = 1;
const FAILURE = 2;

/** A plate follows the official account unless the sum of its character codes is a multiple of 4. */
export const followsAccount = (plateNo: string) => [...plateNo].reduce((sum, ch) => sum + (ch.codePointAt(0) ?? 0), 0) % 4 !== 0;

/**
 * Whether a remind reaches the owner: null, or the failure reason. Text and voice need a bound phone; the official
 * account needs the owner to follow it (both lasting causes). A first text to a number ending in 7 times out at the
 * gateway and a first call to a number ending in 0, 3, 6 or 9 is not answered: passing causes, a retry succeeds.
 */
export function remindFailure(plateNo: string, phone: unknown, channel: number, retry: boolean): string | null {
  const hasPhone = typeof phone === 'string' && phone !== '';
  if (channel === 3) return followsAccount(plateNo) ? null : REMIND_FAIL.notFollowing;
  if (!hasPhone) return REMIND_FAIL.noPhone;
  if (retry) return null;
  const last = Number(phone.slice(-1));
  if (channel === 1 && last === 7) return REMIND_FAIL.smsTimeout;
  if (channel === 2 && last % 3 === 0) return REMIND_FAIL.noAnswer;
  return null;
}

/** 最近催缴结果 of a set of results: 1 催缴成功, 2 部分失败, 3 催缴失败. */
export const outcomeOf = (statuses: unknown[]) => (statuses.every((s) => s === SUCCESS) ? 1 : statuses.every((s) => s === FAILURE) ? 3 : 2);

/** The channels of a body (an array or a comma-separated text of 1, 2, 3), or null. */
export function channelList(value: unknown): number[] | null {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : typeof value === 'number' ? [value] : [];
  const channels = [...new Set(raw.map((v) => Number(v)))];
  return channels.length > 0 && channels.every((c) => (CHANNELS as readonly number[]).includes(c)) ? channels.sort((a, b) => a - b) : null;
}

export interface RemindSummary {
  batchNo: string;
  plateCount: number;
  totalCount: number;
  successCount: number;
  failCount: number;
}

export const NO_PLATES = '请选择要催缴的车辆';
export const NO_CHANNEL = '请选择催缴方式';
export const NO_RESULTS = '请选择要重新催缴的记录';
export const NOTHING_FAILED = '没有需要重新催缴的失败记录';

export function registerReminders(router: ApiRouter, ctx: MockContext): void {
  const stores = storesOf(ctx);
  if (!stores) return;
  const { plate: plates, remindResult: results } = stores;
  const now = () => formatChinaTime(ctx.now());

  function nextBatchNo(time: string): string {
    const prefix = batchNumber(time, 0).slice(0, -3);
    const { n } = ctx.db.prepare(`SELECT COUNT(DISTINCT ${results.col('batchNo')}) AS n FROM ${results.table} WHERE ${results.col('batchNo')} LIKE ?`).get(`${prefix}%`) as { n: number };
    return batchNumber(time, n + 1);
  }

  /** Reminds the plates on the channels in one batch; returns its summary. */
  function send(targets: EntityRecord[], channels: number[], operator: string): RemindSummary {
    const time = now();
    const batchNo = nextBatchNo(time);
    let successCount = 0;
    ctx.db.transaction(() => {
      for (const plate of targets) {
        const statuses: number[] = [];
        for (const channel of channels) {
          const reason = remindFailure(String(plate.plateNo), plate.phone, channel, false);
          const status = reason ? FAILURE : SUCCESS;
          statuses.push(status);
          if (!reason) successCount++;
          results.insert({
            batchNo,
            plateNo: plate.plateNo,
            plateColor: plate.plateColor,
            phone: plate.phone ?? null,
            arrearsMoney: plate.arrearsMoney,
            remindChannel: channel,
            remindStatus: status,
            failReason: reason,
            retryCount: 0,
            remindTime: time,
            operator,
          });
        }
        plates.patch(Number(plate.id), { remindCount: (Number(plate.remindCount) || 0) + 1, lastRemindTime: time, lastRemindResult: outcomeOf(statuses) });
      }
    })();
    const totalCount = targets.length * channels.length;
    return { batchNo, plateCount: targets.length, totalCount, successCount, failCount: totalCount - successCount };
  }

  const base = `${CHARGE}/arrearsPlates`;

  router.post(`${base}/remind`, (req) => {
    const body = bodyOf(req);
    const ids = idList(body.ids ?? body.id);
    if (!ids) return badRequest(NO_PLATES);
    const channels = channelList(body.channels);
    if (!channels) return badRequest(NO_CHANNEL);
    const targets = ids.map((id) => plates.find(id));
    if (targets.some((p) => p === null)) return failWith('recordNotFound');
    const settled = targets.find((p) => !(Number(p!.arrearsMoney) > 0));
    if (settled) return notAllowed(`车辆${String(settled.plateNo)}已无欠费，无需催缴`);
    return ok(send(targets as EntityRecord[], channels, currentUser(req).name));
  });

  router.get(`${base}/checkRemindAll`, () => ok(remindAllCheck(plates, readListPriority(ctx.db), ctx.now())));

  router.post(`${base}/remindAll`, (req) => {
    const channels = channelList(bodyOf(req).channels);
    if (!channels) return badRequest(NO_CHANNEL);
    const settings = readListPriority(ctx.db);
    const open = remindable(plates, settings, ctx.now());
    if (open.count() === 0) return notAllowed(NOTHING_TO_REMIND);
    return ok(send(open.rows(settings.dailyLimit), channels, currentUser(req).name));
  });

  /** The remind results a re-remind names: `ids` of results, else every result of `batchNo`. */
  function named(body: Record<string, unknown>): EntityRecord[] | Envelope {
    if (body.ids !== undefined && body.ids !== null && body.ids !== '') {
      const ids = idList(body.ids);
      if (!ids) return badRequest(NO_RESULTS);
      const rows = ids.map((id) => results.find(id));
      return rows.some((r) => r === null) ? failWith('recordNotFound') : (rows as EntityRecord[]);
    }
    const batchNo = typeof body.batchNo === 'string' ? body.batchNo.trim() : '';
    if (!batchNo) return badRequest(NO_RESULTS);
    const rows = results.select(`WHERE ${results.col('batchNo')} = ?`, [batchNo]);
    return rows.length ? rows : failWith('recordNotFound');
  }

  router.post(`${base}/remindErrors/remind`, (req) => {
    const rows = named(bodyOf(req));
    if (!Array.isArray(rows)) return rows;
    const failed = rows.filter((r) => r.remindStatus === FAILURE);
    if (failed.length === 0) return notAllowed(NOTHING_FAILED);
    const time = now();
    const operator = currentUser(req).name;
    let successCount = 0;
    ctx.db.transaction(() => {
      const touched = new Map<string, EntityRecord | undefined>();
      for (const r of failed) {
        const plateNo = String(r.plateNo);
        const plate = plates.select(`WHERE ${plates.col('plateNo')} = ?`, [plateNo], 'LIMIT 1')[0];
        const phone = plate ? plate.phone : r.phone;
        const reason = remindFailure(plateNo, phone, Number(r.remindChannel), true);
        if (!reason) successCount++;
        results.patch(Number(r.id), { remindStatus: reason ? FAILURE : SUCCESS, failReason: reason, retryCount: (Number(r.retryCount) || 0) + 1, remindTime: time, operator, phone: phone ?? null });
        touched.set(`${String(r.batchNo)}\u0000${plateNo}`, plate);
      }
      for (const [key, plate] of touched) {
        if (!plate) continue;
        const [batchNo, plateNo] = key.split('\u0000');
        const statuses = results.select(`WHERE ${results.col('batchNo')} = ? AND ${results.col('plateNo')} = ?`, [batchNo, plateNo]).map((r) => r.remindStatus);
        plates.patch(Number(plate.id), { lastRemindResult: outcomeOf(statuses), lastRemindTime: time });
      }
    })();
    return ok({ totalCount: failed.length, successCount, failCount: failed.length - successCount });
  });

  router.get(`${base}/remindResult`, (req) => {
    let batchNo = (req.query.batchNo ?? '').trim();
    if (!batchNo) {
      const [latest] = results.select('', [], `ORDER BY ${results.col('batchNo')} DESC LIMIT 1`);
      if (!latest) return failWith('recordNotFound');
      batchNo = String(latest.batchNo);
    }
    const rows = results.select(`WHERE ${results.col('batchNo')} = ?`, [batchNo], `ORDER BY ${results.col(results.model.rowKey)} ASC`);
    if (rows.length === 0) return failWith('recordNotFound');
    const successCount = rows.filter((r) => r.remindStatus === SUCCESS).length;
    return ok({
      batchNo,
      remindTime: batchTime(batchNo) ?? rows[0].remindTime,
      operator: rows[0].operator,
      plateCount: new Set(rows.map((r) => r.plateNo)).size,
      totalCount: rows.length,
      successCount,
      failCount: rows.length - successCount,
      successRate: Math.round((successCount / rows.length) * 1000) / 10,
    });
  });
}

