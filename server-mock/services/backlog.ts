import { BACKLOG_TYPES } from '../catalogue/backlogTypes';
import { ERR, fail, ok } from '../http/envelope';
import type { RegisterService } from './types';

const BASE = '/api/backlog/v2/api';
export const MAX_PAGE_SIZE = 10000;

const intParam = (value: string | undefined): number | null | 'bad' => {
  if (value === undefined || value === '') return null;
  return /^-?\d+$/.test(value) ? Number(value) : 'bad';
};

/** Escapes LIKE wildcards so a title filter matches literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** To-do service: the paged, filtered list (filters and paging in SQL) and the type dictionary. */
export const registerBacklog: RegisterService = (router, ctx) => {
  router.get(`${BASE}/backlogs`, (req) => {
    const pageNo = intParam(req.query.pageNo) ?? 1;
    const pageSize = intParam(req.query.pageSize) ?? 10;
    const dealStatus = intParam(req.query.dealStatus);
    const backlogType = intParam(req.query.backlogType);
    if (pageNo === 'bad' || pageSize === 'bad' || dealStatus === 'bad' || backlogType === 'bad' || pageNo < 1 || pageSize < 1)
      return fail(ERR.badRequest[0], ERR.badRequest[1]);
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
        `SELECT backlog_id AS backlogId, title, backlog_type AS backlogType, deal_status AS dealStatus, create_time AS createTime, content
         FROM backlogs ${clause} ORDER BY create_time DESC, backlog_id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, size, (pageNo - 1) * size);
    return ok({ results, totalRecord: total });
  });

  router.get(`${BASE}/backLogType`, () => ok(BACKLOG_TYPES));
};
