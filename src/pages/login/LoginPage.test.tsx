// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import LoginPage from './LoginPage';
import { hashLoginPassword } from '../../auth/password';
import { clearSession, getToken } from '../../auth/session';
import { userStore } from '../../stores/userStore';
import { envelope, installHttpDoubles, type Reply } from '../../testing/httpDoubles';
import { sessionRoutes } from '../../testing/sessionReplies';

const AUTH = '/api/auth/v2/api/user';
const CHALLENGE = `${AUTH}/getChallengeCode`;
const LOGIN = `${AUTH}/login`;
const TICKET = `${AUTH}/loginByTicket`;
const CHECK_ACCOUNT = `${AUTH}/checkAccount`;
const PIC_CODE = `${AUTH}/getPicVerifyCode`;
const DOMAIN = '/api/dealer/v2/api/dealerInfos/domain';
const PLATFORM_CONFIG = '/api/basic/v2/api/platformConfig';

let http: ReturnType<typeof installHttpDoubles>;
let routes: Record<string, Reply>;
const servePlatform = (overrides: Record<string, Reply>) => {
  routes = { ...routes, ...overrides };
  http.serve(routes);
};
const callsTo = (path: string) => http.calls.filter((c) => c.url.split('?')[0] === path);
/** The JSON bodies POSTed to `path`. */
const bodies = (path: string) =>
  callsTo(path).map((c) => {
    expect(c.init.method).toBe('POST');
    return JSON.parse(String(c.init.body)) as unknown;
  });
/** A login refused with `msg` (the platform's body; needVerifyCode when it asks for a picture code). */
const refuse =
  (msg: string, needVerifyCode = false) =>
  () =>
    envelope('0x10d7500003', needVerifyCode ? { needVerifyCode } : null, msg);
/** What the login call carries for `password` after the challenge of this platform. */
const hashed = (password: string) => hashLoginPassword(password, 'S@lt', 'cv-9');

const account = () => screen.getByLabelText('账号') as HTMLInputElement;
const password = () => screen.getByLabelText('密码') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));

function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

beforeEach(() => {
  localStorage.clear();
  clearSession();
  userStore.reset();
  document.title = '';
  http = installHttpDoubles();
  routes = {};
  servePlatform(
    sessionRoutes({
      [DOMAIN]: () => envelope('0x1', null, 'no domain'),
      [PLATFORM_CONFIG]: () => envelope('0x1', null, 'no config'),
      [CHECK_ACCOUNT]: () => envelope('200', { needVerifyCode: false }),
      [PIC_CODE]: () => envelope('200', { verifyCodeId: 'v1', image: 'data:image/svg+xml;base64,AAA' }),
      [CHALLENGE]: () => envelope('200', { salt: 'S@lt', codeValue: 'cv-9', codeKey: 'key-1' }),
      [LOGIN]: () => envelope('200', { token: 'tok-1', status: 1 }),
      [TICKET]: () => envelope('200', { token: 'tok-t', status: 1 }),
    }),
  );
});

describe('LoginPage', () => {
  it('shows 请输入账号 and 请输入密码 when submitted empty, and does not call login', async () => {
    renderPage(<LoginPage />, '/login');
    submit();
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(callsTo(CHALLENGE)).toEqual([]);
    expect(callsTo(LOGIN)).toEqual([]);
  });

  it('shows the failure message inline and keeps the typed account and password', async () => {
    servePlatform({ [LOGIN]: refuse('账号或密码错误') });
    renderPage(<LoginPage />, '/login');
    type(account(), ' admin ');
    type(password(), 'Secret#123');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('账号或密码错误');
    expect(bodies(CHALLENGE)).toEqual([{ account: 'admin' }]);
    expect(bodies(LOGIN)).toEqual([{ account: 'admin', password: hashed('Secret#123'), codeKey: 'key-1' }]);
    expect(getToken()).toBeNull();
    expect(account().value).toBe(' admin ');
    expect(password().value).toBe('Secret#123');
    expect(screen.queryByLabelText('图片验证码')).toBeNull();
  });

  it('shows the picture-code row when the account needs one, and requires it', async () => {
    servePlatform({ [CHECK_ACCOUNT]: () => envelope('200', { needVerifyCode: true }) });
    renderPage(<LoginPage />, '/login');
    type(account(), 'locked');
    fireEvent.blur(account());
    await waitFor(() => expect(bodies(CHECK_ACCOUNT)).toEqual([{ account: 'locked' }]));
    const image = (await screen.findByAltText('图片验证码')) as HTMLImageElement;
    expect(image.src).toContain('data:image/svg+xml');
    type(password(), 'Secret#123');
    submit();
    expect(await screen.findByText('请输入图片验证码')).toBeTruthy();
    expect(callsTo(LOGIN)).toEqual([]);

    type(screen.getByPlaceholderText('图片验证码') as HTMLInputElement, 'ab12');
    submit();
    await waitFor(() =>
      expect(bodies(LOGIN)).toEqual([
        {
          account: 'locked',
          password: hashed('Secret#123'),
          codeKey: 'key-1',
          verifyCodeId: 'v1',
          verifyCode: 'ab12',
        },
      ]),
    );
    await waitFor(() => expect(getToken()).toBe('tok-1'));
  });

  it('clicking the picture fetches a new one', async () => {
    servePlatform({ [CHECK_ACCOUNT]: () => envelope('200', { needVerifyCode: true }) });
    renderPage(<LoginPage />, '/login');
    type(account(), 'locked');
    fireEvent.blur(account());
    await screen.findByAltText('图片验证码');
    servePlatform({ [PIC_CODE]: () => envelope('200', { verifyCodeId: 'v2', image: 'data:image/svg+xml;base64,BBB' }) });
    fireEvent.click(screen.getByRole('button', { name: '刷新图片验证码' }));
    await waitFor(() => expect((screen.getByAltText('图片验证码') as HTMLImageElement).src).toContain('BBB'));
    expect(callsTo(PIC_CODE)).toHaveLength(2);
  });

  it('a failure that asks for a picture code shows the picture row', async () => {
    servePlatform({ [LOGIN]: refuse('请输入图片验证码', true) });
    renderPage(<LoginPage />, '/login');
    type(account(), 'admin');
    type(password(), 'wrong');
    submit();
    expect(await screen.findByAltText('图片验证码')).toBeTruthy();
    expect(account().value).toBe('admin');
    expect(password().value).toBe('wrong');
    expect(bodies(LOGIN)).toEqual([{ account: 'admin', password: hashed('wrong'), codeKey: 'key-1' }]);
  });

  it.each([
    ['/login?redirect=%2Ftodo%3FpageNo%3D2', '/todo?pageNo=2'],
    ['/login?redirect=%252Fenterprise%253Fflag%253D1', '/enterprise?flag=1'],
    ['/login', '/index'],
    ['/login?redirect=%2F%2Fevil.com', '/index'],
    ['/login?redirect=https%3A%2F%2Fevil.com', '/index'],
  ])('after success from %s it goes to %s', async (route, expected) => {
    const { location } = renderPage(<LoginPage />, route);
    type(account(), 'admin');
    type(password(), 'Secret#123');
    submit();
    await waitFor(() => expect(location()).toBe(expected));
    expect(bodies(LOGIN)).toEqual([{ account: 'admin', password: hashed('Secret#123'), codeKey: 'key-1' }]);
    expect(getToken()).toBe('tok-1');
  });

  it('an error goes as soon as its field is filled, and comes back when it is emptied', async () => {
    renderPage(<LoginPage />, '/login');
    submit();
    await screen.findByText('请输入账号');
    type(account(), 'admin');
    expect(screen.queryByText('请输入账号')).toBeNull();
    expect(account().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(password().getAttribute('aria-describedby')).toBe('password_help');
    type(account(), '   ');
    expect(screen.getByText('请输入账号')).toBeTruthy();
  });

  it('the eye shows and hides the password', () => {
    renderPage(<LoginPage />, '/login');
    type(password(), 'Secret#123');
    expect(password().type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(password().type).toBe('text');
    expect(password().value).toBe('Secret#123');
    fireEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(password().type).toBe('password');
  });

  it('while a login is under way, submitting again sends nothing more', async () => {
    let answer: (reply: Response) => void = () => undefined;
    servePlatform({ [LOGIN]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage(<LoginPage />, '/login');
    type(account(), 'admin');
    type(password(), 'Secret#123');
    submit();
    await waitFor(() => expect(callsTo(LOGIN)).toHaveLength(1));
    expect(screen.getByRole('button', { name: /登\s*录/ }).getAttribute('aria-busy')).toBe('true');
    submit();
    submit();
    answer(envelope('0x10d7500003', null, '账号或密码错误'));
    expect((await screen.findByRole('alert')).textContent).toContain('账号或密码错误');
    expect(callsTo(CHALLENGE)).toHaveLength(1);
    expect(callsTo(LOGIN)).toHaveLength(1);
    expect(screen.getByRole('button', { name: /登\s*录/ }).getAttribute('aria-busy')).toBeNull();
  });

  it('blocks pasting into the password field', () => {
    renderPage(<LoginPage />, '/login');
    const notPrevented = fireEvent.paste(password(), { clipboardData: { getData: () => 'pasted' } });
    expect(notPrevented).toBe(false);
    expect(fireEvent.paste(account())).toBe(true);
  });

  it('logs in with a ticket from the URL and navigates to the redirect', async () => {
    const { location } = renderPage(<LoginPage />, '/login?ticket=T-1&redirect=%2Ftodo');
    await waitFor(() => expect(location()).toBe('/todo'));
    expect(bodies(TICKET)).toEqual([{ ticket: 'T-1' }]);
    expect(getToken()).toBe('tok-t');
  });

  it('shows a ticket failure inline', async () => {
    servePlatform({ [TICKET]: refuse('票据已失效') });
    renderPage(<LoginPage />, '/login?ticket=bad');
    expect((await screen.findByRole('alert')).textContent).toContain('票据已失效');
    expect(bodies(TICKET)).toEqual([{ ticket: 'bad' }]);
  });

  it('shows the platform branding from the domain, sets the title and favicon and stores them', async () => {
    servePlatform({
      [DOMAIN]: () =>
        envelope('200', {
          platformName: '某某停车平台',
          faviconUrl: '/fav.ico',
          platLogoUrl: '/logo.png',
          platformType: 1,
        }),
    });
    renderPage(<LoginPage />, '/login');
    expect(await screen.findAllByText('某某停车平台')).not.toHaveLength(0);
    expect(document.title).toBe('某某停车平台');
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href')).toBe('/fav.ico');
    expect(localStorage.getItem('platformName')).toBe('某某停车平台');
    expect(localStorage.getItem('faviconUrl')).toBe('/fav.ico');
    expect(localStorage.getItem('platLogoUrl')).toBe('/logo.png');
    expect(new URL(callsTo(DOMAIN)[0].url, 'http://console').searchParams.get('domain')).toBe(window.location.hostname);
    expect(callsTo(PLATFORM_CONFIG)).toEqual([]);
  });

  it('falls back to the platform configuration, then to the default name', async () => {
    servePlatform({ [PLATFORM_CONFIG]: () => envelope('200', { platformName: '配置平台', faviconUrl: '', platLogoUrl: '' }) });
    renderPage(<LoginPage />, '/login');
    await waitFor(() => expect(document.title).toBe('配置平台'));
  });

  it('uses the default name when neither call answers', async () => {
    renderPage(<LoginPage />, '/login');
    await waitFor(() => expect(callsTo(PLATFORM_CONFIG)).toHaveLength(1));
    await act(async () => {});
    expect(document.title).toBe('云停车管理控制平台');
    expect(screen.getAllByText('云停车管理控制平台').length).toBeGreaterThan(0);
  });

  it('links to 忘记密码 and 注册', () => {
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('link', { name: '忘记密码' }).getAttribute('href')).toBe('/forgotPassword');
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe('/register');
  });
});
