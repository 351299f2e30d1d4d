import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RICH_TEXT = 'renderer/fields/richText.tsx';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The no-restricted-syntax messages ESLint gives `code` as if it were the file `filePath`. */
async function restricted(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length) throw new Error(fatal.map((m) => m.message).join('\n'));
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const RAW_HTML = 'HTML is rendered only by renderer/fields/richText.tsx (RichTextHtml), which sanitises it.';
const BLANK = 'A target="_blank" link needs rel="noopener noreferrer".';
const WINDOW_OPEN =
  "window.open needs the features 'noopener,noreferrer' (or use openInNewWindow / openConsolePath of src/layout/openWindow.ts).";
const DOM_HTML = 'Write text, or render HTML through renderer/fields/richText.tsx.';

describe('eslint.config.js: raw HTML only in the rich text component', () => {
  it.each([
    ['src/pages/Fixture.tsx', 'export const A = ({ h }: { h: string }) => <div dangerouslySetInnerHTML={{ __html: h }} />;\n', [RAW_HTML]],
    [
      'renderer/views/Fixture.tsx',
      "import { createElement } from 'react';\nexport const A = (h: string) => createElement('div', { dangerouslySetInnerHTML: { __html: h } });\n",
      [RAW_HTML],
    ],
    ['tests/e2e/fixture.tsx', 'export const A = ({ h }: { h: string }) => <div dangerouslySetInnerHTML={{ __html: h }} />;\n', [RAW_HTML]],
    ['src/layout/fixture.ts', 'export function put(el: HTMLElement, h: string) {\n  el.innerHTML = h;\n}\n', [DOM_HTML]],
    [
      'renderer/fields/fixture.ts',
      "export function put(el: HTMLElement, h: string) {\n  el.insertAdjacentHTML('beforeend', h);\n}\n",
      [DOM_HTML],
    ],
    ['src/layout/Fixture.tsx', 'export const A = ({ h }: { h: string }) => <span>{h}</span>;\n', []],
  ])('%s', async (filePath, code, messages) => {
    expect(await restricted(code, filePath)).toEqual(messages);
  });

  it('the rich text component itself is allowed (and is the only file that renders HTML)', async () => {
    const source = readFileSync(new URL(`../../../${RICH_TEXT}`, import.meta.url), 'utf8');
    expect(source).toContain('dangerouslySetInnerHTML');
    expect(await restricted(source, RICH_TEXT)).toEqual([]);
    // The same source anywhere else is refused.
    expect(await restricted(source, 'renderer/fields/richTextCopy.tsx')).toContain(RAW_HTML);
  });
});

describe('eslint.config.js: new tabs and windows are unlinked from the console', () => {
  it.each([
    ['<a href={u} target="_blank">x</a>', [BLANK]],
    ['<a href={u} target="_blank" rel="noopener">x</a>', [BLANK]],
    ['<a href={u} target="_blank" rel="noopener noreferrer">x</a>', []],
    ['<a href={u}>x</a>', []],
  ])('%s', async (jsx, messages) => {
    expect(await restricted(`export const A = ({ u }: { u: string }) => ${jsx};\n`, 'src/pages/Fixture.tsx')).toEqual(messages);
  });

  it.each([
    ["window.open(u, '_blank');", [WINDOW_OPEN]],
    ["window.open(u, '_blank', 'noopener');", [WINDOW_OPEN]],
    ["window.open(u, '_blank', 'noopener,noreferrer');", []],
  ])('%s', async (call, messages) => {
    expect(await restricted(`export function go(u: string) {\n  ${call}\n}\n`, 'src/layout/fixture.ts')).toEqual(messages);
  });
});

/** Every non-test source file of the console (src/, renderer/), relative to the repository. */
function consoleSources(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/(^|\/)testing\//.test(rel)) out.push(rel);
    }
  };
  walk('src');
  walk('renderer');
  return out;
}

describe('the console source tree as it is', () => {
  const sources = consoleSources().map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));

  it('renders HTML in one place only', () => {
    expect(sources.filter((s) => /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML/.test(s.text)).map((s) => s.file)).toEqual([
      RICH_TEXT,
    ]);
  });

  it('opens every new window with noopener,noreferrer and gives every target="_blank" link rel="noopener noreferrer"', () => {
    const opens = sources.flatMap((s) => [...s.text.matchAll(/window\.open\(([^;]*)\)/g)].map((m) => `${s.file}: ${m[1]}`));
    expect(opens.length).toBeGreaterThan(3);
    expect(opens.filter((o) => !o.includes("'noopener,noreferrer'"))).toEqual([]);
    const blanks = sources.flatMap((s) => [...s.text.matchAll(/<a\b[^>]*target="_blank"[^>]*>/g)].map((m) => `${s.file}: ${m[0]}`));
    expect(blanks.length).toBeGreaterThan(1);
    expect(blanks.filter((b) => !b.includes('rel="noopener noreferrer"'))).toEqual([]);
  });
});
