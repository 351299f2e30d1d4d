/** The complete document of the how-to in docs/schema-language.md passes schemas:check, so the guide cannot rot. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkAll } from '../../scripts/schemas/checkAll';
import { lintMessages } from '../../scripts/schemas/lint/messages';

const doc = readFileSync('docs/schema-language.md', 'utf8');

describe('docs/schema-language.md', () => {
  it('has a how-to example that passes the check as schemas/specificCar.json', () => {
    const m = /<!-- example: (schemas\/[A-Za-z]+\.json) -->\n```json\n([\s\S]*?)\n```/.exec(doc);
    expect(m?.[1]).toBe('schemas/specificCar.json');
    expect(checkAll([{ path: m![1], text: m![2] }]).problems).toEqual([]);
  });

  it('documents every lint rule', () => {
    for (const rule of Object.keys(lintMessages)) expect(doc, rule).toContain('`' + rule + '`');
  });
});
