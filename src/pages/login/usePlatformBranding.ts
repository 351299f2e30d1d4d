import { useEffect, useState } from 'react';
import { getDomainInfo, getPlatformConfig } from '../../api/shell';
import { useShellData } from '../../api/useShellData';
import { setSessionValues } from '../../auth/session';
import { applyBranding, DEFAULT_PLATFORM_NAME, storedBranding } from '../common/branding';

export interface PlatformBranding {
  platformName: string;
  faviconUrl?: string | null;
  platLogoUrl?: string | null;
}

/** The platform's branding: its domain's (public) first, then the platform configuration, then the default name. */
export async function loadPlatformBranding(hostname: string): Promise<PlatformBranding | null> {
  try {
    const info = await getDomainInfo(hostname);
    if (info?.platformName) return info;
  } catch {
    /* fall through to the platform configuration */
  }
  try {
    const config = await getPlatformConfig();
    if (config?.platformName) return config;
  } catch {
    /* fall through to the default */
  }
  return null;
}

const loadBranding = ({ hostname }: { hostname: string }) => loadPlatformBranding(hostname);

/**
 * Shows the stored branding at once, then the platform's: sets the document title and favicon and
 * stores platformName, faviconUrl and platLogoUrl in the session.
 */
export function usePlatformBranding(): { platformName: string; logoUrl: string | null } {
  const [stored] = useState(() => storedBranding());
  const { data: loaded } = useShellData('platformBranding', loadBranding, { hostname: window.location.hostname });

  useEffect(() => {
    if (loaded === undefined) return;
    if (loaded === null) {
      applyBranding(DEFAULT_PLATFORM_NAME);
      return;
    }
    const { platformName, faviconUrl, platLogoUrl } = loaded;
    setSessionValues({ platformName, faviconUrl: faviconUrl ?? null, platLogoUrl: platLogoUrl ?? null });
    applyBranding(platformName, faviconUrl);
  }, [loaded]);

  if (loaded === undefined) return stored;
  if (loaded === null) return { ...stored, platformName: stored.platformName || DEFAULT_PLATFORM_NAME };
  return { platformName: loaded.platformName, logoUrl: loaded.platLogoUrl ?? null };
}
