/**
 * 月卡的办理后流程 (schemas/specificCar.json: 月卡管理's 续费 / 退卡 / 编辑, 批量办理, 续费记录, 退卡记录).
 *
 * 续费, 退卡 and 编辑 are the document's: states 正常 / 即将到期 / 已过期 / 已退卡 on `monthlyCard`, the new end date and
 * the amounts of a renewal, the pro-rata refund and the end date of a cancelled pass are expressions of the actions'
 * transitions. What a document cannot say lives here:
 * - `monthlyCardRenewRecord`: a renewal writes a record of another entity (续费记录) with its own number;
 * - 批量办理: one call issuing a pass for each row of a table through 月卡办理 (`monthlyCardCreate`, with all its checks),
 *   all in one transaction — every pass or none, a refusal named by its row (第 3 行：…);
 * - the seed: 即将到期 / 已过期 of the seeded passes follow their end dates, the renewal records of seeded passes, and the
 *   passes of the registered owners of 客户管理 whose plates pass their home park as 月卡车;
 * - 正常 / 即将到期 / 已过期 follow the clock, not a call: the `beforeRead` hook moves them (monthlyCardStates.ts).
 */
import { DAY, HOUR } from '../../engine/seedKit';
import { formatSeedTime } from '../../engine/seedValues';
import { personName } from '../../engine/seedVocabulary';
import { createPrng } from '../../db/prng';
import type { StepComputation } from '../../engine/stepComputations';
import type { EngineExtension, SeedKit } from '../../engine/types';
import { badRequest } from '../../engine/requestParts';
import { ok } from '../../http/envelope';
import { currentUser, type RegisterService } from '../types';
import { monthlyApplySeed } from './monthlyApplies';
import { addMonthsText, CARD_STATE, dayMs, refreshCardStates } from './monthlyCardStates';
import { formatChinaTime } from '../../db/time';

export const RENEWAL_ENTITY = 'monthlyCardRenewal';
export const BATCH_MAX_ROWS = 200;

/** 续费: the renewal record — the pass's new end date and amounts are the transition's `set`. */
export const monthlyCardRenewRecord: StepComputation = ({ record, input, values, actor }) => {
  const months = Number(input.renewMonths);
  const price = Number(record.monthPrice);
  if (!Number.isFinite(price)) return { ok: false, msg: '该月卡没有月单价，不能续费' };
  const digits = actor.time.replace(/\D/g, '');
  return {
    ok: true,
    creates: [
      {
        entity: RENEWAL_ENTITY,
        values: {
          renewNo: `XF${digits}${String(record.id).padStart(4, '0').slice(-4)}`,
          cardId: record.id,
          plateNo: record.plateNo,
          parkId: record.parkId,
          ownerName: record.ownerName,
          renewMonths: months,
          oldEndDate: record.endDate,
          newEndDate: values.endDate,
          monthPrice: price,
          renewMoney: price * months,
          payType: Number(input.renewPayType),
          createUser: actor.user?.name ?? '',
          renewTime: actor.time,
          remark: typeof input.renewRemark === 'string' && input.renewRemark ? input.renewRemark : null,
        },
      },
    ],
  };
};

/** Thrown to roll a refused batch back. */
class RollBack extends Error {}

/** 批量办理: every row through 月卡办理 in one transaction; the first refused row refuses the whole batch. */
export const registerMonthlyCardBatch: RegisterService = (router, ctx) => {
  const check = ctx.engine.inputCheck('specificCar', 'monthlyCardBatch');
  router.post('/api/special/v2/api/monthlyCards/batch', (req) => {
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const plates = Array.isArray(body.plates) ? (body.plates as Record<string, unknown>[]) : [];
    if (plates.length === 0) return badRequest('请至少添加 1 辆车');
    if (plates.length > BATCH_MAX_ROWS) return badRequest(`同一批次最多办理${BATCH_MAX_ROWS}辆车`);
    const problem = check(body);
    if (problem) return badRequest(problem);
    const rule = ctx.engine.store(ctx.db, 'monthlyRule')?.find(Number(body.ruleId));
    const periods = Array.isArray(rule?.periods) ? (rule.periods as { monthPrice?: number }[]) : [];
    const price = periods.reduce((sum, p) => sum + Number(p.monthPrice ?? 0), 0);
    const months = Number(body.months);
    const actor = req.user ?? currentUser(req).name;
    const now = ctx.now();
    const ids: unknown[] = [];
    let refusal = '';
    const run = ctx.db.transaction(() => {
      plates.forEach((row, i) => {
        if (refusal) return;
        const answer = ctx.engine.call(ctx.db, now, {
          area: 'specificCar',
          endpoint: 'monthlyCardCreate',
          actor,
          body: {
            plateNo: row.plateNo,
            plateColor: row.plateColor,
            ownerName: row.ownerName,
            phone: row.phone,
            parkId: body.parkId,
            ruleId: body.ruleId,
            beginDate: body.beginDate,
            months,
            payType: body.payType,
            paidMoney: price * months,
            remark: body.remark || '批量办理',
          },
        });
        if (answer.code !== '200') refusal = `第 ${i + 1} 行：${answer.msg}`;
        else ids.push((answer.data as Record<string, unknown> | null)?.id);
      });
      if (refusal) throw new RollBack();
    });
    try {
      run();
    } catch (e) {
      if (!(e instanceof RollBack)) throw e;
      return badRequest(refusal);
    }
    return ok({ count: ids.length, ids });
  });
};

/** The renewal records of the seeded passes (月卡管理's curated rows): a pass renewed once, its new end date its current one. */
function renewalSeed(kit: SeedKit): number {
  const cards = monthlyApplySeed(kit.now)
    .cards.filter((c) => c.cardStatus !== CARD_STATE.cancelled && c.monthPrice !== null)
    .slice(0, 72);
  const rng = createPrng(`monthlyCardRenewal:${kit.now}`);
  cards.forEach((card, i) => {
    const months = rng.pick([1, 1, 3, 3, 6, 12]);
    const newEnd = String(card.endDate);
    const oldEnd = addMonthsText(newEnd, -months);
    const renewed = Math.min(kit.now - rng.int(1, 20) * HOUR, dayMs(oldEnd) - rng.int(0, 10) * DAY + rng.int(9, 20) * HOUR);
    kit.insert({
      id: i + 1,
      renewNo: `XF${formatSeedTime(renewed).replace(/\D/g, '')}${String(card.id).padStart(4, '0')}`,
      cardId: card.id,
      plateNo: card.plateNo,
      parkId: card.parkId,
      ownerName: card.ownerName,
      renewMonths: months,
      oldEndDate: oldEnd,
      newEndDate: newEnd,
      monthPrice: card.monthPrice,
      renewMoney: Number(card.monthPrice) * months,
      payType: rng.pick([1, 1, 2, 2, 5]),
      createUser: personName(rng.pick),
      renewTime: formatSeedTime(renewed),
      remark: rng.chance(0.3) ? rng.pick(['车主到岗亭续费', '物业代缴', '车主电话预约续费']) : null,
    });
  });
  return cards.length;
}

export const monthlyCardLifecycleExtension: EngineExtension = {
  entities: {
    [RENEWAL_ENTITY]: { seed: renewalSeed, fixedRows: true },
    // 正常 / 即将到期 / 已过期 follow the mock's date: brought up to date before every read of 月卡管理.
    monthlyCard: { hooks: { beforeRead: (store, now) => void refreshCardStates(store, formatChinaTime(now).slice(0, 10)) } },
  },
  computations: { monthlyCardRenewRecord },
};
