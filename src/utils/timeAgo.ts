/** "How long ago" labels of spec §9: 刚刚 under 30 s, then minutes, hours (switching at 3600 s and 86400 s), 1天前 under 2 days, then days. */
const MINUTE_SECONDS = 60;
const HOUR_SECONDS = 3600;
export const DAY_SECONDS = 86400;

export function timeAgo(ms: number, now: number = Date.now()): string {
  const diff = (now - ms) / 1000;
  if (diff < 30) return '刚刚';
  if (diff < HOUR_SECONDS) return `${Math.ceil(diff / MINUTE_SECONDS)}分钟前`;
  if (diff < DAY_SECONDS) return `${Math.ceil(diff / HOUR_SECONDS)}小时前`;
  if (diff < DAY_SECONDS * 2) return '1天前';
  return `${Math.floor(diff / DAY_SECONDS)}天前`;
}
