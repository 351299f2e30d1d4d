import { formatChinaTime } from '../../db/time';
import { queryValues } from '../../engine/filters';
import { runList } from '../../engine/listQuery';
import type { EntityStore } from '../../engine/store';
import type { FilterSpec, ListBinding } from '../../engine/types';
import { failWith, ok } from '../../http/envelope';
import { markRead, readIds } from './reads';
import { citiesOf, DEALER_TYPES, PROVINCES, SYS_DICTS } from './options';
import { currentUser, type RegisterService } from '../types';
import { badRequest, bodyOf, idList } from '../../engine/requestParts';

const BASE = '/api/publicity/v2/api';
/** The entity (engine table) of schemas/sysBulletin.json. */
export const BULLETIN_ENTITY = 'sysBulletin';
/** 已发布 in the status dictionary bulletinStatus of schemas/sysBulletin.json. */
const PUBLISHED = 3;

/** A paged list of bulletins in SQL: the given filters, published only, newest update first. */
function publishedBinding(filters: FilterSpec[]): ListBinding {
  return {
    operation: 'list',
    filters,
    sortable: new Set(),
    page: { no: 'pageNo', size: 'pageSize' },
    result: { list: 'data.results', total: 'data.totalRecord' },
    defaultSort: { field: 'updateTime', descending: true },
    equalityFallback: false,
  };
}

function eqFilter(store: EntityStore, name: string): FilterSpec {
  const field = store.model.byName.get(name);
  if (!field) throw new Error(`schemas/sysBulletin.json: the bulletin entity needs the field ${name}`);
  return { field, match: 'eq', params: [name] };
}

/**
 * Publicity service: the announcement bar, forced reading and read marks (per-user state), and the option lists of
 * the bulletin form. The list, detail, create, update, delete, the approval workflow (submitApproval, approval,
 * offline, dealerDelete) and its audit trail are the engine's, declared in schemas/sysBulletin.json.
 */
export const registerPublicity: RegisterService = (router, ctx) => {
  router.get(`${BASE}/bulletinInfos/DealerTypes`, () => ok(DEALER_TYPES));
  router.get(`${BASE}/bulletinInfos/addrInfo`, () => ok(PROVINCES));
  router.get('/api/dealer/v2/api/level2AddrInfos', (req) => ok(citiesOf((req.query.parentCode ?? '').trim())));
  router.get('/api/basic/v2/api/sysDicts/findByDicType', (req) => {
    const type = req.query.dicType ?? '';
    return ok(Object.hasOwn(SYS_DICTS, type) ? SYS_DICTS[type] : []);
  });

  const store = ctx.engine.store(ctx.db, BULLETIN_ENTITY);
  if (!store) return;
  const { db } = ctx;
  const now = () => formatChinaTime(ctx.now());
  const status = store.col('bulletinStatus');
  const published = `${status} = ${PUBLISHED}`;
  const readBy = `EXISTS (SELECT 1 FROM bulletin_reads WHERE bulletin_reads.bulletin_id = ${store.table}.${store.col(store.model.rowKey)} AND bulletin_reads.user_id = ?)`;

  const dealerList = publishedBinding([eqFilter(store, 'category'), eqFilter(store, 'bulletinStatus')]);
  router.get(`${BASE}/bulletinInfo/dealerBulletinInfos`, (req) => {
    const outcome = runList(store, dealerList, queryValues(req.query, req.queryAll), { sql: [published], args: [] });
    if (!outcome.ok) return badRequest(outcome.msg);
    return ok({ results: outcome.rows, totalRecord: outcome.total });
  });

  router.get(`${BASE}/bulletinInfo/forceReadBulletinInfos`, (req) => {
    const user = currentUser(req);
    const rows = store.select(
      `WHERE ${published} AND ${store.col('forceRead')} = 1 AND NOT ${readBy}`,
      [user.user_id],
      `ORDER BY ${store.col('updateTime')} DESC`,
    );
    return ok(rows);
  });

  const platformList = publishedBinding([]);
  router.get(`${BASE}/bulletinInfos/platformBulletinInfos`, (req) => {
    const user = currentUser(req);
    const hasRead = (req.query.hasRead ?? '').trim();
    if (hasRead !== '' && hasRead !== '0' && hasRead !== '1') return badRequest('阅读状态只能为已读或未读');
    const sql = [published, ...(hasRead === '' ? [] : [hasRead === '1' ? readBy : `NOT ${readBy}`])];
    const outcome = runList(store, platformList, queryValues(req.query, req.queryAll), { sql, args: hasRead === '' ? [] : [user.user_id] });
    if (!outcome.ok) return badRequest(outcome.msg);
    const ids = outcome.rows.map((r) => Number(r[store.model.rowKey]));
    const read = readIds(db, user.user_id, ids);
    const results = outcome.rows.map((r) => ({ ...r, hasRead: read.has(Number(r[store.model.rowKey])) ? 1 : 0 }));
    return ok({ results, totalRecord: outcome.total });
  });

  router.post(`${BASE}/bulletinInfos/readBulletins`, (req) => {
    const body = bodyOf(req);
    const ids = idList(body.bulletinIds ?? body.ids);
    if (!ids) return badRequest('请选择公告');
    if (ids.some((id) => !store.find(id))) return failWith('recordNotFound');
    markRead(db, currentUser(req).user_id, ids, now());
    return ok(null);
  });
};
