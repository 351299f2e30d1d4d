// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToastType } from '../api/toast';
import { testShellServices } from '../testing/shellServices';
import { renderDialog } from '../testing/renderDialog';
import type { Profile } from './dialogApi';

const api = vi.hoisted(() => ({
  sendManagerCode: vi.fn(),
  updateDealerManager: vi.fn(),
  isPhoneRegistered: vi.fn(),
  sendSubPhoneCode: vi.fn(),
  submitVerifyCode: vi.fn(),
  refreshStoredUserInfo: vi.fn(),
}));
vi.mock('./dialogApi', () => ({
  sendManagerCode: api.sendManagerCode,
  updateDealerManager: api.updateDealerManager,
  isPhoneRegistered: api.isPhoneRegistered,
  sendSubPhoneCode: api.sendSubPhoneCode,
  submitVerifyCode: api.submitVerifyCode,
}));
vi.mock('./refreshUserInfo', () => ({ refreshStoredUserInfo: api.refreshStoredUserInfo }));

const { ProfileEditDialog } = await import('./ProfileEditDialog');

const MAIN: Profile = { name: '陈建国', account: 'admin', userType: 2, isVerify: 1, manager: '陈建国', phone: '13800000001' };
const SUB_UNBOUND: Profile = { name: '李晓梅', account: 'operator', userType: 3, isVerify: 0, userPhone: '' };
const SUB_BOUND: Profile = { ...SUB_UNBOUND, isVerify: 1, userPhone: '13900000000' };

let toasts: { type: ToastType; content: string }[];
const onClose = vi.fn();
const onDone = vi.fn();

const open = (mode: 'manager' | 'phone', profile: Profile) =>
  renderDialog(<ProfileEditDialog mode={mode} profile={profile} onClose={onClose} onDone={onDone} />);
const input = (placeholder: string) => screen.getByPlaceholderText(placeholder) as HTMLInputElement;
const type = (placeholder: string, value: string) => fireEvent.change(input(placeholder), { target: { value } });
const codeButton = () => screen.getByRole('button', { name: /发送验证码|重新发送|s后重新发送/ }) as HTMLButtonElement;
const click = (el: HTMLElement) => act(async () => fireEvent.click(el));
const submit = () => click(screen.getByRole('button', { name: /确\s*定/ }));
const fieldErrors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
const lastToast = () => toasts[toasts.length - 1];

beforeEach(() => {
  toasts = [];
  testShellServices({ toast: { destroy: () => undefined, open: (c) => void toasts.push(c) } });
  for (const fn of Object.values(api)) fn.mockReset();
  api.sendManagerCode.mockResolvedValue(null);
  api.updateDealerManager.mockResolvedValue(null);
  api.isPhoneRegistered.mockResolvedValue(0);
  api.sendSubPhoneCode.mockResolvedValue({ code: '200', msg: '', data: null });
  api.submitVerifyCode.mockResolvedValue(null);
  api.refreshStoredUserInfo.mockResolvedValue(undefined);
  onClose.mockReset();
  onDone.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('修改负责人 (main account)', () => {
  it('has the title, no bind notice, and the +86 phone prefix', () => {
    open('manager', MAIN);
    expect(screen.getByText('修改负责人')).toBeTruthy();
    expect(screen.queryByText('绑定后才可使用手机号码登录平台')).toBeNull();
    expect(screen.getByText('+86')).toBeTruthy();
  });

  it.each([
    ['张@三', '张三', '不能包含特殊字符'],
    ['李<四>', '李四', '不能包含特殊字符'],
    ['张'.repeat(20), '张'.repeat(20), '最多输入20个字符'],
    ['张'.repeat(23), '张'.repeat(20), '最多输入20个字符'],
  ])('manager name %j becomes %j with the warning %s', (typed, kept, warning) => {
    open('manager', MAIN);
    type('请输入负责人姓名', typed);
    expect(input('请输入负责人姓名').value).toBe(kept);
    expect(lastToast()).toMatchObject({ type: 'warning', content: warning });
  });

  it('keeps non-digits out of the phone, stops at 11 digits, and checks it once complete', () => {
    open('manager', MAIN);
    type('请输入手机号码', '+86 139-0000 00001234');
    expect(input('请输入手机号码').value).toBe('86139000000');
    expect(fieldErrors()).toEqual(['请输入正确的手机号']);
    type('请输入手机号码', '1390000');
    expect(fieldErrors()).toEqual([]);
    type('请输入手机号码', '13900000000');
    expect(fieldErrors()).toEqual([]);
  });

  it.each<[{ manager?: string; phone?: string }, string[], string]>([
    [{}, ['请输入负责人姓名', '请输入手机号码', '请输入验证码'], '请输入负责人姓名'],
    [{ manager: '张三' }, ['请输入手机号码', '请输入验证码'], '请输入手机号码'],
    [{ manager: '张三', phone: '1390000' }, ['请输入正确的手机号', '请输入验证码'], '请输入正确的手机号'],
    [{ manager: '张三', phone: '13900000000' }, ['请输入验证码'], '请输入验证码'],
  ])('submit with %j shows %j and warns with the first', async (values, errors, warning) => {
    open('manager', MAIN);
    if (values.manager) type('请输入负责人姓名', values.manager);
    if (values.phone) type('请输入手机号码', values.phone);
    await submit();
    expect(fieldErrors()).toEqual(errors);
    expect(lastToast()).toMatchObject({ type: 'warning', content: warning });
    expect(api.updateDealerManager).not.toHaveBeenCalled();
  });

  it('may send the code only with a manager name and a valid phone', () => {
    open('manager', MAIN);
    expect(codeButton().disabled).toBe(true);
    type('请输入手机号码', '13900000000');
    expect(codeButton().disabled).toBe(true);
    type('请输入负责人姓名', '张三');
    expect(codeButton().disabled).toBe(false);
    type('请输入手机号码', '1390000000');
    expect(codeButton().disabled).toBe(true);
  });

  it('sends the code, counts 60 s with the +86 notice, then offers 重新发送; closing resets the button', async () => {
    vi.useFakeTimers();
    open('manager', MAIN);
    type('请输入负责人姓名', '张三');
    type('请输入手机号码', '13900000000');
    await click(codeButton());
    expect(api.sendManagerCode).toHaveBeenCalledWith({ manager: '张三', phone: '13900000000' });
    expect(codeButton().textContent).toBe('60s后重新发送');
    expect(codeButton().disabled).toBe(true);
    expect(screen.getByText('验证码已发送至 +86 13900000000')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(codeButton().textContent).toBe('重新发送');
    expect(codeButton().disabled).toBe(false);
    await click(codeButton());
    expect(codeButton().textContent).toBe('60s后重新发送');
    await click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(codeButton().textContent).toBe('发送验证码');
    expect(screen.queryByText(/验证码已发送至/)).toBeNull();
    expect(input('请输入负责人姓名').value).toBe('');
  });

  it('a refused send re-enables the button without a countdown', async () => {
    api.sendManagerCode.mockRejectedValue(new Error('手机号已经存在！'));
    open('manager', MAIN);
    type('请输入负责人姓名', '张三');
    type('请输入手机号码', '13800000003');
    await click(codeButton());
    expect(codeButton().textContent).toBe('发送验证码');
    expect(codeButton().disabled).toBe(false);
  });

  it('updates the manager, says 修改成功, reloads the profile, clears and closes', async () => {
    open('manager', MAIN);
    type('请输入负责人姓名', '张三');
    type('请输入手机号码', '13900000000');
    type('请输入验证码', '123456');
    await submit();
    expect(api.updateDealerManager).toHaveBeenCalledWith({ manager: '张三', phone: '13900000000', verifyCode: '123456' });
    expect(lastToast()).toMatchObject({ type: 'success', content: '修改成功' });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(input('请输入负责人姓名').value).toBe('');
    expect(input('请输入验证码').value).toBe('');
    expect(api.refreshStoredUserInfo).not.toHaveBeenCalled();
  });

  it('stays open when the update is refused', async () => {
    api.updateDealerManager.mockRejectedValue(new Error('验证码错误'));
    open('manager', MAIN);
    type('请输入负责人姓名', '张三');
    type('请输入手机号码', '13900000000');
    type('请输入验证码', '000000');
    await submit();
    expect(onDone).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(input('请输入验证码').value).toBe('000000');
  });
});

describe('绑定手机号码 (sub-account)', () => {
  it('shows the bind notice only while the phone is not verified, and no manager field', () => {
    open('phone', SUB_UNBOUND);
    expect(screen.getByText('绑定手机号码')).toBeTruthy();
    expect(screen.getByText('绑定后才可使用手机号码登录平台')).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入负责人姓名')).toBeNull();
  });

  it('has no bind notice once verified', () => {
    open('phone', SUB_BOUND);
    expect(screen.queryByText('绑定后才可使用手机号码登录平台')).toBeNull();
  });

  it.each<[{ phone?: string }, string[], string]>([
    [{}, ['请输入手机号码', '请输入验证码'], '请输入手机号码'],
    [{ phone: '139000' }, ['请输入正确的手机号', '请输入验证码'], '请输入正确的手机号'],
    [{ phone: '13900000001' }, ['请输入验证码'], '请输入验证码'],
  ])('submit with %j shows %j and warns with the first', async (values, errors, warning) => {
    open('phone', SUB_UNBOUND);
    if (values.phone) type('请输入手机号码', values.phone);
    await submit();
    expect(fieldErrors()).toEqual(errors);
    expect(lastToast()).toMatchObject({ type: 'warning', content: warning });
    expect(api.submitVerifyCode).not.toHaveBeenCalled();
  });

  it('a verified account may not "change" to its own phone: warning, no call', async () => {
    open('phone', SUB_BOUND);
    type('请输入手机号码', '13900000000');
    await click(codeButton());
    expect(lastToast()).toMatchObject({ type: 'warning', content: '修改后的手机号不能与原手机号相同' });
    expect(api.isPhoneRegistered).not.toHaveBeenCalled();
    expect(api.sendSubPhoneCode).not.toHaveBeenCalled();
    expect(codeButton().textContent).toBe('发送验证码');
  });

  it('a registered phone gets 手机号已经存在！ and no code', async () => {
    api.isPhoneRegistered.mockResolvedValue(1);
    open('phone', SUB_UNBOUND);
    type('请输入手机号码', '13800000001');
    await click(codeButton());
    expect(api.isPhoneRegistered).toHaveBeenCalledWith('13800000001');
    expect(lastToast()).toMatchObject({ type: 'warning', content: '手机号已经存在！' });
    expect(api.sendSubPhoneCode).not.toHaveBeenCalled();
    expect(codeButton().disabled).toBe(false);
  });

  it('a send answered with a code other than 200 silently re-enables the button', async () => {
    api.sendSubPhoneCode.mockResolvedValue({ code: '0x10d7500104', msg: '手机号已经存在！', data: null });
    open('phone', SUB_UNBOUND);
    type('请输入手机号码', '13900000001');
    await click(codeButton());
    expect(api.sendSubPhoneCode).toHaveBeenCalledWith({ phone: '13900000001', type: 1 });
    expect(toasts).toEqual([]);
    expect(codeButton().textContent).toBe('发送验证码');
    expect(codeButton().disabled).toBe(false);
  });

  it('binds (type 1): 绑定成功, user info refetched and stored, profile reloaded, closed', async () => {
    open('phone', SUB_UNBOUND);
    type('请输入手机号码', '13900000001');
    await click(codeButton());
    expect(api.sendSubPhoneCode).toHaveBeenCalledWith({ phone: '13900000001', type: 1 });
    expect(screen.getByText('验证码已发送至 +86 13900000001')).toBeTruthy();
    type('请输入验证码', '654321');
    await submit();
    expect(api.submitVerifyCode).toHaveBeenCalledWith({ type: 1, phone: '13900000001', code: '654321' });
    expect(lastToast()).toMatchObject({ type: 'success', content: '绑定成功' });
    expect(api.refreshStoredUserInfo).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('changes (type 2) a verified phone: 修改成功', async () => {
    open('phone', SUB_BOUND);
    type('请输入手机号码', '13900000002');
    await click(codeButton());
    expect(api.isPhoneRegistered).toHaveBeenCalledWith('13900000002');
    expect(api.sendSubPhoneCode).toHaveBeenCalledWith({ phone: '13900000002', type: 2 });
    type('请输入验证码', '111111');
    await submit();
    expect(api.submitVerifyCode).toHaveBeenCalledWith({ type: 2, phone: '13900000002', code: '111111' });
    expect(lastToast()).toMatchObject({ type: 'success', content: '修改成功' });
  });
});
