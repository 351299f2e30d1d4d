// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, installHttpDoubles } from '../testing/httpDoubles';
import { DialogHost } from './DialogHost';
import { closeDialog, dialogStore, openDialog } from './dialogStore';
import { renderDialog } from '../testing/renderDialog';

let http: ReturnType<typeof installHttpDoubles>;
const REVOKE = '/api/basic/v2/api/dealer/revokePrivacy';

beforeEach(() => {
  http = installHttpDoubles();
  localStorage.clear();
  localStorage.setItem('token', 'tk');
  localStorage.setItem('platformType', '1');
  http.serve({
    '/api/dealer/v2/api/dealerInfos/about': () =>
      envelope('200', { logoUrl: '/mock-assets/logo.svg', platformName: '云停车管理控制平台', version: 'V0' }),
    '/api/basic/v2/api/getVersion': () => envelope('200', 'V3.6.2 build 20260115'),
    [REVOKE]: () => envelope('200', null),
    '/api/auth/v2/api/user/logout': () => envelope('200', null),
  });
});
afterEach(() => {
  closeDialog();
});

const open = () => {
  openDialog('about');
  return renderDialog(<DialogHost />);
};

describe('关于', () => {
  it('shows the logo, the platform name and the version from getVersion', async () => {
    open();
    expect(await screen.findByText('版本号：V3.6.2 build 20260115')).toBeTruthy();
    expect(screen.getByText('关于')).toBeTruthy();
    expect(screen.getByText('云停车管理控制平台')).toBeTruthy();
    expect(screen.getByAltText('平台标志').getAttribute('src')).toBe('/mock-assets/logo.svg');
  });

  it('falls back to the version of dealerInfos/about, then to --', async () => {
    http.serve({
      '/api/dealer/v2/api/dealerInfos/about': () => envelope('200', { platformName: '云停车管理控制平台', version: 'V9' }),
      '/api/basic/v2/api/getVersion': () => envelope('0x1', null, 'x'),
    });
    open();
    expect(await screen.findByText('版本号：V9')).toBeTruthy();
  });

  it('offers no privacy revoke on the multi-dealer platform', async () => {
    localStorage.setItem('platformType', '2');
    open();
    await screen.findByText('版本号：V3.6.2 build 20260115');
    expect(screen.queryByText('取消隐私授权')).toBeNull();
  });

  it('取消隐私授权 asks first; 取消 changes nothing', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: '取消隐私授权' }));
    expect(await screen.findByText('取消授权后将退出登录，是否取消隐私协议授权？')).toBeTruthy();
    expect(dialogStore.get().open).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /取\s*消/ })));
    await waitFor(() => expect(screen.queryByText('取消授权后将退出登录，是否取消隐私协议授权？')).toBeNull());
    expect(http.paths()).not.toContain(REVOKE);
    expect(localStorage.getItem('token')).toBe('tk');
  });

  it('on 确定 revokes the consent, then logs out to /login', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: '取消隐私授权' }));
    await screen.findByText('取消授权后将退出登录，是否取消隐私协议授权？');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    const paths = http.paths();
    expect(paths.indexOf(REVOKE)).toBeGreaterThan(-1);
    expect(paths.indexOf('/api/auth/v2/api/user/logout')).toBeGreaterThan(paths.indexOf(REVOKE));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stays logged in when the revocation fails', async () => {
    http.serve({
      ...{ '/api/basic/v2/api/getVersion': () => envelope('200', 'V1') },
      [REVOKE]: () => envelope('0x10d7500015', null, '当前状态不允许该操作'),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: '取消隐私授权' }));
    await screen.findByText('取消授权后将退出登录，是否取消隐私协议授权？');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(http.toasts.some((t) => t.content === '当前状态不允许该操作')).toBe(true));
    expect(http.paths()).not.toContain('/api/auth/v2/api/user/logout');
    expect(localStorage.getItem('token')).toBe('tk');
  });
});
