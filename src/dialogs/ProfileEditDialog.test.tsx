// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installHttpDoubles, type Reply } from '../testing/httpDoubles';
import { USER } from '../testing/sessionReplies';
import { renderDialog } from '../testing/renderDialog';
import { userStore } from '../stores/userStore';
import type { Profile } from './dialogApi';
import { ProfileEditDialog } from './ProfileEditDialog';

const SEND_MANAGER = '/api/dealer/v2/api/dealerInfos/sendUpdateDealerVerifyCode';
const UPDATE_MANAGER = '/api/dealer/v2/api/dealerInfos/updateDealerManager';
const IS_REGISTERED = '/api/user/v2/api/sysUser/isPhoneRegistered';
const SEND_SUB = '/api/user/v2/api/sysUser/sendVerifyCode';
const SUBMIT = '/api/user/v2/api/sysUser/submitVerifyCode';
const LOGIN_INFO = '/api/auth/v2/api/user/loginInfo';

let http: ReturnType<typeof installHttpDoubles>;
/** The platform answering every call with success; `overrides` refuse or change some. */
const servePlatform = (overrides: Record<string, Reply> = {}) =>
  http.serve({
    [SEND_MANAGER]: () => envelope('200', null),
    [UPDATE_MANAGER]: () => envelope('200', null),
    [IS_REGISTERED]: () => envelope('200', 0),
    [SEND_SUB]: () => envelope('200', null),
    [SUBMIT]: () => envelope('200', null),
    [LOGIN_INFO]: () => envelope('200', { ...USER, userType: 3, isVerify: 1 }),
    ...overrides,
  });
const callsTo = (path: string) => http.calls.filter((c) => c.url.split('?')[0] === path);
/** The JSON bodies the platform received at `path` (POST). */
const bodies = (path: string) =>
  callsTo(path).map((c) => {
    expect(c.init.method).toBe('POST');
    return JSON.parse(String(c.init.body)) as unknown;
  });
/** The queries the platform received at `path` (GET). */
const queries = (path: string) =>
  callsTo(path).map((c) => {
    expect(c.init.method).toBe('GET');
    return Object.fromEntries(new URL(c.url, 'http://console').searchParams);
  });

const MAIN: Profile = { name: '陈建国', account: 'admin', userType: 2, isVerify: 1, manager: '陈建国', phone: '13800000001' };
const SUB_UNBOUND: Profile = { name: '李晓梅', account: 'operator', userType: 3, isVerify: 0, userPhone: '' };
const SUB_BOUND: Profile = { ...SUB_UNBOUND, isVerify: 1, userPhone: '13900000000' };

const onClose = vi.fn();
const onDone = vi.fn();

const open = (mode: 'manager' | 'phone', profile: Profile) =>
  renderDialog(<ProfileEditDialog mode={mode} profile={profile} onClose={onClose} onDone={onDone} />);
const input = (placeholder: string) => screen.getByPlaceholderText(placeholder) as HTMLInputElement;
const type = (placeholder: string, value: string) => fireEvent.change(input(placeholder), { target: { value } });
const codeButton = () => screen.getByRole('button', { name: /发送验证码|重新发送|s后重新发送/ }) as HTMLButtonElement;
/** Clicks and lets the scripted answers travel through the HTTP client (a few promise turns). */
const click = (el: HTMLElement) =>
  act(async () => {
    fireEvent.click(el);
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
const submit = () => click(screen.getByRole('button', { name: /确\s*定/ }));
const fieldErrors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
const lastToast = () => http.toasts[http.toasts.length - 1];

beforeEach(() => {
  http = installHttpDoubles();
  servePlatform();
  userStore.reset();
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
    expect(callsTo(UPDATE_MANAGER)).toEqual([]);
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
    expect(bodies(SEND_MANAGER)).toEqual([{ manager: '张三', phone: '13900000000' }]);
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
    servePlatform({ [SEND_MANAGER]: () => envelope('0x10d7500104', null, '手机号已经存在！') });
    open('manager', MAIN);
    type('请输入负责人姓名', '张三');
    type('请输入手机号码', '13800000003');
    await click(codeButton());
    expect(bodies(SEND_MANAGER)).toEqual([{ manager: '张三', phone: '13800000003' }]);
    expect(codeButton().textContent).toBe('发送验证码');
    expect(codeButton().disabled).toBe(false);
  });

  it('updates the manager, says 修改成功, reloads the profile, clears and closes', async () => {
    open('manager', MAIN);
    type('请输入负责人姓名', '张三');
    type('请输入手机号码', '13900000000');
    type('请输入验证码', '123456');
    await submit();
    expect(bodies(UPDATE_MANAGER)).toEqual([{ manager: '张三', phone: '13900000000', verifyCode: '123456' }]);
    expect(lastToast()).toMatchObject({ type: 'success', content: '修改成功' });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(input('请输入负责人姓名').value).toBe('');
    expect(input('请输入验证码').value).toBe('');
    expect(callsTo(LOGIN_INFO)).toEqual([]);
  });

  it('stays open when the update is refused', async () => {
    servePlatform({ [UPDATE_MANAGER]: () => envelope('0x1', null, '验证码错误') });
    open('manager', MAIN);
    type('请输入负责人姓名', '张三');
    type('请输入手机号码', '13900000000');
    type('请输入验证码', '000000');
    await submit();
    expect(bodies(UPDATE_MANAGER)).toEqual([{ manager: '张三', phone: '13900000000', verifyCode: '000000' }]);
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
    expect(callsTo(SUBMIT)).toEqual([]);
  });

  it('a verified account may not "change" to its own phone: warning, no call', async () => {
    open('phone', SUB_BOUND);
    type('请输入手机号码', '13900000000');
    await click(codeButton());
    expect(lastToast()).toMatchObject({ type: 'warning', content: '修改后的手机号不能与原手机号相同' });
    expect(callsTo(IS_REGISTERED)).toEqual([]);
    expect(callsTo(SEND_SUB)).toEqual([]);
    expect(codeButton().textContent).toBe('发送验证码');
  });

  it('a registered phone gets 手机号已经存在！ and no code', async () => {
    servePlatform({ [IS_REGISTERED]: () => envelope('200', 1) });
    open('phone', SUB_UNBOUND);
    type('请输入手机号码', '13800000001');
    await click(codeButton());
    expect(queries(IS_REGISTERED)).toEqual([{ phone: '13800000001' }]);
    expect(lastToast()).toMatchObject({ type: 'warning', content: '手机号已经存在！' });
    expect(callsTo(SEND_SUB)).toEqual([]);
    expect(codeButton().disabled).toBe(false);
  });

  it('a send answered with a code other than 200 silently re-enables the button', async () => {
    servePlatform({ [SEND_SUB]: () => envelope('0x10d7500104', null, '手机号已经存在！') });
    open('phone', SUB_UNBOUND);
    type('请输入手机号码', '13900000001');
    await click(codeButton());
    expect(queries(SEND_SUB)).toEqual([{ phone: '13900000001', type: '1' }]);
    expect(http.toasts).toEqual([]);
    expect(codeButton().textContent).toBe('发送验证码');
    expect(codeButton().disabled).toBe(false);
  });

  it('binds (type 1): 绑定成功, user info refetched and stored, profile reloaded, closed', async () => {
    open('phone', SUB_UNBOUND);
    type('请输入手机号码', '13900000001');
    await click(codeButton());
    expect(queries(SEND_SUB)).toEqual([{ phone: '13900000001', type: '1' }]);
    expect(screen.getByText('验证码已发送至 +86 13900000001')).toBeTruthy();
    type('请输入验证码', '654321');
    await submit();
    expect(bodies(SUBMIT)).toEqual([{ type: 1, phone: '13900000001', code: '654321' }]);
    expect(lastToast()).toMatchObject({ type: 'success', content: '绑定成功' });
    expect(queries(LOGIN_INFO)).toEqual([{}]);
    expect(userStore.get().user).toMatchObject({ userType: 3, isVerify: 1 });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ isVerify: 1 });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('changes (type 2) a verified phone: 修改成功', async () => {
    open('phone', SUB_BOUND);
    type('请输入手机号码', '13900000002');
    await click(codeButton());
    expect(queries(IS_REGISTERED)).toEqual([{ phone: '13900000002' }]);
    expect(queries(SEND_SUB)).toEqual([{ phone: '13900000002', type: '2' }]);
    type('请输入验证码', '111111');
    await submit();
    expect(bodies(SUBMIT)).toEqual([{ type: 2, phone: '13900000002', code: '111111' }]);
    expect(lastToast()).toMatchObject({ type: 'success', content: '修改成功' });
  });
});
