import { describe, expect, it } from 'vitest';
import { formatMb, parseVmRssKb, readRssBytes } from '../../../bench/procStatus';

const STATUS = `Name:\tnode
Umask:\t0022
State:\tS (sleeping)
Pid:\t4242
VmPeak:\t 1234568 kB
VmSize:\t 1180000 kB
VmHWM:\t  160000 kB
VmRSS:\t  122164 kB
RssAnon:\t   80000 kB
Threads:\t11
`;

describe('bench RSS reading', () => {
  it.each([
    ['a /proc/<pid>/status text', STATUS, 122164],
    ['a text with VmRSS first', 'VmRSS:\t 10 kB\nVmHWM:\t 20 kB\n', 10],
    ['a text without VmRSS (a kernel thread)', 'Name:\tkthreadd\nState:\tS (sleeping)\n', undefined],
    ['a line that only starts like it', 'VmRSSx:\t 10 kB\n', undefined],
    ['an empty text', '', undefined],
  ])('parses VmRSS of %s', (_label, text, kb) => {
    expect(parseVmRssKb(text)).toBe(kb);
  });

  it('reads the RSS of a live process and nothing for a missing one', () => {
    if (process.platform !== 'linux') return;
    const rss = readRssBytes(process.pid);
    expect(rss).toBeGreaterThan(1024 * 1024);
    expect((rss as number) % 1024).toBe(0);
    expect(readRssBytes(2 ** 30)).toBeUndefined();
  });

  it.each([
    [122164 * 1024, '119.3 MB'],
    [0, '0.0 MB'],
    [undefined, 'n/a'],
  ])('formats %j bytes as %s', (bytes, text) => {
    expect(formatMb(bytes)).toBe(text);
  });
});
