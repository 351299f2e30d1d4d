// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import LoginPage from './LoginPage';
import { loginWithPassword, loginWithTicket } from '../../auth/login';
import { checkAccount, getPicVerifyCode } from '../../auth/authApi';
import { getDomainInfo, getPlatformConfig } from '../../api/shell';

vi.mock('../../auth/login', () => ({ loginWithPassword: vi.fn(), loginWithTicket: vi.fn() }));
vi.mock('../../auth/authApi', () => ({ checkAccount: vi.fn(), getPicVerifyCode: vi.fn() }));
vi.mock('../../api/shell', () => ({ getDomainInfo: vi.fn(), getPlatformConfig: vi.fn() }));

const mocked = {
  loginWithPassword: vi.mocked(loginWithPassword),
  loginWithTicket: vi.mocked(loginWithTicket),
  checkAccount: vi.mocked(checkAccount),
  getPicVerifyCode: vi.mocked(getPicVerifyCode),
  getDomainInfo: vi.mocked(getDomainInfo),
  getPlatformConfig: vi.mocked(getPlatformConfig),
};

const account = () => screen.getByLabelText('账号') as HTMLInputElement;
const password = () => screen.getByLabelText('密码') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));

function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

beforeEach(() => {
  vi.resetAllMocks();
  localStorage.clear();
  document.title = '';
  mocked.getDomainInfo.mockRejectedValue(new Error('no domain'));
  mocked.getPlatformConfig.mockRejectedValue(new Error('no config'));
  mocked.checkAccount.mockResolvedValue({ needVerifyCode: false });
  mocked.getPicVerifyCode.mockResolvedValue({ verifyCodeId: 'v1', image: 'data:image/svg+xml;base64,AAA' });
});

describe('LoginPage', () => {
  it('shows 请输入账号 and 请输入密码 when submitted empty, and does not call login', async () => {
    renderPage(<LoginPage />, '/login');
    submit();
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(mocked.loginWithPassword).not.toHaveBeenCalled();
  });

  it('shows the failure message inline and keeps the typed account and password', async () => {
    mocked.loginWithPassword.mockResolvedValue({ ok: false, message: '账号或密码错误', needVerifyCode: false });
    renderPage(<LoginPage />, '/login');
    type(account(), ' admin ');
    type(password(), 'Secret#123');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('账号或密码错误');
    expect(mocked.loginWithPassword).toHaveBeenCalledWith({ account: ' admin ', password: 'Secret#123' });
    expect(account().value).toBe(' admin ');
    expect(password().value).toBe('Secret#123');
    expect(screen.queryByLabelText('图片验证码')).toBeNull();
  });

  it('shows the picture-code row when the account needs one, and requires it', async () => {
    mocked.checkAccount.mockResolvedValue({ needVerifyCode: true });
    renderPage(<LoginPage />, '/login');
    type(account(), 'locked');
    fireEvent.blur(account());
    await waitFor(() => expect(mocked.checkAccount).toHaveBeenCalledWith('locked', { silent: true }));
    const image = (await screen.findByAltText('图片验证码')) as HTMLImageElement;
    expect(image.src).toContain('data:image/svg+xml');
    type(password(), 'Secret#123');
    submit();
    expect(await screen.findByText('请输入图片验证码')).toBeTruthy();
    expect(mocked.loginWithPassword).not.toHaveBeenCalled();

    mocked.loginWithPassword.mockResolvedValue({ ok: true });
    type(screen.getByPlaceholderText('图片验证码') as HTMLInputElement, 'ab12');
    submit();
    await waitFor(() =>
      expect(mocked.loginWithPassword).toHaveBeenCalledWith({
        account: 'locked',
        password: 'Secret#123',
        verifyCodeId: 'v1',
        verifyCode: 'ab12',
      }),
    );
  });

  it('clicking the picture fetches a new one', async () => {
    mocked.checkAccount.mockResolvedValue({ needVerifyCode: true });
    renderPage(<LoginPage />, '/login');
    type(account(), 'locked');
    fireEvent.blur(account());
    await screen.findByAltText('图片验证码');
    mocked.getPicVerifyCode.mockResolvedValue({ verifyCodeId: 'v2', image: 'data:image/svg+xml;base64,BBB' });
    fireEvent.click(screen.getByRole('button', { name: '刷新图片验证码' }));
    await waitFor(() => expect((screen.getByAltText('图片验证码') as HTMLImageElement).src).toContain('BBB'));
    expect(mocked.getPicVerifyCode).toHaveBeenCalledTimes(2);
  });

  it('a failure that asks for a picture code shows the picture row', async () => {
    mocked.loginWithPassword.mockResolvedValue({ ok: false, message: '请输入图片验证码', needVerifyCode: true });
    renderPage(<LoginPage />, '/login');
    type(account(), 'admin');
    type(password(), 'wrong');
    submit();
    expect(await screen.findByAltText('图片验证码')).toBeTruthy();
    expect(account().value).toBe('admin');
    expect(password().value).toBe('wrong');
  });

  it.each([
    ['/login?redirect=%2Ftodo%3FpageNo%3D2', '/todo?pageNo=2'],
    ['/login?redirect=%252Fenterprise%253Fflag%253D1', '/enterprise?flag=1'],
    ['/login', '/index'],
    ['/login?redirect=%2F%2Fevil.com', '/index'],
    ['/login?redirect=https%3A%2F%2Fevil.com', '/index'],
  ])('after success from %s it goes to %s', async (route, expected) => {
    mocked.loginWithPassword.mockResolvedValue({ ok: true });
    const { location } = renderPage(<LoginPage />, route);
    type(account(), 'admin');
    type(password(), 'Secret#123');
    submit();
    await waitFor(() => expect(location()).toBe(expected));
  });

  it('blocks pasting into the password field', () => {
    renderPage(<LoginPage />, '/login');
    const notPrevented = fireEvent.paste(password(), { clipboardData: { getData: () => 'pasted' } });
    expect(notPrevented).toBe(false);
    expect(fireEvent.paste(account())).toBe(true);
  });

  it('logs in with a ticket from the URL and navigates to the redirect', async () => {
    mocked.loginWithTicket.mockResolvedValue({ ok: true });
    const { location } = renderPage(<LoginPage />, '/login?ticket=T-1&redirect=%2Ftodo');
    await waitFor(() => expect(location()).toBe('/todo'));
    expect(mocked.loginWithTicket).toHaveBeenCalledWith('T-1');
    expect(mocked.loginWithTicket).toHaveBeenCalledTimes(1);
  });

  it('shows a ticket failure inline', async () => {
    mocked.loginWithTicket.mockResolvedValue({ ok: false, message: '票据已失效', needVerifyCode: false });
    renderPage(<LoginPage />, '/login?ticket=bad');
    expect((await screen.findByRole('alert')).textContent).toContain('票据已失效');
  });

  it('shows the platform branding from the domain, sets the title and favicon and stores them', async () => {
    mocked.getDomainInfo.mockResolvedValue({
      platformName: '某某停车平台',
      faviconUrl: '/fav.ico',
      platLogoUrl: '/logo.png',
      platformType: 1,
    });
    renderPage(<LoginPage />, '/login');
    expect(await screen.findAllByText('某某停车平台')).not.toHaveLength(0);
    expect(document.title).toBe('某某停车平台');
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href')).toBe('/fav.ico');
    expect(localStorage.getItem('platformName')).toBe('某某停车平台');
    expect(localStorage.getItem('faviconUrl')).toBe('/fav.ico');
    expect(localStorage.getItem('platLogoUrl')).toBe('/logo.png');
    expect(mocked.getPlatformConfig).not.toHaveBeenCalled();
  });

  it('falls back to the platform configuration, then to the default name', async () => {
    mocked.getPlatformConfig.mockResolvedValue({ platformName: '配置平台', faviconUrl: '', platLogoUrl: '' });
    renderPage(<LoginPage />, '/login');
    await waitFor(() => expect(document.title).toBe('配置平台'));
  });

  it('uses the default name when neither call answers', async () => {
    renderPage(<LoginPage />, '/login');
    await waitFor(() => expect(mocked.getPlatformConfig).toHaveBeenCalled());
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
