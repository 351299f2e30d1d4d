/**
 * Every endpoint of `operation: import` (docs/schema-language.md, "Imports"): `POST <path> {file, mode}` reads the
 * uploaded CSV or XLSX sheet (importFile.ts), turns each row into the body of the endpoint's `create` endpoint
 * (sheetColumns.ts) and runs that create as the caller (engine.call: its form's checks, hooks, computed values and
 * unique constraints — a row clashing with an earlier row of the sheet too), all in one transaction:
 * - `mode: "check"` writes nothing and answers each refused row;
 * - `mode: "valid"` keeps the rows that passed;
 * - `mode: "all"` (default) keeps them only when every row passed, else nothing;
 * - `mode: "template"` (no file) answers `{header}`: the titles of the template's first row, required ones with *.
 * The answer of the others: `{total, validCount, imported, failures: [{rowNo, reason}]}` (rowNo: the sheet's row number, the header
 * being 1). Hand-written: reading a file and looping over its rows is no document's to say.
 */
import type { Endpoint } from '../../../schemas/meta/generated/area';
import { badRequest } from '../../engine/requestParts';
import type { EntityField } from '../../engine/types';
import { ok } from '../../http/envelope';
import { currentUser, field, type RegisterService } from '../types';
import { readImportFile, sheetRows } from './importFile';
import { cellValue, locateColumns, sheetColumns, templateHeader } from './sheetColumns';

export const MAX_SHEET_ROWS = 2000;
const MODES = ['check', 'valid', 'all', 'template'] as const;
type Mode = (typeof MODES)[number];

export interface SheetFailure {
  rowNo: number;
  reason: string;
}
export interface SheetReport {
  total: number;
  validCount: number;
  imported: number;
  failures: SheetFailure[];
}

/** Thrown to roll the sheet's transaction back. */
class Discard extends Error {}

export const registerImports: RegisterService = (router, ctx) => {
  for (const { doc } of ctx.engine.areas) {
    for (const [name, endpoint] of Object.entries(doc.endpoints) as [string, Endpoint][]) {
      if (endpoint.operation !== 'import') continue;
      const create = ctx.engine.generic.find((g) => g.area === doc.area && g.name === endpoint.create && g.binding.operation === 'create');
      if (!create || create.binding.operation !== 'create') {
        ctx.log.info(`schema 提示：${doc.area}.${name} 的 create 不是本区域的新增接口，导入答复“接口未实现”`);
        continue;
      }
      const columns = sheetColumns(create.binding.form, create.model);
      router.post(`/api${endpoint.path}`, async (req) => {
        const mode = (field(req.body, 'mode') || 'all') as Mode;
        if (!MODES.includes(mode)) return badRequest('导入方式不正确');
        if (mode === 'template') return ok({ header: templateHeader(columns) });
        const address = field(req.body, 'file');
        if (!address) return badRequest('请上传导入文件');
        const file = await readImportFile(ctx.db, address);
        if (typeof file === 'string') return badRequest(file);
        const rows = await sheetRows(file);
        if (typeof rows === 'string') return badRequest(rows);
        const located = locateColumns(rows[0] ?? [], columns);
        if (Array.isArray(located)) return badRequest(`导入文件缺少表头：${located.join('、')}，请使用下载的模板`);
        const body = rows
          .map((cells, i) => ({ cells, rowNo: i + 1 }))
          .slice(1)
          .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
        if (body.length === 0) return badRequest('导入文件没有数据');
        if (body.length > MAX_SHEET_ROWS) return badRequest(`单次最多导入${MAX_SHEET_ROWS}行`);
        const actor = req.user ?? currentUser(req).name;
        const now = ctx.now();
        const report: SheetReport = { total: body.length, validCount: 0, imported: 0, failures: [] };
        const run = ctx.db.transaction(() => {
          for (const { cells, rowNo } of body) {
            // In the form's order: a dependent dictionary (the chosen park's 月卡规则) reads the cells before it.
            const values: Record<string, unknown> = {};
            const options = (f: EntityField) => (f.dictionary?.endpoint && ctx.engine.options(ctx.db, f.dictionary.endpoint, values)) || [];
            for (const [column, at] of located) {
              const c = columns.find((x) => x.name === column)!;
              const value = cellValue(c, cells[at] ?? '', options);
              if (value !== undefined) values[column] = value;
            }
            const answer = ctx.engine.call(ctx.db, now, { area: doc.area, endpoint: create.name, body: values, actor });
            if (answer.code === '200') report.validCount++;
            else report.failures.push({ rowNo, reason: answer.msg });
          }
          if (mode === 'check' || (mode === 'all' && report.failures.length > 0)) throw new Discard();
          report.imported = report.validCount;
        });
        try {
          run();
        } catch (e) {
          if (!(e instanceof Discard)) throw e;
        }
        return ok(report);
      });
    }
  }
};
