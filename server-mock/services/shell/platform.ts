import { brandOf, PLATFORM_VERSION } from '../../brand';
import { ok } from '../../http/envelope';
import type { RegisterService } from '../types';

const BASE = '/api/basic/v2/api';

/**
 * Basic service: platform configuration (branding of the caller's platform, operator side when anonymous; the
 * export threshold of the mock's settings, as `asynExportThreshold` answers it) and version.
 */
export const registerBasic: RegisterService = (router, ctx) => {
  router.get(
    `${BASE}/platformConfig`,
    (req) => {
      const brand = brandOf(req.user?.platform_type ?? 1);
      return ok({
        ...brand,
        platformName: req.user?.platform_name ?? brand.platformName,
        asynExportThreshold: ctx.settings.asynExportThreshold,
      });
    },
    { public: true },
  );

  router.get(`${BASE}/getVersion`, () => ok(PLATFORM_VERSION), { public: true });
};
