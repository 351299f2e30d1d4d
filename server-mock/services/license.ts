import { ok } from '../http/envelope';
import { currentUser, type RegisterService } from './types';

/** Licence service: the authorisation status that drives the licence chips and the no-auth pages. */
export const registerLicense: RegisterService = (router) => {
  router.get('/api/license/v2/api/getAuthStatus', (req) => {
    const user = currentUser(req);
    return ok({ authStatus: user.auth_status, isRegist: user.is_regist, aboutUserInfo: user.about_user_info });
  });
};
