import { insertErrorReport, pageErrorReports } from '../../db/errorReports';
import { formatChinaTime } from '../../db/time';
import { ERR, ok } from '../../http/envelope';
import { randomHex } from '../../security/random';
import { registerDeviceActions } from './actions';
import { registerDeviceImport } from './import';
import { registerDeviceRecords } from './records';
import { checkErrorReport } from './faultReportInput';
import { parsePaging } from '../../engine/paging';
import { currentUser, type RegisterService } from '../types';
import { badRequest } from '../../engine/requestParts';

const BASE = '/api/device/v2/api';

/**
 * Device service: the platform fault reports (list paged in SQL, newest first; save as pending), and the hand-written
 * calls of schemas/device.json: the records with a manual recovery (registered before the shell's counter lists of
 * services/shell/extras.ts, whose two device kinds they serve with the same rows), batch import, ISC sync, manual execution.
 */
export const registerDevice: RegisterService = (router, ctx) => {
  const { db } = ctx;
  registerDeviceRecords(router, ctx);
  registerDeviceImport(router, ctx);
  registerDeviceActions(router, ctx);

  router.get(`${BASE}/platformErrorReports/list`, (req) => {
    const page = parsePaging(req.query);
    if (!page) return badRequest(ERR.badRequest[1]);
    return ok(pageErrorReports(db, page.limit, page.offset));
  });

  router.post(`${BASE}/platformErrorReports/save`, (req) => {
    const user = currentUser(req);
    const checked = checkErrorReport(req.body);
    if (!checked.ok) return badRequest(checked.msg);
    const id = `ER${randomHex(8)}`;
    insertErrorReport(db, { id, userId: user.user_id, ...checked.value, createTime: formatChinaTime(ctx.now()), status: 0 });
    return ok({ id });
  });
};
