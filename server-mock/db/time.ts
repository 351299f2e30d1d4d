/** Times in the platform's format `YYYY-MM-DD HH:mm:ss`, China Standard Time (UTC+8), whatever the machine's zone. */
const CST_OFFSET_MS = 8 * 3600_000;

export function formatChinaTime(ms: number): string {
  return new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** 00:00:00 China time of the day containing `ms`. */
export function startOfChinaDay(ms: number): number {
  const day = 86_400_000;
  return Math.floor((ms + CST_OFFSET_MS) / day) * day - CST_OFFSET_MS;
}
