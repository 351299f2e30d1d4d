import { showWarning } from '../api/toast';

/**
 * Opens a url in a new window without giving it access to the console (noopener, noreferrer).
 * Only http and https are opened (a path is taken relative to this site); anything else, such as
 * javascript: or data:, is refused. Returns whether a window was asked for.
 */
export function openInNewWindow(url: string | null | undefined): boolean {
  if (typeof url !== 'string' || !url.trim()) return false;
  let target: URL;
  try {
    target = new URL(url.trim(), window.location.origin);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  window.open(target.href, '_blank', 'noopener,noreferrer');
  return true;
}

/** Opens one of the console's own paths (e.g. /systemManage) in a new tab, unlinked from this one. */
export function openConsolePath(path: string): void {
  window.open(path, '_blank', 'noopener,noreferrer');
}

/** Shown when a url from the server cannot be opened. */
export const INVALID_URL_MESSAGE = '页面地址无效，无法打开';

/**
 * Asks the server for a url (`data.url`) and opens it in a new window. A failed call has been
 * reported by the HTTP client already; an unusable url is reported here.
 */
export async function openUrlFrom(load: () => Promise<{ url?: string } | null | undefined>): Promise<boolean> {
  let url: string | undefined;
  try {
    url = (await load())?.url;
  } catch {
    return false;
  }
  if (openInNewWindow(url)) return true;
  showWarning(INVALID_URL_MESSAGE);
  return false;
}
