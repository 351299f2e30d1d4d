// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import ForgotPasswordSetPage from './ForgotPasswordSetPage';
import { hashStoredPassword } from '../../auth/password';
import { envelope, installHttpDoubles } from '../../testing/httpDoubles';

const CHALLENGE = '/api/user/v2/api/modifyUser/getChallengeCode';
const RESET = '/api/user/v2/api/resetPwd';

const ROUTE = '/forgotPasswordSet?key=RK1&account=zhangsan';
const GOOD = 'Qw#58Zk9m';
const newPwd = () => screen.getByLabelText('新密码') as HTMLInputElement;
const checkPwd = () => screen.getByLabelText('确认密码') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认修改' }));

let http: ReturnType<typeof installHttpDoubles>;
/** The bodies POSTed to `path`. */
const bodies = (path: string) =>
  http.calls
    .filter((c) => c.url === path)
    .map((c) => {
      expect(c.init.method).toBe('POST');
      return JSON.parse(String(c.init.body)) as unknown;
    });

beforeEach(() => {
  localStorage.clear();
  http = installHttpDoubles();
  http.serve({
    [CHALLENGE]: () => envelope('200', { salt: 'S1', codeValue: 'C', codeKey: 'K' }),
    [RESET]: () => envelope('200', null),
  });
});

describe('ForgotPasswordSetPage', () => {
  it('asks for both passwords', async () => {
    renderPage(<ForgotPasswordSetPage />, ROUTE);
    submit();
    expect(await screen.findByText('请输入新密码')).toBeTruthy();
    expect(await screen.findByText('请再次输入密码')).toBeTruthy();
  });

  // Every strict rule of spec §5 that applies to a new password with no old one, in the spec's order.
  it.each([
    ['Ab1#', '密码不少于8位'],
    ['abcdefgh', '密码须包含数字、大小写字母、特殊字符至少3项'],
    ['Qw#12345', '密码不能出现连续4位及以上递增或递减字符'],
    ['Qw#zyxwV', '密码不能出现连续4位及以上递增或递减字符'],
    ['Qw#admin9', '密码不能包含admin'],
    ['Xy#97123q', '密码不能包含123'],
    ['Qw#hik5820', '密码不能包含hik'],
    ['Xy#97hkws', '密码不能包含hkws'],
    ['1qaz2WSX#', '密码不能包含1qaz2wsx'],
    ['Z1qaz@wsx', '密码不能包含1qaz@WSX'],
    ['P@ssword9', '密码不能包含p@ssword'],
    ['Passw0rd#', '密码不能包含passw0rd'],
    ['xP@ssw0rdx', '密码不能包含p@ssw0rd'],
    ['Qw#1111x', '密码不能出现4位及以上相同字符'],
    ['Xy#ZhangSan7', '密码中不能包含用户名'],
  ])('new password %j → %s, nothing sent', async (value, text) => {
    renderPage(<ForgotPasswordSetPage />, ROUTE);
    fireEvent.change(newPwd(), { target: { value } });
    fireEvent.change(checkPwd(), { target: { value } });
    submit();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(http.calls).toEqual([]);
  });

  it('the repeat must equal the new password', async () => {
    renderPage(<ForgotPasswordSetPage />, ROUTE);
    fireEvent.change(newPwd(), { target: { value: GOOD } });
    fireEvent.change(checkPwd(), { target: { value: 'Qw#58Zk9n' } });
    submit();
    expect(await screen.findByText('两次输入密码不一致!')).toBeTruthy();
    expect(http.calls).toEqual([]);
  });

  it('new password inputs take at most 20 characters and drop punctuation outside !@#$%^&*+-', async () => {
    renderPage(<ForgotPasswordSetPage />, ROUTE);
    expect(newPwd().maxLength).toBe(20);
    expect(checkPwd().maxLength).toBe(20);
    fireEvent.change(newPwd(), { target: { value: 'Qw#58，Zk.9m' } });
    await waitFor(() => expect(newPwd().value).toBe(GOOD));
  });

  it('blocks pasting into both password fields', () => {
    renderPage(<ForgotPasswordSetPage />, ROUTE);
    expect(fireEvent.paste(newPwd())).toBe(false);
    expect(fireEvent.paste(checkPwd())).toBe(false);
  });

  it('challenge → hash with the salt → resetPwd → 密码修改成功，请重新登录 → /login', async () => {
    localStorage.setItem('platformType', '2');
    const { location } = renderPage(<ForgotPasswordSetPage />, ROUTE);
    fireEvent.change(newPwd(), { target: { value: GOOD } });
    fireEvent.change(checkPwd(), { target: { value: GOOD } });
    submit();
    await waitFor(() => expect(location()).toBe('/login'));
    expect(bodies(CHALLENGE)).toEqual([{ account: 'zhangsan', platformType: 2 }]);
    expect(bodies(RESET)).toEqual([{ resetKey: 'RK1', newPassword: hashStoredPassword(GOOD, 'S1') }]);
    expect(hashStoredPassword(GOOD, 'S1')).toMatch(/^[0-9a-f]{64}$/);
    expect(http.toasts).toContainEqual(expect.objectContaining({ type: 'success', content: '密码修改成功，请重新登录' }));
  });

  it('a failure is shown and the typed passwords stay', async () => {
    http.serve({
      [CHALLENGE]: () => envelope('200', { salt: 'S1', codeValue: 'C', codeKey: 'K' }),
      [RESET]: () => envelope('0x1', null, '重置链接已失效'),
    });
    const { location } = renderPage(<ForgotPasswordSetPage />, ROUTE);
    fireEvent.change(newPwd(), { target: { value: GOOD } });
    fireEvent.change(checkPwd(), { target: { value: GOOD } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('重置链接已失效');
    expect(newPwd().value).toBe(GOOD);
    expect(location()).toBe(ROUTE);
    expect(bodies(RESET)).toHaveLength(1);
  });

  it('without key or account it asks to start again', () => {
    renderPage(<ForgotPasswordSetPage />, '/forgotPasswordSet');
    expect(screen.getByText('链接已失效')).toBeTruthy();
  });
});
