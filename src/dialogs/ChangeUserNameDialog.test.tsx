// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installHttpDoubles } from '../testing/httpDoubles';
import { userStore } from '../stores/userStore';
import { ChangeUserNameDialog } from './ChangeUserNameDialog';
import { renderDialog } from '../testing/renderDialog';

const RENAME = '/api/user/v2/api/sysUser/updateAccount';
let http: ReturnType<typeof installHttpDoubles>;
const onClose = vi.fn();

const open = () => renderDialog(<ChangeUserNameDialog onClose={onClose} confirm={() => Promise.resolve(true)} />);
const input = () => screen.getByPlaceholderText('请输入新用户名') as HTMLInputElement;
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ })));
const fieldErrors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
const lastToast = () => http.toasts[http.toasts.length - 1];

beforeEach(() => {
  http = installHttpDoubles();
  onClose.mockReset();
  localStorage.clear();
  userStore.reset();
  localStorage.setItem('token', 'tk-1');
  Cookies.set('token', 'tk-1');
  localStorage.setItem('settings', '{"tagsView":true}');
  localStorage.setItem('userInfo', JSON.stringify({ account: 'admin', userId: '10001', userType: 2, modified: false, isVerify: 1 }));
});

describe('修改用户名', () => {
  it('shows the current name, the one-change warning and the (not enforced) hint', () => {
    open();
    expect(screen.getByText('admin')).toBeTruthy();
    expect(screen.getByText('用户名是登录平台的唯一凭证，仅允许修改一次，请谨慎修改！')).toBeTruthy();
    expect(screen.getByText('建议5～16个字符，由英文字母和数字组成，以字母开头')).toBeTruthy();
  });

  it.each([
    ['', '用户名不能为空'],
    ['a'.repeat(33), '长度在 1 到 32 个字符'],
    ['zhang’san', '规则名称不能包含特殊字符'],
    ['zhang/san', '规则名称不能包含特殊字符'],
    ['zhang:san', '规则名称不能包含特殊字符'],
    ['zhang*san', '规则名称不能包含特殊字符'],
    ['zhang?san', '规则名称不能包含特殊字符'],
    ['zhang"san', '规则名称不能包含特殊字符'],
  ])('refuses %j with %s (field error and warning), without a call', async (value, message) => {
    open();
    type(value);
    await submit();
    expect(fieldErrors()).toEqual([message]);
    expect(lastToast()).toMatchObject({ type: 'warning', content: message });
    expect(http.paths()).toEqual([]);
  });

  it.each(['a', 'Zs', '张三<', '1abc', 'a'.repeat(32)])('lets %j through (the hint is not enforced; < is not checked)', async (value) => {
    http.reply(envelope('0x10d7500102', null, '用户名已存在'));
    open();
    type(value);
    await submit();
    expect(http.paths()).toEqual([RENAME]);
    expect(JSON.parse(String(http.calls[0].init.body))).toEqual({ account: value, userId: '10001' });
  });

  it('keeps everything when the server refuses (taken, or already renamed)', async () => {
    http.reply(envelope('0x10d7500103', null, '用户名只能修改一次'));
    open();
    type('chenjg');
    await submit();
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'error', content: '用户名只能修改一次' }));
    expect(localStorage.getItem('token')).toBe('tk-1');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/index');
  });

  it('after success clears local storage and the session cookies and goes to login', async () => {
    http.reply(envelope('200', null));
    open();
    type('  chenjg ');
    await submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(JSON.parse(String(http.calls[0].init.body))).toEqual({ account: 'chenjg', userId: '10001' });
    expect(lastToast()).toMatchObject({ type: 'success', content: '修改成功' });
    expect(localStorage.length).toBe(0);
    expect(Cookies.get('token')).toBeUndefined();
    expect(onClose).toHaveBeenCalled();
  });
});
