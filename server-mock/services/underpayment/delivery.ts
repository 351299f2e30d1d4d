/**
 * What the arrears reminders (催缴) need that a document cannot say. The reminders themselves — one remind result per
 * plate and channel under one batch number, the plate's 催缴次数 / 最近催缴时间 / 最近催缴结果, the batch summary,
 * 一键催缴 and the retry of failed results — are data in schemas/underpayment.json (docs/schema-language.md §3.9).
 * What stays here:
 * - `remindDelivery`: whether a message reaches the owner. There is no SMS gateway, call centre or official account
 *   behind the mock, so the outcome is simulated from the plate and the phone number — a stand-in for an outside
 *   system, not a rule of the product;
 * - `remindListTargets`: the plates 一键催缴 reminds, the 催缴名单 ordered by the 名单优先级 settings
 *   (priority.ts), which are one settings row edited on their own form rather than records conditions
 *   can compare with.
 */
import type { StepComputation, TargetSelection } from '../../engine/stepComputations';
import type { EngineExtension } from '../../engine/types';
import { REMIND_FAIL } from './seed';
import { readListPriority, remindable } from './priority';

/** 催缴结果: 1 成功, 2 失败. */
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

/** The delivery of one remind result as the step leaves it (a retry has a retry count above 0). */
export const remindDelivery: StepComputation = ({ record, values }) => {
  const row = { ...record, ...values };
  const reason = remindFailure(String(row.plateNo ?? ''), row.phone, Number(row.remindChannel), Number(row.retryCount) > 0);
  return { ok: true, values: { remindStatus: reason ? FAILURE : SUCCESS, failReason: reason } };
};

/** 一键催缴: the first 每日催缴上限 plates of the 催缴名单. */
export const remindListTargets: TargetSelection = {
  select: ({ store, now }) => {
    const settings = readListPriority(store.db);
    return remindable(store, settings, now).rows(settings.dailyLimit);
  },
};

export const underpaymentDeliveryExtension: EngineExtension = { computations: { remindDelivery, remindListTargets } };
