// @vitest-environment jsdom
/**
 * The faster `getComputedStyle` of the component tests (tests/support/visibilityStyle.ts) answers display,
 * visibility, overflow, position, width, height and scrollbar-width exactly as jsdom's own computation does, on antd
 * components that hide parts of themselves through their CSS (an inactive tab, a closed and an open dialog, a
 * collapsed panel, a select with and without its list open), a table that scrolls, and inline styles.
 */
import { act, render, screen } from '@testing-library/react';
import { Collapse, ConfigProvider, Modal, Select, Table, Tabs } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { describe, expect, it } from 'vitest';
import { jsdomComputedStyle } from '../support/visibilityStyle';

const PROPERTIES = [
  'display',
  'visibility',
  'overflow',
  'overflowX',
  'overflowY',
  'position',
  'width',
  'height',
  'scrollbarWidth',
] as const;

function Page() {
  return (
    <ConfigProvider locale={zhCN}>
      <Tabs
        items={[
          { key: 'a', label: '车场', children: <p>车场内容</p> },
          { key: 'b', label: '车道', children: <p>车道内容</p> },
        ]}
      />
      <Collapse items={[{ key: '1', label: '高级', children: <p>折叠内容</p> }]} />
      <Select
        open
        options={[
          { value: 1, label: '微信支付' },
          { value: 2, label: '现金' },
        ]}
        style={{ width: 120 }}
      />
      <Select options={[{ value: 1, label: '包月' }]} />
      <div style={{ visibility: 'hidden' }}>
        <span>隐藏的文字</span>
        <span style={{ visibility: 'visible' }}>又显示的文字</span>
      </div>
      <div style={{ display: 'none' }}>
        <button type="button">不显示的按钮</button>
      </div>
      <Table
        rowKey="plate"
        columns={[{ title: '车牌号', dataIndex: 'plate', width: 120 }]}
        dataSource={[{ plate: '粤B12345' }, { plate: '粤B54321' }]}
        scroll={{ x: 300, y: 80 }}
      />
      <div data-testid="scrollbars" style={{ scrollbarColor: 'red blue', scrollbarWidth: 'thin', width: 30 }} />
      <Modal open title="新增公告" footer={null}>
        <p>对话框内容</p>
      </Modal>
    </ConfigProvider>
  );
}

describe('the faster getComputedStyle agrees with jsdom', () => {
  it('on every element of a page of antd components', async () => {
    render(<Page />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('新增公告')).toBeTruthy();
    const full = jsdomComputedStyle!;
    const elements = [...document.body.querySelectorAll('*')];
    expect(elements.length).toBeGreaterThan(50);
    let hidden = 0;
    const differences: string[] = [];
    for (const element of elements) {
      const fast = window.getComputedStyle(element);
      const slow = full(element);
      if (slow.display === 'none' || slow.visibility === 'hidden') hidden += 1;
      if ((fast.display === 'none') !== (slow.display === 'none'))
        differences.push(`${element.className} display ${fast.display} ≠ ${slow.display}`);
      for (const property of PROPERTIES.slice(1))
        if (fast[property] !== (slow[property] || fast[property]))
          differences.push(`${element.tagName}.${element.className} ${property} ${fast[property]} ≠ ${slow[property]}`);
    }
    // Hidden parts exist (by inline style and by inheritance), so the comparison means something.
    expect(hidden).toBeGreaterThan(2);
    expect(differences).toEqual([]);
  });

  it("answers a pseudo-element with its element's style, as jsdom does, and scrollbar-color as declared", () => {
    render(<Page />);
    const body = document.querySelector('.ant-table-body')!;
    expect(body).toBeTruthy();
    const pseudo = window.getComputedStyle(body, '::-webkit-scrollbar');
    const element = window.getComputedStyle(body);
    expect(element.overflowY).toBe('scroll');
    for (const property of PROPERTIES) expect(pseudo[property], property).toBe(element[property]);
    const own = window.getComputedStyle(screen.getByTestId('scrollbars'));
    expect([own.scrollbarColor, own.scrollbarWidth, own.width]).toEqual(['red blue', 'thin', '30px']);
    expect(window.getComputedStyle(document.body).scrollbarColor).toBe('auto');
  });
});
