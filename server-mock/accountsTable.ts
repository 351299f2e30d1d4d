import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/demoAccounts';

/** Display width in a terminal: CJK and full-width characters take two columns. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text)
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1;
  return width;
}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - displayWidth(text)));

/** The demo accounts as an aligned text table (account, what it is, password). */
export function formatAccountsTable(): string {
  const rows = [['账号', '说明', '密码'], ...DEMO_ACCOUNTS.map((a) => [a.account, a.description, DEMO_PASSWORD])];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => displayWidth(r[i]))));
  const line = (r: string[]) =>
    `  ${r
      .map((cell, i) => pad(cell, widths[i]))
      .join('  ')
      .trimEnd()}`;
  return [line(rows[0]), `  ${widths.map((w) => '-'.repeat(w)).join('  ')}`, ...rows.slice(1).map(line)].join('\n');
}
