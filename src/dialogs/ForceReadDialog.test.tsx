// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const getForceReadBulletins = vi.fn();
const readBulletins = vi.fn();
vi.mock('../api/bulletins', () => ({
  getForceReadBulletins: () => getForceReadBulletins(),
  readBulletins: (ids: unknown) => readBulletins(ids),
}));

const { ForceReadDialog } = await import('./ForceReadDialog');

const forced = [
  { bulletinId: 7, title: '平台服务协议更新公告', content: '<p>请阅读新版<b>服务协议</b></p><img src=x onerror="window.__hit=1">' },
  { bulletinId: 9, title: '系统升级维护通知', content: '<p>本周六凌晨维护</p>' },
];

describe('forced reading at login', () => {
  beforeEach(() => {
    getForceReadBulletins.mockReset().mockResolvedValue(forced);
    readBulletins.mockReset().mockResolvedValue(null);
  });

  it('shows each bulletin until 我已阅读 marks it read, then nothing', async () => {
    localStorage.setItem('token', 'token-a');
    render(<ForceReadDialog />);
    expect(await screen.findByText('平台服务协议更新公告')).toBeTruthy();
    expect(screen.getByText('服务协议')).toBeTruthy();
    expect((window as { __hit?: number }).__hit).toBeUndefined();
    expect(screen.getByText('请阅读以下公告（还有 1 条）')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '我已阅读' })));
    expect(readBulletins).toHaveBeenCalledWith([7]);
    expect(await screen.findByText('系统升级维护通知')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '我已阅读' })));
    expect(readBulletins).toHaveBeenLastCalledWith([9]);
    await waitFor(() => expect(screen.queryByText('系统升级维护通知')).toBeNull());
  });

  it('fetches once per login, and again for a new session token', async () => {
    localStorage.setItem('token', 'token-b');
    const a = render(<ForceReadDialog />);
    await screen.findByText('平台服务协议更新公告');
    a.unmount();
    render(<ForceReadDialog />);
    expect(getForceReadBulletins).toHaveBeenCalledTimes(1);
    localStorage.setItem('token', 'token-c');
    render(<ForceReadDialog />);
    expect(getForceReadBulletins).toHaveBeenCalledTimes(2);
  });

  it('stays silent when the call fails, and moves on when marking fails', async () => {
    localStorage.setItem('token', 'token-d');
    getForceReadBulletins.mockRejectedValue(new Error('x'));
    const a = render(<ForceReadDialog />);
    await act(async () => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    a.unmount();
    localStorage.setItem('token', 'token-e');
    getForceReadBulletins.mockResolvedValue([forced[1]]);
    readBulletins.mockRejectedValue(new Error('y'));
    render(<ForceReadDialog />);
    await screen.findByText('系统升级维护通知');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '我已阅读' })));
    await waitFor(() => expect(screen.queryByText('系统升级维护通知')).toBeNull());
  });
});
