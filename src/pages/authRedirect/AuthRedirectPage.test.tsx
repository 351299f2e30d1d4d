// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import AuthRedirectPage from './AuthRedirectPage';
import { clearSession, getToken } from '../../auth/session';
import { userStore } from '../../stores/userStore';
import { envelope, installHttpDoubles } from '../../testing/httpDoubles';
import { sessionRoutes } from '../../testing/sessionReplies';

const TICKET = '/api/auth/v2/api/user/loginByTicket';
let http: ReturnType<typeof installHttpDoubles>;
/** The tickets sent to loginByTicket (POST bodies), in order. */
const ticketsSent = () =>
  http.calls
    .filter((c) => c.url === TICKET)
    .map((c) => {
      expect(c.init.method).toBe('POST');
      return (JSON.parse(String(c.init.body)) as { ticket: string }).ticket;
    });

beforeEach(() => {
  clearSession();
  userStore.reset();
  http = installHttpDoubles();
});

describe('AuthRedirectPage', () => {
  it.each([
    ['/auth-redirect?ticket=T1&redirect=%2Ftodo', 'T1', '/todo'],
    ['/auth-redirect?token=K2', 'K2', '/index'],
    ['/auth-redirect?ticket=T3&redirect=%2F%2Fevil.com', 'T3', '/index'],
  ])('%s logs in with %s and goes to %s', async (route, ticket, expected) => {
    http.serve(sessionRoutes({ [TICKET]: () => envelope('200', { token: `tok-${ticket}`, status: 1 }) }));
    const { location } = renderPage(<AuthRedirectPage />, route);
    await waitFor(() => expect(location()).toBe(expected));
    expect(ticketsSent()).toEqual([ticket]);
    expect(getToken()).toBe(`tok-${ticket}`);
  });

  it('shows the failure with a link to /login', async () => {
    http.serve({ [TICKET]: () => envelope('0x10d7500007', null, '票据已失效') });
    renderPage(<AuthRedirectPage />, '/auth-redirect?ticket=bad');
    expect(await screen.findByText('票据已失效')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/login');
    expect(ticketsSent()).toEqual(['bad']);
  });

  it('without a ticket it explains and does not call login', () => {
    renderPage(<AuthRedirectPage />, '/auth-redirect');
    expect(screen.getByText('自动登录失败')).toBeTruthy();
    expect(http.calls).toEqual([]);
  });
});
