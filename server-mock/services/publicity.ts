import { formatChinaTime } from '../db/time';
import { queryValues } from '../engine/filters';
import { runList } from '../engine/listQuery';
import { parseId, type EntityRecord, type EntityStore } from '../engine/store';
import type { FilterSpec, ListBinding } from '../engine/types';
import { ERR, fail, failWith, ok, type Envelope } from '../http/envelope';
import { approvalHistory, forgetBulletins, markRead, readIds, recordDecision, recordSubmission } from './bulletinRecords';
import { BULLETIN_STATUS, BULLETIN_STEPS, canStep, STATE_NOT_ALLOWED, type BulletinStep } from './bulletinWorkflow';
import { citiesOf, DEALER_TYPES, PROVINCES, SYS_DICTS } from './publicityOptions';
import { currentUser, type ApiRequest, type RegisterService } from './types';

const BASE = '/api/publicity/v2/api';
/** The entity (engine table) of schemas/sysBulletin.json. */
export const BULLETIN_ENTITY = 'sysBulletin';
export const REJECT_REASON_REQUIRED = '请填写驳回原因';
const REMARK_MAX = 200;

const badRequest = (msg: string) => fail(ERR.badRequest[0], msg);
const bodyOf = (req: ApiRequest) => (typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {});

/** A list of ids from an array, one value or a comma-separated text; null when empty or any is not an id. */
function idList(value: unknown): number[] | null {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value === undefined || value === null ? [] : [value];
  const ids = raw.map(parseId);
  return ids.length > 0 && ids.every((id): id is number => id !== null) ? [...new Set(ids)] : null;
}

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
 * Publicity service: the bulletin state machine (submitApproval, approval, offline, dealerDelete, audit history),
 * the announcement bar, forced reading, read marks and the option lists of the bulletin form. The list, detail,
 * create, update and delete calls are the engine's (entity sysBulletin), with the hooks of publicityExtension.
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
  const published = `${status} = ${BULLETIN_STATUS.published}`;
  const readBy = `EXISTS (SELECT 1 FROM bulletin_reads WHERE bulletin_reads.bulletin_id = ${store.table}.${store.col(store.model.rowKey)} AND bulletin_reads.user_id = ?)`;

  /** The bulletin named by `bulletinId` in the body, or the error to answer. */
  function target(req: ApiRequest): { id: number; record: EntityRecord } | Envelope {
    const raw = bodyOf(req).bulletinId;
    if (raw === undefined || raw === null || raw === '') return badRequest('公告编号不能为空');
    const id = parseId(raw);
    const record = id === null ? null : store!.find(id);
    return id !== null && record ? { id, record } : failWith('recordNotFound');
  }

  /** Moves one bulletin a step along the state machine and records what the step needs. */
  function move(req: ApiRequest, step: BulletinStep, record: (id: number, time: string) => void = () => {}): Envelope {
    const found = target(req);
    if (!('id' in found)) return found;
    if (!canStep(step, found.record.bulletinStatus)) return fail(ERR.stateNotAllowed[0], STATE_NOT_ALLOWED);
    const time = now();
    db.transaction(() => {
      store!.patch(found.id, { bulletinStatus: BULLETIN_STEPS[step].to, updateTime: time });
      record(found.id, time);
    })();
    return ok(null);
  }

  router.post(`${BASE}/bulletinInfos/submitApproval`, (req) =>
    move(req, 'submitApproval', (id, time) => recordSubmission(db, id, currentUser(req).name, time)),
  );

  router.post(`${BASE}/bulletinInfos/approval`, (req) => {
    const body = bodyOf(req);
    const decision = Number(body.approvalStatus);
    if (decision !== 1 && decision !== 2) return badRequest('请选择审核结果');
    const remark = typeof body.approvalRemark === 'string' ? body.approvalRemark.trim() : '';
    if (decision === 2 && !remark) return badRequest(REJECT_REASON_REQUIRED);
    if ([...remark].length > REMARK_MAX) return badRequest(`驳回原因不能超过${REMARK_MAX}个字符`);
    return move(req, decision === 1 ? 'approve' : 'reject', (id, time) =>
      recordDecision(db, id, { status: decision, user: currentUser(req).name, time, remark: remark || null }),
    );
  });

  router.post(`${BASE}/bulletinInfos/offline`, (req) => move(req, 'offline'));

  router.delete(`${BASE}/dealerDelete`, (req) => {
    const ids = idList(bodyOf(req).ids ?? req.query.ids);
    if (!ids) return badRequest('请选择要删除的记录');
    const records = ids.map((id) => store.find(id));
    if (records.some((r) => r === null)) return failWith('recordNotFound');
    if (records.some((r) => !canStep('delete', r!.bulletinStatus))) return fail(ERR.stateNotAllowed[0], STATE_NOT_ALLOWED);
    db.transaction(() => {
      store.remove(ids);
      forgetBulletins(db, ids);
    })();
    return ok(null);
  });

  router.get(`${BASE}/bulletinInfos/audit/{id}`, (req) => {
    const id = parseId(req.params.id);
    if (id === null || !store.find(id)) return failWith('recordNotFound');
    const history = approvalHistory(db, id);
    const latest = history[0] ?? { submitUser: null, submitTime: null, approvalStatus: null, approvalUser: null, approvalTime: null, approvalRemark: null };
    return ok({ bulletinId: id, ...latest, history });
  });

  const dealerList = publishedBinding([eqFilter(store, 'category'), eqFilter(store, 'bulletinStatus')]);
  router.get(`${BASE}/bulletinInfo/dealerBulletinInfos`, (req) => {
    const outcome = runList(store, dealerList, queryValues(req.query, req.queryAll), { sql: [published], args: [] });
    if (!outcome.ok) return badRequest(outcome.msg);
    return ok({ results: outcome.rows, totalRecord: outcome.total });
  });

  router.get(`${BASE}/bulletinInfo/forceReadBulletinInfos`, (req) => {
    const user = currentUser(req);
    const rows = store.select(`WHERE ${published} AND ${store.col('forceRead')} = 1 AND NOT ${readBy}`, [user.user_id], `ORDER BY ${store.col('updateTime')} DESC`);
    return ok(rows);
  });

  const platformList = publishedBinding([]);
  router.get(`${BASE}/bulletinInfos/platformBulletinInfos`, (req) => {
    const user = currentUser(req);
    const hasRead = (req.query.hasRead ?? '').trim();
    if (hasRead !== '' && hasRead !== '0' && hasRead !== '1') return badRequest('hasRead 只能是 0 或 1');
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
