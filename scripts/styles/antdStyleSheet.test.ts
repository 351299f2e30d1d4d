import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESSIBLE_PRIMARY } from '../../src/layout/consoleTheme';
import { antdStyleSheet, SAMPLED_ANTD } from './antdStyleSheet';

/** The antd values (components, message, notification) imported by the console's code. */
function antdImports(): Set<string> {
  const names = new Set<string>();
  for (const root of ['src', 'renderer']) {
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.includes('harness')) continue;
      const text = readFileSync(join(root, file), 'utf8');
      for (const [, list] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
        for (const part of list.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0];
          if (name && !name.startsWith('type ') && name !== 'ConfigProvider' && name !== 'theme') names.add(name);
        }
      }
    }
  }
  return names;
}

/** The cache paths the sheet declares it holds (cssinjs reads them from this rule's `content`). */
const cachePaths = (css: string) => (css.match(/\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/)?.[1] ?? '').split(';');

describe('antd’s stylesheet drawn at build time', () => {
  let css = '';
  beforeAll(() => {
    css = antdStyleSheet();
  });

  it('samples every antd component the console imports', () => {
    const imported = [...antdImports()].filter((name) => /^[A-Z]|^message$|^notification$/.test(name));
    expect(imported.length).toBeGreaterThan(20);
    const missing = imported.filter((name) => !(SAMPLED_ANTD as readonly string[]).includes(name));
    expect(missing).toEqual([]);
  });

  it.each([
    ['Table', '.ant-table-wrapper'],
    ['Button', '.ant-btn'],
    ['Menu (the dark sidebar)', '.ant-menu-dark'],
    ['Form', '.ant-form-item'],
    ['DatePicker', '.ant-picker-dropdown'],
    ['Modal', '.ant-modal'],
    ['message', '.ant-message'],
    ['ProTable', '.ant-pro-table'],
    ['QueryFilter', '.ant-pro-query-filter'],
  ])('holds the rules of %s (%s)', (_name, selector) => {
    expect(css).toContain(selector);
  });

  it('is drawn in the console’s theme, and maps what it holds for cssinjs', () => {
    expect(css.toLowerCase()).toContain(ACCESSIBLE_PRIMARY);
    const paths = cachePaths(css);
    expect(paths.length).toBeGreaterThan(40);
    for (const component of ['Table', 'Button', 'Menu', 'Form', 'ProTable']) {
      // A path is `<token hash>|<Component>-<Component>|<prefix>|…:<style hash>` (antd) or `<token hash>|<Component>:<style hash>` (Pro).
      expect(paths.some((path) => path.split('|')[1]?.split(/[-:]/)[0] === component)).toBe(true);
    }
  });
});
