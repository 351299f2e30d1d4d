import type { MockContext } from '../../context';
import { formatChinaTime } from '../../db/time';
import { sheetColumns } from '../../engine/export/cells';
import { createFileBuilder, EXPORT_FILE_TYPES, type ExportFileType } from '../../engine/export/fileBuilder';
import { prepareExport, selectSlice } from '../../engine/export/query';
import { recordScope } from '../../engine/dataScope';
import { queryValues, type QueryValues } from '../../engine/filters';
import { okAt } from '../../engine/resultPaths';
import type { ExportBinding, GenericEndpoint } from '../../engine/types';
import { failWith, ok, type Envelope } from '../../http/envelope';
import type { Method } from '../../http/router';
import { parsePaging } from '../../engine/paging';
import { ExportTaskRunner } from './runner';
import {
  ensureExportTables,
  EXPORT_BASE,
  EXPORT_FILES_PATH,
  foreignTasks,
  insertTask,
  listTasks,
  removeTasks,
  serveExportFile,
  storeExportFile,
} from './store';
import { currentUser, type ApiRequest, type RegisterService } from '../types';
import { badRequest, bodyOf, textIdList } from '../../engine/requestParts';

/**
 * Exports and download tasks (spec §7 asynExportThreshold; docs/wire-protocol.md "Export and download tasks"):
 * every schema endpoint with `operation: export` answers the address of the generated file when its rows are at
 * most the threshold, else (or with `asyn=1`) a background task listed by `exportTasks`.
 */

type ExportEndpoint = GenericEndpoint & { binding: ExportBinding };

/** Query values, then (for a call with a body) the body's entries: the search travels where the console puts it. */
function requestValues(req: ApiRequest): QueryValues {
  const fromQuery = queryValues(req.query, req.queryAll);
  const body = bodyOf(req);
  return (name) => {
    const found = fromQuery(name);
    if (found.length > 0 || !Object.hasOwn(body, name)) return found;
    const value = body[name];
    const list = Array.isArray(value) ? value : [value];
    return list
      .filter((v) => v !== null && v !== undefined && typeof v !== 'object')
      .map((v) => String(v).trim())
      .filter((v) => v !== '');
  };
}

/** 公告列表_20261122153000.csv: the list's title (characters a file name cannot hold removed) and the China time. */
export function exportFileName(title: string, type: ExportFileType, ms: number): string {
  const stamp = formatChinaTime(ms).replace(/\D/g, '');
  const base = title.replace(/[\\/:*?"<>|\s]/g, '') || '导出数据';
  return `${base}_${stamp}.${type}`;
}

function exportHandler(ctx: MockContext, runner: ExportTaskRunner, generic: ExportEndpoint) {
  const { binding, endpoint } = generic;
  return async (req: ApiRequest): Promise<Envelope> => {
    const user = currentUser(req);
    const store = ctx.engine.store(ctx.db, generic.model.entity);
    if (!store) return failWith('internal');
    ctx.engine.install.extensions.get(generic.model.entity)?.hooks?.beforeRead?.(store, ctx.now());
    const values = requestValues(req);
    const fileType = (values('fileType')[0] ?? 'csv') as ExportFileType;
    if (!EXPORT_FILE_TYPES.includes(fileType)) return badRequest('导出文件类型只能为 csv 或 xlsx');
    const prepared = prepareExport(store, binding, values, recordScope(store, req));
    if (!prepared.ok) return prepared.notFound ? failWith('recordNotFound') : badRequest(prepared.msg);
    const { query } = prepared;
    const now = ctx.now();
    const fileName = exportFileName(binding.fileTitle, fileType, now);
    const builder = createFileBuilder(fileType, binding.fileTitle, sheetColumns(binding.columns, ctx.engine.install.options), now);
    const asked = ['1', 'true'].includes(values('asyn')[0] ?? '');
    if (!asked && query.total <= ctx.settings.asynExportThreshold) {
      builder.add(selectSlice(store, query, 0, query.total));
      const url = storeExportFile(ctx.db, {
        name: fileName,
        type: fileType,
        userId: user.user_id,
        bytes: await builder.finish(),
        now: formatChinaTime(now),
      });
      return okAt([[endpoint.result?.url ?? 'data', url]]);
    }
    const failing = ctx.settings.exportFailNext > 0;
    if (failing) ctx.settings = { ...ctx.settings, exportFailNext: ctx.settings.exportFailNext - 1 };
    const taskId = insertTask(ctx.db, { userId: user.user_id, fileName, fileType, rowCount: query.total, now: formatChinaTime(now) });
    runner.enqueue({ taskId, userId: user.user_id, fileName, fileType, store, query, builder, offset: 0, fail: failing });
    return ok({ taskId, async: true });
  };
}

export const registerExportTasks: RegisterService = (router, ctx) => {
  ensureExportTables(ctx.db, formatChinaTime(ctx.now()));
  const runner = new ExportTaskRunner(ctx);

  router.get(`${EXPORT_BASE}/asynExportThreshold`, () => ok(ctx.settings.asynExportThreshold));

  router.get(`${EXPORT_BASE}/exportTasks`, (req) => {
    const page = parsePaging(req.query);
    if (!page) return badRequest('分页参数不正确');
    return ok(listTasks(ctx.db, currentUser(req).user_id, page.limit, page.offset));
  });

  router.delete(`${EXPORT_BASE}/exportTasks`, (req) => {
    const body = bodyOf(req);
    const ids = textIdList(body.taskIds ?? req.queryAll?.taskIds ?? req.query.taskIds);
    if (!ids) return badRequest('请选择要删除的记录');
    if (foreignTasks(ctx.db, currentUser(req).user_id, ids).length > 0) return failWith('recordNotFound');
    runner.cancel(ids);
    ctx.db.transaction(() => removeTasks(ctx.db, ids))();
    return ok(null);
  });

  router.get(`${EXPORT_FILES_PATH}/{fileId}`, (req) => serveExportFile(ctx.db, req.params.fileId), { public: true, asset: true });

  // The schemas' export endpoints (the engine binds them; served here, before the engine registers its own routes).
  for (const generic of ctx.engine.generic) {
    if (generic.binding.operation !== 'export') continue;
    router.add(generic.endpoint.method as Method, `/api${generic.endpoint.path}`, exportHandler(ctx, runner, generic as ExportEndpoint));
  }
};
