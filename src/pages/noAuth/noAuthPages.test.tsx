// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Modal } from 'antd';
import { renderPage } from '../../testing/renderPage';
import NoAuthPage from './NoAuthPage';
import NoIndepAuthPage from './NoIndepAuthPage';
import NoDoubleAuthPage from './NoDoubleAuthPage';
import { envelope, installHttpDoubles } from '../../testing/httpDoubles';

const LOGOUT = '/api/auth/v2/api/user/logout';
let http: ReturnType<typeof installHttpDoubles>;
const logoutCalls = () => http.calls.filter((c) => c.url === LOGOUT).map((c) => c.init.method);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('platformType', '1');
  localStorage.setItem('token', 'tk');
  http = installHttpDoubles();
  http.serve({ [LOGOUT]: () => envelope('200', null) });
});
afterEach(() => {
  Modal.destroyAll();
  // The confirm leaves its closing animation behind: drop it so each test sees only its own dialog.
  document.querySelectorAll('.ant-modal-root').forEach((el) => el.parentElement?.remove());
});

describe.each([
  ['/noAuth', NoAuthPage, '平台尚未导入授权'],
  ['/noIndepAuth', NoIndepAuthPage, '平台尚未导入独立授权'],
  ['/noDoubleAuth', NoDoubleAuthPage, '平台尚未完成双授权'],
])('%s', (route, Page, title) => {
  it(`says ${title} and opens the operator-authorisation page in a new window`, () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage(<Page />, route);
    expect(screen.getByText(title)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /前往授权管理/ }));
    expect(open).toHaveBeenCalledWith('/systemManage/operatorAuth/index', '_blank', 'noopener,noreferrer');
  });

  it('logs out after the confirmation', async () => {
    const { location } = renderPage(<Page />, route);
    fireEvent.click(screen.getByRole('button', { name: /退出登录/ }));
    expect(await screen.findByText('是否确认退出，并返回登录界面?')).toBeTruthy();
    expect(logoutCalls()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(logoutCalls()).toEqual(['GET']);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
