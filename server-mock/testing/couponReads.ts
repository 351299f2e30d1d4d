/**
 * What the 优惠券管理 tests (server-mock/services/chargeCoupon) read and call: the area's lists with the constants their
 * descriptors send (使用明细 codeState 1, 手动发券记录 grantWay 1), a batch, a workflow step, 手动发券, and a day counted
 * from the platform's today (China time), as 券库 reads 有效期结束 against the clock.
 */
import { formatChinaTime } from '../db/time';
import { areaReads, queryOf } from './areaReads';
import type { TestServer, WireRow } from './harness';

export const COUPON_API = '/api/coupon/v2/api';

/** The constants each list's descriptor sends (its `query`), as the console does. */
const FIXED: Record<string, string> = { 'couponCodes/used': '&codeState=1', 'couponCodes/given': '&grantWay=1' };

/** The date `days` from today, China time. */
export const chinaDay = (days: number) => formatChinaTime(Date.now() + days * 86_400_000).slice(0, 10);

export function couponReads(server: () => TestServer, token: () => string, limit?: number) {
  const reads = areaReads(COUPON_API, server, token, limit);
  const step = (name: string, body: Record<string, unknown>) => server().post<WireRow>(`${COUPON_API}/coupons/${name}`, body, token());
  return {
    page: (path: string, params: Record<string, string | number> = {}) => reads.list(path, `${FIXED[path] ?? ''}${queryOf(params)}`),
    batch: (id: number) => reads.detail('coupons', id),
    step,
    give: (body: Record<string, unknown>) => step('give', body),
  };
}
