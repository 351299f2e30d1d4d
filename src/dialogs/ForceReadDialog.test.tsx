// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, installHttpDoubles } from '../testing/httpDoubles';
import { ForceReadDialog } from './ForceReadDialog';

const FORCED = '/api/publicity/v2/api/bulletinInfo/forceReadBulletinInfos';
const READ = '/api/publicity/v2/api/bulletinInfos/readBulletins';

const forced = [
  { bulletinId: 7, title: '平台服务协议更新公告', content: '<p>请阅读新版<b>服务协议</b></p><img src=x onerror="window.__hit=1">' },
  { bulletinId: 9, title: '系统升级维护通知', content: '<p>本周六凌晨维护</p>' },
];

let http: ReturnType<typeof installHttpDoubles>;
const readBodies = () => http.calls.filter((c) => c.url === READ).map((c) => [c.init.method, JSON.parse(String(c.init.body))]);
const forcedLoads = () => http.paths().filter((p) => p === FORCED).length;

describe('forced reading at login', () => {
  beforeEach(() => {
    http = installHttpDoubles();
    http.serve({ [FORCED]: () => envelope('200', forced), [READ]: () => envelope('200', null) });
  });

  it('shows each bulletin until 我已阅读 marks it read, then nothing', async () => {
    localStorage.setItem('token', 'token-a');
    render(<ForceReadDialog />);
    expect(await screen.findByText('平台服务协议更新公告')).toBeTruthy();
    expect(await screen.findByText('服务协议')).toBeTruthy();
    expect((window as { __hit?: number }).__hit).toBeUndefined();
    expect(screen.getByText('请阅读以下公告（还有 1 条）')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /我已阅读/ })));
    await waitFor(() => expect(readBodies()).toEqual([['POST', { bulletinIds: [7] }]]));
    expect(await screen.findByText('系统升级维护通知')).toBeTruthy();
    const next = await screen.findByRole('button', { name: /我已阅读/ });
    await act(async () => fireEvent.click(next));
    await waitFor(() => expect(readBodies().at(-1)).toEqual(['POST', { bulletinIds: [9] }]));
    await waitFor(() => expect(screen.queryByText('系统升级维护通知')).toBeNull());
  });

  it('fetches once per login, and again for a new session token', async () => {
    localStorage.setItem('token', 'token-b');
    const a = render(<ForceReadDialog />);
    await screen.findByText('平台服务协议更新公告');
    a.unmount();
    render(<ForceReadDialog />);
    expect(forcedLoads()).toBe(1);
    localStorage.setItem('token', 'token-c');
    render(<ForceReadDialog />);
    await waitFor(() => expect(forcedLoads()).toBe(2));
  });

  it('stays silent when the call fails, and moves on when marking fails', async () => {
    localStorage.setItem('token', 'token-d');
    http.serve({ [FORCED]: () => envelope('0x1', null, 'x') });
    const a = render(<ForceReadDialog />);
    await waitFor(() => expect(forcedLoads()).toBe(1));
    await act(async () => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    a.unmount();
    localStorage.setItem('token', 'token-e');
    http.serve({ [FORCED]: () => envelope('200', [forced[1]]), [READ]: () => envelope('0x1', null, 'y') });
    render(<ForceReadDialog />);
    await screen.findByText('系统升级维护通知');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /我已阅读/ })));
    await waitFor(() => expect(screen.queryByText('系统升级维护通知')).toBeNull());
    expect(http.toasts).toEqual([]);
  });
});
