import path from 'node:path';
import { formatChinaTime } from '../db/time';

/** The folder of today's uploads (China date): `console/YYYYMMDD/`. */
export const uploadDirOf = (now: number) => `console/${formatChinaTime(now).slice(0, 10).replace(/-/g, '')}/`;

/** The extension of a file name, lowercased with its dot (`.png`), or '' when it has none or an odd one. */
export function extensionOf(name: string): string {
  const ext = path.extname(name).toLowerCase();
  return /^\.[a-z0-9]{1,8}$/.test(ext) ? ext : '';
}

const SEGMENT = /^[A-Za-z0-9._-]+$/;
const MAX_KEY_LENGTH = 512;

/**
 * True for an object key the stores may write to disk: `/`-separated segments of letters, digits, `.`, `_` and `-`,
 * no empty segment, no leading slash, and no `..` anywhere.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || key.includes('..')) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && segment !== '.');
}
