import { BACKLOG_TYPES } from '../../catalogue/backlogTypes';
import { formatChinaTime } from '../../db/time';
import { ERR, fail, ok } from '../../http/envelope';
import type { RegisterService } from '../types';
import type { DealRequest } from '../../../contracts/shellData';
import { badRequest, stateNotAllowed } from '../../engine/requestParts';

const BASE = '/api/backlog/v2/api';
export const MAX_PAGE_SIZE = 10000;
/** Longest 处理说明 a deal accepts. */
export const MAX_DEAL_REMARK = 200;
/** dealStatus values a deal may set: 1 处理完成, 2 关闭 (only from 0 待处理). */
const DEAL_TARGETS = [1, 2];

/** Checks the body of backlogs/deal; the message of the first problem otherwise. */
function checkDeal(body: unknown): { ok: true; value: DealRequest } | { ok: false; msg: string } {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof b.backlogId !== 'string' || !b.backlogId.trim()) return { ok: false, msg: '待办事项不能为空' };
  if (typeof b.dealStatus !== 'number' || !DEAL_TARGETS.includes(b.dealStatus)) return { ok: false, msg: '处理结果只能为处理完成或关闭' };
  if (b.dealRemark !== undefined && b.dealRemark !== null && typeof b.dealRemark !== 'string')
    return { ok: false, msg: '处理说明必须为文本' };
  const dealRemark = typeof b.dealRemark === 'string' ? b.dealRemark.trim() : '';
  if (dealRemark.length > MAX_DEAL_REMARK) return { ok: false, msg: `处理说明不能超过${MAX_DEAL_REMARK}个字符` };
  return { ok: true, value: { backlogId: b.backlogId, dealStatus: b.dealStatus, dealRemark } };
}

/** A list row without the deal fields an item not dealt through backlogs/deal does not have. */
function withoutEmptyDeal(row: Record<string, unknown>) {
  const out = { ...row };
  if (out.dealTime === null) delete out.dealTime;
  if (out.dealRemark === null) delete out.dealRemark;
  return out;
}

const intParam = (value: string | undefined): number | null | 'bad' => {
  if (value === undefined || value === '') return null;
  return /^-?\d+$/.test(value) ? Number(value) : 'bad';
};

/** Escapes LIKE wildcards so a title filter matches literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** To-do service: the paged, filtered list (filters and paging in SQL), dealing with an item, and the type dictionary. */
export const registerBacklog: RegisterService = (router, ctx) => {
  router.get(`${BASE}/backlogs`, (req) => {
    const pageNo = intParam(req.query.pageNo) ?? 1;
    const pageSize = intParam(req.query.pageSize) ?? 10;
    const dealStatus = intParam(req.query.dealStatus);
    const backlogType = intParam(req.query.backlogType);
    if (pageNo === 'bad' || pageSize === 'bad' || dealStatus === 'bad' || backlogType === 'bad' || pageNo < 1 || pageSize < 1)
      return badRequest(ERR.badRequest[1]);
    const size = Math.min(pageSize, MAX_PAGE_SIZE);
    const where: string[] = [];
    const args: (string | number)[] = [];
    if (dealStatus !== null) {
      where.push('deal_status = ?');
      args.push(dealStatus);
    }
    if (backlogType !== null) {
      where.push('backlog_type = ?');
      args.push(backlogType);
    }
    const title = (req.query.title ?? '').trim();
    if (title) {
      where.push("title LIKE ? ESCAPE '\\'");
      args.push(likePattern(title));
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM backlogs ${clause}`).get(...args) as { n: number }).n;
    const results = ctx.db
      .prepare(
        `SELECT backlog_id AS backlogId, title, backlog_type AS backlogType, deal_status AS dealStatus, create_time AS createTime, content,
                deal_time AS dealTime, deal_remark AS dealRemark
         FROM backlogs ${clause} ORDER BY create_time DESC, backlog_id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, size, (pageNo - 1) * size) as Record<string, unknown>[];
    return ok({ results: results.map(withoutEmptyDeal), totalRecord: total });
  });

  router.post(`${BASE}/backlogs/deal`, (req) => {
    const checked = checkDeal(req.body);
    if (!checked.ok) return badRequest(checked.msg);
    const { backlogId, dealStatus, dealRemark } = checked.value;
    const changed = ctx.db
      .prepare('UPDATE backlogs SET deal_status = ?, deal_time = ?, deal_remark = ? WHERE backlog_id = ? AND deal_status = 0')
      .run(dealStatus, formatChinaTime(ctx.now()), dealRemark, backlogId).changes;
    if (changed === 1) return ok(null);
    const exists = ctx.db.prepare('SELECT 1 FROM backlogs WHERE backlog_id = ?').get(backlogId);
    return exists ? stateNotAllowed(ERR.stateNotAllowed[1]) : fail(ERR.recordNotFound[0], ERR.recordNotFound[1]);
  });

  router.get(`${BASE}/backLogType`, () => ok(BACKLOG_TYPES));
};
