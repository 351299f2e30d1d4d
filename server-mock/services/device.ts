import { insertErrorReport, pageErrorReports } from '../db/errorReports';
import { formatChinaTime } from '../db/time';
import { ERR, fail, ok } from '../http/envelope';
import { randomHex } from '../security/random';
import { registerDeviceActions } from './deviceActions';
import { registerDeviceImport } from './deviceImport';
import { registerDeviceRecords } from './deviceRecords';
import { checkErrorReport } from './errorReportInput';
import { parsePaging } from './paging';
import { currentUser, type RegisterService } from './types';

const BASE = '/api/device/v2/api';

/**
 * Device service: the platform fault reports (list paged in SQL, newest first; save as pending), and the hand-written
 * calls of schemas/device.json: the records with a manual recovery (registered before the shell's counter lists of
 * shellExtras.ts, whose two device kinds they serve with the same rows), batch import, ISC sync, manual execution.
 */
export const registerDevice: RegisterService = (router, ctx) => {
  const { db } = ctx;
  registerDeviceRecords(router, ctx);
  registerDeviceImport(router, ctx);
  registerDeviceActions(router, ctx);

  router.get(`${BASE}/platformErrorReports/list`, (req) => {
    const page = parsePaging(req.query);
    if (!page) return fail(ERR.badRequest[0], ERR.badRequest[1]);
    return ok(pageErrorReports(db, page.limit, page.offset));
  });

  router.post(`${BASE}/platformErrorReports/save`, (req) => {
    const user = currentUser(req);
    const checked = checkErrorReport(req.body);
    if (!checked.ok) return fail(ERR.badRequest[0], checked.msg);
    const id = `ER${randomHex(8)}`;
    insertErrorReport(db, { id, userId: user.user_id, ...checked.value, createTime: formatChinaTime(ctx.now()), status: 0 });
    return ok({ id });
  });
};
