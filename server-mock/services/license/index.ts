import { ok } from '../../http/envelope';
import { registerLicenseInfo } from './info';
import { registerLicensePool } from './pool';
import { currentUser, type RegisterService } from '../types';

/**
 * Licence service: the authorisation status of the account (the top bar's licence chip and the no-auth pages), and
 * the licence pool of 系统管理 › 授权管理 (pool.ts: import, activation, adjustment, parks; info.ts:
 * summary, local licence, login notices, notice configuration, licence types).
 */
export const registerLicense: RegisterService = (router, ctx) => {
  router.get('/api/license/v2/api/getAuthStatus', (req) => {
    const user = currentUser(req);
    return ok({ authStatus: user.auth_status, isRegist: user.is_regist, aboutUserInfo: user.about_user_info });
  });
  registerLicensePool(router, ctx);
  registerLicenseInfo(router, ctx);
};
