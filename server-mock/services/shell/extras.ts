import { failWith, ok } from '../../http/envelope';
import { parsePaging } from '../../engine/paging';
import { DATA_SCREEN_TITLE, deviceRecords, NOTICES, placeholderUrl, rechargePayTypesOf, THIRD_PLATFORM_PAGES } from './extrasData';
import { currentUser, type RegisterService } from '../types';
import { badRequest } from '../../engine/requestParts';
import { parkNameScope } from '../sharedOptions/parks';

const BASIC = '/api/basic/v2/api';
const DEVICE = '/api/device/v2/api';
const DEALER = '/api/dealer/v2/api';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/** A time bound of a query: '' when absent, null when malformed; a date alone covers its whole day. */
function timeBound(value: string | undefined, end: boolean): string | null {
  const v = (value ?? '').trim();
  if (!v) return '';
  if (!DATE_TIME.test(v)) return null;
  return v.length === 10 ? `${v} ${end ? '23:59:59' : '00:00:00'}` : v;
}

/**
 * Extra shell data of the top bar: third-party page buttons and their urls, the privacy and terms
 * notices, the data-visualisation screen, the 不规范停车记录 counter list and recharge pay types.
 */
export const registerShellExtras: RegisterService = (router, ctx) => {
  router.get(`${BASIC}/thirdPlatformPage/buttons`, () => ok({ list: THIRD_PLATFORM_PAGES.map((p) => ({ ...p })) }));

  router.get(`${BASIC}/thirdPlatformPage/url`, (req) => {
    const pageId = (req.query.pageId ?? '').trim();
    if (!pageId) return badRequest('第三方页面不能为空');
    const page = THIRD_PLATFORM_PAGES.find((p) => p.pageId === pageId);
    if (!page) return failWith('recordNotFound');
    return ok({ url: placeholderUrl(page.name) });
  });

  router.get(`${BASIC}/dealer/viewNotice`, (req) => {
    const title = NOTICES[(req.query.noticeType ?? '').trim()];
    if (!title) return badRequest('协议类型不正确');
    return ok({ url: placeholderUrl(title) });
  });

  router.get(`${BASIC}/dataScreen/url`, () => ok({ url: placeholderUrl(DATA_SCREEN_TITLE) }));

  // The 车位异常占用 and 设备遮挡 lists are services/device/records.ts's (registered first); only 不规范停车记录 is served here.
  {
    const kind = 'illegalParkRecords';
    router.get(`${DEVICE}/${kind}/list`, (req) => {
      const page = parsePaging(req.query);
      if (!page) return badRequest('分页参数不正确');
      const from = timeBound(req.query.bgnTime || req.query.startTime, false);
      const to = timeBound(req.query.endTime, true);
      if (from === null || to === null) return badRequest('时间格式不正确');
      const status = (req.query.status ?? '').trim();
      if (status && !/^\d+$/.test(status)) return badRequest('处理状态不正确');
      const own = parkNameScope(ctx.db, req);
      const rows = deviceRecords(kind, ctx.now()).filter(
        (r) => own(r) && (!from || r.alarmTime >= from) && (!to || r.alarmTime <= to) && (!status || r.status === Number(status)),
      );
      return ok({ results: rows.slice(page.offset, page.offset + page.limit), totalRecord: rows.length });
    });
  }

  router.get(`${DEALER}/rechargePayTypes`, (req) => {
    const dealerId = (req.query.dealerId ?? '').trim() || currentUser(req).dealer_id;
    return ok(rechargePayTypesOf(dealerId ?? ''));
  });
};
