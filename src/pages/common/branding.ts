import { getPlatformName, getPlatLogoUrl } from '../../auth/session';

/** Default site title (spec §1). */
export const DEFAULT_PLATFORM_NAME = '云停车管理控制平台';

/** The platform name and logo stored at login (or the defaults). */
export function storedBranding(): { platformName: string; logoUrl: string | null } {
  return { platformName: getPlatformName() || DEFAULT_PLATFORM_NAME, logoUrl: getPlatLogoUrl() };
}

/** Sets the document title and the `<link rel="icon">` href. */
export function applyBranding(platformName: string, faviconUrl?: string | null) {
  document.title = platformName;
  if (!faviconUrl) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = faviconUrl;
}
