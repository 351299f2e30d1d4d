// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import AuthRedirectPage from './AuthRedirectPage';
import { loginWithTicket } from '../../auth/login';

vi.mock('../../auth/login', () => ({ loginWithTicket: vi.fn() }));
const login = vi.mocked(loginWithTicket);

beforeEach(() => vi.resetAllMocks());

describe('AuthRedirectPage', () => {
  it.each([
    ['/auth-redirect?ticket=T1&redirect=%2Ftodo', 'T1', '/todo'],
    ['/auth-redirect?token=K2', 'K2', '/index'],
    ['/auth-redirect?ticket=T3&redirect=%2F%2Fevil.com', 'T3', '/index'],
  ])('%s logs in with %s and goes to %s', async (route, ticket, expected) => {
    login.mockResolvedValue({ ok: true });
    const { location } = renderPage(<AuthRedirectPage />, route);
    await waitFor(() => expect(location()).toBe(expected));
    expect(login).toHaveBeenCalledWith(ticket);
  });

  it('shows the failure with a link to /login', async () => {
    login.mockResolvedValue({ ok: false, message: '票据已失效', needVerifyCode: false });
    renderPage(<AuthRedirectPage />, '/auth-redirect?ticket=bad');
    expect(await screen.findByText('票据已失效')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/login');
  });

  it('without a ticket it explains and does not call login', () => {
    renderPage(<AuthRedirectPage />, '/auth-redirect');
    expect(screen.getByText('自动登录失败')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });
});
