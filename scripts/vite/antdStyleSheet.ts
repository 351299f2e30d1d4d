import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The `<meta name>` by which the built page names antd's stylesheet (read by src/app/antdStyleSheet.ts). */
export const ANTD_STYLE_SHEET_META = 'antd-style-sheet';

/**
 * Builds only: draws antd's styles of the console into a stylesheet (scripts/styles/antdStyleSheet.ts), emits it under
 * assets/ with a content hash, and names it in each page's head with `<meta name="antd-style-sheet">`. The development
 * server has no sheet: antd generates its styles in the browser as it always does.
 */
export function antdStyleSheet(): Plugin {
  let href: string | undefined;
  return {
    name: 'antd-style-sheet',
    apply: 'build',
    async buildStart() {
      const { antdStyleSheet: draw } = await import('../styles/antdStyleSheet');
      const source = draw();
      const fileName = `assets/antd-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName, source });
      href = `/${fileName}`;
    },
    transformIndexHtml: () => (href ? [{ tag: 'meta', attrs: { name: ANTD_STYLE_SHEET_META, content: href }, injectTo: 'head' }] : []),
  };
}
