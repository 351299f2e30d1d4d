// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import HomePage, { todayText } from './HomePage';
import { userStore } from '../../stores/userStore';
import type { UserInfo } from '../../auth/types';

import { envelope, installHttpDoubles } from '../../testing/httpDoubles';

const BACKLOGS = '/api/backlog/v2/api/backlogs';
let http: ReturnType<typeof installHttpDoubles>;
const backlogQueries = () =>
  http.calls.filter((c) => c.url.split('?')[0] === BACKLOGS).map((c) => Object.fromEntries(new URL(c.url, 'http://console').searchParams));

const user = {
  userId: 'u1',
  account: 'admin',
  name: '张三',
  userType: 2,
  modified: false,
  isVerify: 1,
  platformType: 1,
  platformName: '云停车管理控制平台',
  enterpriseStatus: 1,
} as UserInfo;

beforeEach(() => {
  http = installHttpDoubles();
  userStore.reset();
});

describe('HomePage', () => {
  it('formats today in Chinese', () => {
    expect(todayText(new Date(2024, 4, 1))).toBe('2024年5月1日 星期三');
  });

  it('welcomes the user, shows the counters linking to /todo and the latest pending items', async () => {
    const now = Date.now();
    const fmt = (ms: number) => new Date(ms).toISOString();
    const results = [
      { backlogId: 'a', title: '月对账单待确认', backlogType: 1, dealStatus: 0, createTime: fmt(now - 10_000) },
      { backlogId: 'b', title: '设备巡检', backlogType: 1, dealStatus: 0, createTime: fmt(now - 2 * 3600_000 - 1000) },
    ];
    http.serve({ [BACKLOGS]: () => envelope('200', { results, totalRecord: 2 }) });
    act(() =>
      userStore.set({ user, counters: { todoNum: 7, exeNum: 3, doneNum: 12, unusualParkNum: 0, unusualDevNum: 0, illegalParkNum: 0 } }),
    );
    const { location } = renderPage(<HomePage />, '/index');
    expect(screen.getByText('您好，张三，欢迎使用云停车管理控制平台')).toBeTruthy();
    for (const [title, value] of [
      ['待处理', '7'],
      ['全部待办', '3'],
      ['已处理', '12'],
    ]) {
      const link = screen.getByRole('link', { name: new RegExp(title) });
      expect(link.getAttribute('href')).toBe('/todo');
      expect(link.textContent).toContain(value);
    }
    expect(await screen.findByText('月对账单待确认')).toBeTruthy();
    expect(backlogQueries()).toEqual([{ pageNo: '1', pageSize: '5', dealStatus: '0' }]);
    expect(screen.getByText('刚刚')).toBeTruthy();
    expect(screen.getByText('3小时前')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '查看全部' }));
    expect(location()).toBe('/todo');
  });

  it('shows the empty list text', async () => {
    http.reply(envelope('200', { results: [], totalRecord: 0 }));
    renderPage(<HomePage />, '/index');
    expect(await screen.findByText('暂无待处理的待办事项')).toBeTruthy();
  });

  it('a failure offers 重试', async () => {
    http.reply(envelope('0x1', null, '网络异常'), envelope('200', { results: [], totalRecord: 0 }));
    renderPage(<HomePage />, '/index');
    expect(await screen.findByText('网络异常')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('暂无待处理的待办事项')).toBeTruthy();
  });
});
