// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import ForgotPasswordPage from './ForgotPasswordPage';
import { maskPhone } from './maskPhone';
import { envelope, installHttpDoubles } from '../../testing/httpDoubles';

const SEND_CODE = '/api/user/v2/api/getVerifyCodeByAccount';
const NEXT = '/api/user/v2/api/forgetPwdNext';
let http: ReturnType<typeof installHttpDoubles>;
/** The accounts a code was asked for (GET query). */
const codeAccounts = () =>
  http.calls
    .filter((c) => c.url.split('?')[0] === SEND_CODE)
    .map((c) => {
      expect(c.init.method).toBe('GET');
      return new URL(c.url, 'http://console').searchParams.get('account');
    });
/** The bodies POSTed to forgetPwdNext. */
const nextBodies = () =>
  http.calls
    .filter((c) => c.url === NEXT)
    .map((c) => {
      expect(c.init.method).toBe('POST');
      return JSON.parse(String(c.init.body)) as unknown;
    });

const account = () => screen.getByLabelText('账号') as HTMLInputElement;
const code = () => screen.getByLabelText('验证码') as HTMLInputElement;

beforeEach(() => {
  http = installHttpDoubles();
  http.serve({
    [SEND_CODE]: () => envelope('200', { phone: '138****0001' }),
    [NEXT]: () => envelope('200', { resetKey: 'k/1+2' }),
  });
});
afterEach(() => vi.useRealTimers());

describe('maskPhone', () => {
  it.each([
    ['13800000001', '138****0001'],
    ['+8613800000001', '138****0001'],
    ['138****0001', '138****0001'],
  ])('%s → %s', (raw, masked) => expect(maskPhone(raw)).toBe(masked));
});

describe('ForgotPasswordPage', () => {
  it('needs the account before sending a code', async () => {
    renderPage(<ForgotPasswordPage />, '/forgotPassword');
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(http.calls).toEqual([]);
  });

  it('sends the code, shows the phone and counts down 60 s, then offers 重新发送', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderPage(<ForgotPasswordPage />, '/forgotPassword');
    fireEvent.change(account(), { target: { value: ' admin ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));

    const counting = await screen.findByRole('button', { name: '60s后重新发送' });
    expect(codeAccounts()).toEqual(['admin']);
    expect((counting as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('验证码已发送至 +86 138****0001')).toBeTruthy();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '59s后重新发送' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(58000));
    expect(screen.getByRole('button', { name: '1s后重新发送' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(1000));
    const again = screen.getByRole('button', { name: '重新发送' }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);

    fireEvent.click(again);
    expect(await screen.findByRole('button', { name: '60s后重新发送' })).toBeTruthy();
    expect(codeAccounts()).toEqual(['admin', 'admin']);
  });

  it('a failed send shows the message and does not count down', async () => {
    http.serve({ [SEND_CODE]: () => envelope('0x1', null, '账号不存在') });
    renderPage(<ForgotPasswordPage />, '/forgotPassword');
    fireEvent.change(account(), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect((await screen.findByRole('alert')).textContent).toContain('账号不存在');
    expect(screen.getByRole('button', { name: '发送验证码' })).toBeTruthy();
    expect(codeAccounts()).toEqual(['nobody']);
  });

  it('requires the code for 下一步', async () => {
    renderPage(<ForgotPasswordPage />, '/forgotPassword');
    fireEvent.change(account(), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(http.calls).toEqual([]);
  });

  it('下一步 goes to /forgotPasswordSet with the reset key and account', async () => {
    const { location } = renderPage(<ForgotPasswordPage />, '/forgotPassword');
    fireEvent.change(account(), { target: { value: 'admin' } });
    fireEvent.change(code(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(location()).toBe('/forgotPasswordSet?key=k%2F1%2B2&account=admin'));
    expect(nextBodies()).toEqual([{ account: 'admin', verifyCode: '123456' }]);
  });

  it('a wrong code shows 验证码错误 and keeps the values', async () => {
    http.serve({ [NEXT]: () => envelope('0x10d7500010', null, '验证码错误') });
    renderPage(<ForgotPasswordPage />, '/forgotPassword');
    fireEvent.change(account(), { target: { value: 'admin' } });
    fireEvent.change(code(), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect((await screen.findByRole('alert')).textContent).toContain('验证码错误');
    expect(account().value).toBe('admin');
    expect(code().value).toBe('000000');
    expect(nextBodies()).toEqual([{ account: 'admin', verifyCode: '000000' }]);
  });
});
