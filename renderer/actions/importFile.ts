/** Checks a file against an import action's `accept` and `maxSizeMb`; returns the Chinese message of the first problem. */
export function importFileProblem(
  file: { name: string; size: number; type?: string },
  accept: string | undefined,
  maxSizeMb: number | undefined,
): string | undefined {
  if (accept) {
    const allowed = accept
      .split(',')
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean);
    const name = file.name.toLowerCase();
    const type = (file.type ?? '').toLowerCase();
    const ok = allowed.some((a) =>
      a.startsWith('.') ? name.endsWith(a) : a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : type === a,
    );
    if (!ok) return `只能上传 ${allowed.join('、')} 格式的文件`;
  }
  if (maxSizeMb !== undefined && file.size > maxSizeMb * 1024 * 1024) return `上传文件大小不能超过${maxSizeMb}M`;
  return undefined;
}
