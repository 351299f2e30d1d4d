import { getPlatLogoUrl, getPlatformName } from '../auth/session';

/** The default site title (spec §1), shown when no platform name is stored. */
export const DEFAULT_PLATFORM_NAME = '云停车管理控制平台';

/** Platform name and logo url from the session (spec §3 keys platformName, platLogoUrl). */
export function platformBrand(): { name: string; logoUrl: string | null } {
  return { name: getPlatformName() || DEFAULT_PLATFORM_NAME, logoUrl: getPlatLogoUrl() };
}
