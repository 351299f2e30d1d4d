import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSOLE_SECURITY_HEADERS, DATA_SECURITY_HEADERS } from './securityHeaders';
import { CACHE_IMMUTABLE, CACHE_INDEX, CACHE_OTHER } from './staticFiles';

const CONF = readFileSync(new URL('../../docs/deploy-nginx.conf', import.meta.url), 'utf8');

interface Block {
  name: string;
  headers: { name: string; value: string; always: boolean }[];
}

/** The `location` blocks of the example (comments dropped) with their add_header lines. */
function locationBlocks(text: string): Block[] {
  const lines = text.split('\n').map((l) => l.replace(/#.*$/, '').trim());
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (const line of lines) {
    const open = /^location\s+(.+?)\s*\{$/.exec(line);
    if (open) current = { name: open[1], headers: [] };
    else if (line === '}' && current) {
      blocks.push(current);
      current = null;
    } else if (line.startsWith('add_header')) {
      const m = /^add_header\s+([\w-]+)\s+"([^"]*)"(\s+always)?;$/.exec(line);
      if (!m) throw new Error(`add_header line not understood: ${line}`);
      const header = { name: m[1], value: m[2], always: Boolean(m[3]) };
      if (!current) throw new Error(`add_header outside a location block: ${line}`);
      current.headers.push(header);
    }
  }
  return blocks;
}

const blocks = locationBlocks(CONF);
const block = (name: string) => {
  const found = blocks.find((b) => b.name === name);
  if (!found) throw new Error(`no location ${name} in docs/deploy-nginx.conf`);
  return found;
};
const securityOf = (b: Block) => Object.fromEntries(b.headers.filter((h) => h.name !== 'Cache-Control').map((h) => [h.name, h.value]));

describe('docs/deploy-nginx.conf sends what securityHeaders.ts sends', () => {
  it.each([
    ['= /index.html', CACHE_INDEX],
    ['/assets/', CACHE_IMMUTABLE],
    ['/', CACHE_OTHER],
  ])('location %s: every console security header, exactly, on every status; Cache-Control %s', (name, cache) => {
    const b = block(name);
    expect(securityOf(b)).toEqual(CONSOLE_SECURITY_HEADERS);
    expect(b.headers.filter((h) => h.name !== 'Cache-Control')).toHaveItemsAllMatching((h) => h.always);
    expect(b.headers.filter((h) => h.name === 'Cache-Control')).toEqual([{ name: 'Cache-Control', value: cache, always: false }]);
  });

  it('location /api/: nosniff and the referrer policy on every status', () => {
    const b = block('/api/');
    expect(securityOf(b)).toEqual(DATA_SECURITY_HEADERS);
    expect(b.headers).toHaveItemsAllMatching((h) => h.always);
  });

  it('proxies /api/ and /websocket (upgrade) to the platform, and falls back to index.html', () => {
    expect(CONF).toMatch(/location \/api\/ \{\s*proxy_pass http:\/\/parking_platform;/);
    expect(CONF).toMatch(
      /location \/websocket \{[^}]*proxy_set_header Upgrade \$http_upgrade;[^}]*proxy_set_header Connection \$connection_upgrade;/,
    );
    expect(CONF).toMatch(/location \/ \{\s*try_files \$uri \/index\.html;/);
  });

  it('has no add_header at server level (nginx would silently drop it in every location above)', () => {
    const outside = CONF.split('\n')
      .map((l) => l.replace(/#.*$/, '').trim())
      .filter((l) => l.startsWith('add_header')).length;
    expect(outside).toBe(blocks.reduce((n, b) => n + b.headers.length, 0));
  });
});
