// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import ForgotPasswordPage from './ForgotPasswordPage';
import { maskPhone } from './maskPhone';
import { forgetPwdNext, getVerifyCodeByAccount } from '../../auth/authApi';
import { ApiError } from '../../api/http';

vi.mock('../../auth/authApi', () => ({ getVerifyCodeByAccount: vi.fn(), forgetPwdNext: vi.fn() }));
const sendCode = vi.mocked(getVerifyCodeByAccount);
const next = vi.mocked(forgetPwdNext);

const account = () => screen.getByLabelText('账号') as HTMLInputElement;
const code = () => screen.getByLabelText('验证码') as HTMLInputElement;

beforeEach(() => vi.resetAllMocks());
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
    expect(sendCode).not.toHaveBeenCalled();
  });

  it('sends the code, shows the phone and counts down 60 s, then offers 重新发送', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    sendCode.mockResolvedValue({ phone: '138****0001' });
    renderPage(<ForgotPasswordPage />, '/forgotPassword');
    fireEvent.change(account(), { target: { value: ' admin ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));

    const counting = await screen.findByRole('button', { name: '60s后重新发送' });
    expect(sendCode).toHaveBeenCalledWith('admin');
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
    expect(sendCode).toHaveBeenCalledTimes(2);
  });

  it('a failed send shows the message and does not count down', async () => {
    sendCode.mockRejectedValue(new ApiError('账号不存在', { kind: 'business', code: '0x1' }));
    renderPage(<ForgotPasswordPage />, '/forgotPassword');
    fireEvent.change(account(), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect((await screen.findByRole('alert')).textContent).toContain('账号不存在');
    expect(screen.getByRole('button', { name: '发送验证码' })).toBeTruthy();
  });

  it('requires the code for 下一步', async () => {
    renderPage(<ForgotPasswordPage />, '/forgotPassword');
    fireEvent.change(account(), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(next).not.toHaveBeenCalled();
  });

  it('下一步 goes to /forgotPasswordSet with the reset key and account', async () => {
    next.mockResolvedValue({ resetKey: 'k/1+2' });
    const { location } = renderPage(<ForgotPasswordPage />, '/forgotPassword');
    fireEvent.change(account(), { target: { value: 'admin' } });
    fireEvent.change(code(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(location()).toBe('/forgotPasswordSet?key=k%2F1%2B2&account=admin'));
    expect(next).toHaveBeenCalledWith({ account: 'admin', verifyCode: '123456' });
  });

  it('a wrong code shows 验证码错误 and keeps the values', async () => {
    next.mockRejectedValue(new ApiError('验证码错误', { kind: 'business', code: '0x10d7500010' }));
    renderPage(<ForgotPasswordPage />, '/forgotPassword');
    fireEvent.change(account(), { target: { value: 'admin' } });
    fireEvent.change(code(), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect((await screen.findByRole('alert')).textContent).toContain('验证码错误');
    expect(account().value).toBe('admin');
    expect(code().value).toBe('000000');
  });
});
