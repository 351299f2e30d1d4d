/**
 * A dictionary is either static (items) or loaded (endpoint), never both or neither. An item's tag colour written
 * as #RGB / #RRGGBB is drawn by antd as the tag's background under white text, so it must be dark enough for that
 * text to read (WCAG 2.1 AA, 4.5:1); a light colour is written as an antd preset name, which draws dark text.
 */
import { pointer } from '../../problem';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';

/** The least contrast of normal text (WCAG 2.1 1.4.3). */
const MIN_CONTRAST = 4.5;

type Item = { color?: string; children?: readonly Item[] };

/** Contrast of white text on a #RGB / #RRGGBB background. */
export function whiteTextContrast(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r, g, b] = digits.map((d) => {
    const c = parseInt(d, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

function checkColors(ctx: LintContext, items: readonly Item[], at: readonly (string | number)[]): void {
  items.forEach((item, i) => {
    if (item.color?.startsWith('#')) {
      const contrast = whiteTextContrast(item.color);
      if (contrast < MIN_CONTRAST)
        ctx.report({
          pointer: pointer(...at, i, 'color'),
          rule: 'tagContrast',
          message: lintMessages.tagContrast(item.color, Math.floor(contrast * 100) / 100),
        });
    }
    if (item.children) checkColors(ctx, item.children, [...at, i, 'children']);
  });
}

export function checkDictionaries(ctx: LintContext): void {
  for (const [name, dict] of Object.entries(ctx.doc.dictionaries ?? {})) {
    if ((dict.options === undefined) === (dict.endpoint === undefined)) {
      ctx.report({ pointer: pointer('dictionaries', name), rule: 'dictionarySource', message: lintMessages.dictionarySource() });
    }
    checkColors(ctx, dict.options ?? [], ['dictionaries', name, 'options']);
  }
}
