// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installHttpDoubles } from '../testing/httpDoubles';
import { userStore } from '../stores/userStore';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { buildChangePasswordBody } from './passwordChange';
import { renderDialog } from '../testing/renderDialog';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const CHALLENGE = { salt: 'salt-1', codeValue: 'cv-1', codeKey: 'ck-1' };
const OLD = 'Old@Pass1';
const GOOD = 'Qw#58Zk9m';

let http: ReturnType<typeof installHttpDoubles>;
const onClose = vi.fn();

function serve(level: number, change = envelope('200', null)) {
  http.serve({
    '/api/user/v2/api/collector/weakPwdCode': envelope('200', level),
    '/api/user/v2/api/modifyUser/getChallengeCode': envelope('200', CHALLENGE),
    '/api/user/v2/api/sysUser/changePassword': change,
  });
}

async function open(level = 1, change?: Response) {
  serve(level, change);
  renderDialog(<ChangePasswordDialog onClose={onClose} confirm={() => Promise.resolve(true)} />);
  await waitFor(() => expect(document.querySelector('form')?.getAttribute('data-mode')).toBe(level === 0 ? 'weak' : 'strict'));
}

const field = (placeholder: string) => screen.getByPlaceholderText(placeholder) as HTMLInputElement;
const fill = (values: { oldPwd?: string; newPwd?: string; checkPwd?: string }) => {
  if (values.oldPwd !== undefined) fireEvent.change(field('请输入原密码'), { target: { value: values.oldPwd } });
  if (values.newPwd !== undefined) fireEvent.change(field('请输入新密码'), { target: { value: values.newPwd } });
  if (values.checkPwd !== undefined) fireEvent.change(field('请再次输入密码'), { target: { value: values.checkPwd } });
};
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ })));
const fieldErrors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
const lastToast = () => http.toasts[http.toasts.length - 1];
const changeCalls = () => http.paths().filter((p) => p.endsWith('/changePassword'));

beforeEach(() => {
  http = installHttpDoubles();
  onClose.mockReset();
  localStorage.clear();
  userStore.reset();
  localStorage.setItem('token', 'tk-1');
  localStorage.setItem('platformType', '1');
  localStorage.setItem('userInfo', JSON.stringify({ account: 'chenjg', userId: '10001', userType: 2, modified: false, isVerify: 1 }));
});

describe('修改密码: bad input first', () => {
  it('an empty submit marks the three fields and warns with the first error', async () => {
    await open();
    await submit();
    expect(fieldErrors()).toEqual(['请输入原密码', '请输入新密码', '请再次输入密码']);
    expect(lastToast()).toMatchObject({ type: 'warning', content: '请输入原密码' });
    expect(changeCalls()).toEqual([]);
  });

  it.each([
    ['Ab1#', '密码不少于8位'],
    ['qwertyui', '密码须包含数字、大小写字母、特殊字符至少3项'],
    ['Qw#12345', '密码不能出现连续4位及以上递增或递减字符'],
    ['Qw#admin9', '密码不能包含admin'],
    ['Qw#hik5820', '密码不能包含hik'],
    ['p@ssw0rdX', '密码不能包含p@ssw0rd'],
    ['Qw#1111x', '密码不能出现4位及以上相同字符'],
    ['Qchenjg#1', '密码中不能包含用户名'],
    [OLD, '新密码与原密码不能重复'],
  ])('strict mode: new password %j → %s', async (newPwd, message) => {
    await open(1);
    fill({ oldPwd: OLD, newPwd, checkPwd: newPwd });
    await submit();
    expect(fieldErrors()).toEqual([message]);
    expect(lastToast()).toMatchObject({ type: 'warning', content: message });
    expect(changeCalls()).toEqual([]);
  });

  it.each([
    ['abc12', '请输入6～20个字符'],
    [OLD, '新密码与原密码不能重复'],
  ])('weak mode (strength level 0): new password %j → %s', async (newPwd, message) => {
    await open(0);
    fill({ oldPwd: OLD, newPwd, checkPwd: newPwd });
    await submit();
    expect(fieldErrors()).toEqual([message]);
    expect(lastToast()).toMatchObject({ type: 'warning', content: message });
  });

  it('the repeat must equal the new password', async () => {
    await open();
    fill({ oldPwd: OLD, newPwd: GOOD, checkPwd: 'Qw#58Zk9n' });
    await submit();
    expect(fieldErrors()).toEqual(['两次输入密码不一致!']);
    expect(lastToast()).toMatchObject({ type: 'warning', content: '两次输入密码不一致!' });
  });

  it('shows a field error when the field is left, before any submit', async () => {
    await open();
    fireEvent.blur(field('请输入原密码'));
    expect(fieldErrors()).toEqual(['请输入原密码']);
    fill({ oldPwd: OLD });
    expect(fieldErrors()).toEqual([]);
  });
});

describe('修改密码: inputs', () => {
  it('have maxlength 20 and block pasting', async () => {
    await open();
    for (const placeholder of ['请输入原密码', '请输入新密码', '请再次输入密码']) {
      expect(field(placeholder).getAttribute('maxlength')).toBe('20');
      expect(fireEvent.paste(field(placeholder))).toBe(false);
    }
  });

  it('drops punctuation typed into the new password, keeping !@#$%^&*+-', async () => {
    await open();
    fill({ newPwd: 'Ab,c.d;1#?～(' });
    expect(field('请输入新密码').value).toBe('Abcd1#');
    fill({ newPwd: 'Aa1!@#$%^&*+-' });
    expect(field('请输入新密码').value).toBe('Aa1!@#$%^&*+-');
  });

  it('cancel clears the three fields and the validation', async () => {
    await open();
    fill({ oldPwd: OLD, newPwd: 'x', checkPwd: 'y' });
    await submit();
    expect(fieldErrors().length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect([field('请输入原密码').value, field('请输入新密码').value, field('请再次输入密码').value]).toEqual(['', '', '']);
    expect(fieldErrors()).toEqual([]);
  });
});

describe('修改密码: submit', () => {
  it('hashes against a fresh challenge, then resets the token and returns to login', async () => {
    await open(1);
    fill({ oldPwd: OLD, newPwd: GOOD, checkPwd: GOOD });
    await submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    const challengeCall = http.calls.find((c) => c.url.endsWith('/modifyUser/getChallengeCode'));
    expect(JSON.parse(String(challengeCall?.init.body))).toEqual({ account: 'chenjg', platformType: 1 });
    const change = http.calls.find((c) => c.url.endsWith('/sysUser/changePassword'));
    expect(JSON.parse(String(change?.init.body))).toEqual({
      userId: '10001',
      oldPassword: sha(sha(OLD + CHALLENGE.salt) + CHALLENGE.codeValue),
      newPassword: sha(GOOD + CHALLENGE.salt),
      codeKey: 'ck-1',
    });
    expect(lastToast()).toMatchObject({ type: 'success', content: '密码修改成功，请重新登录' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(onClose).toHaveBeenCalled();
  });

  it('weak mode accepts a 6-character password', async () => {
    await open(0);
    fill({ oldPwd: OLD, newPwd: 'abcxyz', checkPwd: 'abcxyz' });
    await submit();
    await waitFor(() => expect(changeCalls()).toHaveLength(1));
  });

  it('keeps the dialog and the token when the server refuses (its message is shown)', async () => {
    await open(1, envelope('0x10d7500101', null, '原密码错误'));
    fill({ oldPwd: 'Wrong@Pass1', newPwd: GOOD, checkPwd: GOOD });
    await submit();
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'error', content: '原密码错误' }));
    expect(localStorage.getItem('token')).toBe('tk-1');
    expect(screen.getByTestId('location').textContent).toBe('/index');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /确\s*定/ }).className).not.toContain('loading');
  });

  it('falls back to strict mode when the strength level cannot be read', async () => {
    http.serve({ '/api/user/v2/api/collector/weakPwdCode': envelope('0x1', null, 'x') });
    renderDialog(<ChangePasswordDialog onClose={onClose} confirm={() => Promise.resolve(true)} />);
    await waitFor(() => expect(http.paths()).toContain('/api/user/v2/api/collector/weakPwdCode'));
    fill({ oldPwd: OLD, newPwd: 'abcxyz', checkPwd: 'abcxyz' });
    await submit();
    expect(lastToast()).toMatchObject({ type: 'warning', content: '密码不少于8位' });
  });
});

describe('buildChangePasswordBody', () => {
  it('proves the old password like the login and sends the new one as stored', () => {
    expect(buildChangePasswordBody({ userId: '7', oldPwd: 'a', newPwd: 'b' }, { salt: 's', codeValue: 'c', codeKey: 'k' })).toEqual({
      userId: '7',
      oldPassword: sha(sha('as') + 'c'),
      newPassword: sha('bs'),
      codeKey: 'k',
    });
  });
});
