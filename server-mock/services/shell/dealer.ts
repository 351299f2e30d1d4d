import { isMobile, nationalMobile } from '../../../contracts/phone';
import { brandOf, PLATFORM_VERSION } from '../../brand';
import { applyStatusOf, insertEnterpriseApplication } from '../../db/enterpriseApplications';
import { formatChinaTime } from '../../db/time';
import { ERR, fail, ok } from '../../http/envelope';
import { randomHex } from '../../security/random';
import { checkEnterpriseApply } from './enterpriseApply';
import { currentUser, field, type RegisterService } from '../types';
import { badRequest } from '../../engine/requestParts';

const BASE = '/api/dealer/v2/api';

/** Which platform a domain belongs to: names with "dealer" or "yunying" are the multi-dealer platform. */
export const platformTypeOfDomain = (domain: string): 1 | 2 => (/dealer|yunying/i.test(domain) ? 2 : 1);

/** Dealer service: platform by domain, about, enterprise registration state and certification, dealer lists, registration. */
export const registerDealer: RegisterService = (router, ctx) => {
  const { db } = ctx;

  router.get(
    `${BASE}/dealerInfos/domain`,
    (req) => {
      const platformType = platformTypeOfDomain(req.query.domain ?? '');
      return ok({ ...brandOf(platformType), platformType });
    },
    { public: true },
  );

  router.get(`${BASE}/dealerInfos/about`, (req) => {
    const user = currentUser(req);
    return ok({ logoUrl: brandOf(user.platform_type).platLogoUrl, platformName: user.platform_name, version: PLATFORM_VERSION });
  });

  router.get(`${BASE}/portal/registState`, (req) => ok({ status: currentUser(req).enterprise_status }));

  router.get(`${BASE}/portal/applyStatus`, (req) => ok(applyStatusOf(db, currentUser(req))));

  router.post(`${BASE}/portal/apply`, (req) => {
    const user = currentUser(req);
    const checked = checkEnterpriseApply(req.body);
    if (!checked.ok) return badRequest(checked.msg);
    const applyId = `AP${randomHex(8)}`;
    insertEnterpriseApplication(db, { applyId, userId: user.user_id, ...checked.value, createTime: formatChinaTime(ctx.now()) });
    return ok({ applyId });
  });

  router.get(`${BASE}/dealerInfos/chosen`, (req) => {
    const user = currentUser(req);
    if (user.platform_type !== 2) return ok([{ dealerId: user.dealer_id, dealerName: user.dealer_name }]);
    const rows = db
      .prepare('SELECT dealer_id AS dealerId, dealer_name AS dealerName FROM dealers WHERE owner_user_id = ? ORDER BY sort')
      .all(user.user_id);
    return ok(rows);
  });

  router.get(`${BASE}/enterprise/platBizType`, (req) => ok({ platBizType: currentUser(req).plat_biz_type }));

  // After the literal dealerInfos/… routes: the router prefers a route without parameters.
  router.get(`${BASE}/dealerInfos/{id}`, (req) => {
    const user = currentUser(req);
    const id = req.params.id;
    const own = id === user.dealer_id;
    const managed = own
      ? undefined
      : (db
          .prepare('SELECT dealer_id AS dealerId, dealer_name AS dealerName FROM dealers WHERE dealer_id = ? AND owner_user_id = ?')
          .get(id, user.user_id) as { dealerId: string; dealerName: string } | undefined);
    if (!own && !managed) return fail(ERR.recordNotFound[0], ERR.recordNotFound[1]);
    const dealerName = own ? user.dealer_name : managed!.dealerName;
    return ok({
      dealerId: id,
      dealerName,
      platName: own ? user.platform_name : `${dealerName}停车服务平台`,
      manager: own ? user.manager : '',
      phone: own ? user.phone : '',
      registerAddr: own ? user.register_addr : '',
    });
  });

  router.post(
    `${BASE}/portal/regist`,
    (req) => {
      const values = {
        dealerName: field(req.body, 'dealerName'),
        manager: field(req.body, 'manager'),
        phone: nationalMobile(field(req.body, 'phone')),
        account: field(req.body, 'account'),
      };
      const missing = Object.entries(values).find(([, v]) => !v);
      if (missing) return badRequest(`${missing[0]} 不能为空`);
      if (!isMobile(values.phone)) return badRequest('请输入正确的手机号');
      const applyId = `AP${randomHex(8)}`;
      db.prepare(
        'INSERT INTO regist_applications (apply_id, dealer_name, manager, phone, account, status, create_time) VALUES (?, ?, ?, ?, ?, 2, ?)',
      ).run(applyId, values.dealerName, values.manager, values.phone, values.account, formatChinaTime(ctx.now()));
      return ok({ applyId });
    },
    { public: true },
  );
};
