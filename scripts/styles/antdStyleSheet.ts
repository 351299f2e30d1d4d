/**
 * antd's styles of the console, drawn once at build time into a stylesheet.
 *
 * antd 5 and ProComponents style themselves with CSS-in-JS (@ant-design/cssinjs): the first time a kind of component is
 * drawn, its style rules are generated in the browser and inserted, which is most of the cost of a screen's first paint.
 * Here a sample of every antd component (and of the ProComponents the renderer uses) is rendered on the server, under
 * the console's theme, into a cssinjs cache; cssinjs's `extractStyle` writes those rules as plain CSS, with the map of
 * what it holds. In the browser cssinjs reads that map from the loaded stylesheet and skips generating what is in it
 * (`existPath` in cssinjs); anything not in it (a component missing from the sample, another theme) is generated as
 * before, so the sheet only ever saves work. The vite plugin (`scripts/vite/antdStyleSheet.ts`) emits it with the build.
 */
import { createElement as h, Fragment, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import * as pro from '@ant-design/pro-components';
import { consoleTheme } from '../../src/layout/consoleTheme';

type Any = ComponentType<Record<string, unknown>>;
type WithPanel = { _InternalPanelDoNotUseOrYouWillBeFired?: Any };

/**
 * The antd components the console draws: every one that src/ and renderer/ import (a test keeps this list complete),
 * with those they draw inside them (Table's pagination and checkboxes, the pickers' and selects' popups, toasts). Only
 * these: each rule in the sheet is parsed by every page load, so components the console never draws stay out of it.
 */
export const SAMPLED_ANTD = [
  'Alert',
  'Avatar',
  'Badge',
  'Breadcrumb',
  'Button',
  'Card',
  'Cascader',
  'Checkbox',
  'Col',
  'Collapse',
  'DatePicker',
  'Descriptions',
  'Divider',
  'Drawer',
  'Dropdown',
  'Empty',
  'Flex',
  'Form',
  'Image',
  'Input',
  'InputNumber',
  'Layout',
  'List',
  'Menu',
  'Modal',
  'Pagination',
  'Popconfirm',
  'Popover',
  'Progress',
  'Radio',
  'Result',
  'Row',
  'Segmented',
  'Select',
  'Skeleton',
  'Slider',
  'Space',
  'Spin',
  'Statistic',
  'Steps',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Timeline',
  'TimePicker',
  'Tooltip',
  'Tree',
  'TreeSelect',
  'Typography',
  'Upload',
  'message',
  'notification',
] as const;

/** How a sampled component is drawn so that it registers its styles (default: with no props). */
const DRAWN_WITH: Record<string, (C: Any) => ReactElement | null> = {
  Dropdown: (C) => h(C, { menu: { items: [] } }, h('span')),
  Form: (C) => h(C, null, h((C as unknown as { Item: Any }).Item, { label: 'a' }, h(antd.Input))),
  Layout: (C) => {
    const { Sider, Header, Content, Footer } = C as unknown as Record<'Sider' | 'Header' | 'Content' | 'Footer', Any>;
    return h(C, { hasSider: true }, h(Sider, { theme: 'dark', collapsible: true, trigger: null }), h(Header), h(Content), h(Footer));
  },
  Menu: (C) =>
    h(
      Fragment,
      null,
      h(C, { items: [{ key: 'a', label: 'a' }] }),
      h(C, { theme: 'dark', mode: 'inline', items: [{ key: 'a', label: 'a' }] }),
    ),
  Tree: (C) => h(C, { treeData: [] }),
  // Overlays draw their styles through the panel antd keeps for that; toasts through theirs.
  Drawer: () => null,
  Modal: () => null,
  Popconfirm: () => null,
  Popover: () => null,
  Tooltip: () => null,
  message: () => null,
  notification: () => null,
};

function antdSample(): ReactElement[] {
  const all = antd as unknown as Record<string, Any & WithPanel>;
  return SAMPLED_ANTD.flatMap((name) => {
    const C = all[name];
    const panel = C._InternalPanelDoNotUseOrYouWillBeFired;
    const drawn = DRAWN_WITH[name] ? DRAWN_WITH[name](C) : h(C);
    return [...(drawn ? [h(Fragment, { key: name }, drawn)] : []), ...(panel ? [h(panel, { key: `${name}-panel` })] : [])];
  });
}

/** The ProComponents the renderer draws: ProTable with its search form, toolbar and options; forms; descriptions; cards. */
function proSample(): ReactElement[] {
  const p = pro as unknown as Record<string, Any>;
  const columns = [
    { title: 'a', dataIndex: 'a' },
    { title: 'b', dataIndex: 'b', valueType: 'dateRange' },
    { title: 'c', dataIndex: 'c', valueEnum: { 1: { text: 'x', status: 'Success' } } },
  ];
  return [
    h(p.ProTable, {
      key: 'ProTable',
      columns,
      dataSource: [{ a: 1, b: null, c: 1 }],
      rowKey: 'a',
      headerTitle: 'a',
      search: { labelWidth: 'auto' },
      rowSelection: {},
      options: { reload: true, density: true, setting: true },
      toolBarRender: () => [h(antd.Button, { key: 'b' }, 'b')],
      pagination: { total: 1, showSizeChanger: true },
    }),
    h(p.QueryFilter, { key: 'QueryFilter' }, h(p.ProFormText, { name: 'a', label: 'a' })),
    h(p.ProForm, { key: 'ProForm' }, h(p.ProFormText, { name: 'a', label: 'a' })),
    h(p.ProDescriptions, { key: 'ProDescriptions', columns, dataSource: { a: 1, c: 1 } }),
    h(p.ProCard, { key: 'ProCard', title: 'a' }, 'a'),
  ];
}

/** The stylesheet: every sampled component's rules under the console's theme, and cssinjs's map of them. */
export function antdStyleSheet(): string {
  const cache = createCache();
  // The samples are drawn without data or a browser: React's and antd's warnings about that are not the build's concern.
  const { error, warn } = console;
  console.error = console.warn = () => undefined;
  try {
    renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: consoleTheme }, ...antdSample(), ...proSample())));
  } finally {
    console.error = error;
    console.warn = warn;
  }
  return extractStyle(cache, { plain: true });
}
