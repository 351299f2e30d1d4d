// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../testing/renderPage';
import ForgotPasswordSetPage from './ForgotPasswordSetPage';
import { characterClasses, newPasswordProblem } from './passwordRules';
import { getModifyChallengeCode, resetPwd } from '../../auth/authApi';
import { hashStoredPassword } from '../../auth/password';
import { showSuccess } from '../../api/toast';
import { ApiError } from '../../api/http';

vi.mock('../../auth/authApi', () => ({ getModifyChallengeCode: vi.fn(), resetPwd: vi.fn() }));
vi.mock('../../auth/password', () => ({ hashStoredPassword: vi.fn() }));
vi.mock('../../api/toast', () => ({ showSuccess: vi.fn() }));

const ROUTE = '/forgotPasswordSet?key=RK1&account=admin';
const newPwd = () => screen.getByLabelText('新密码') as HTMLInputElement;
const checkPwd = () => screen.getByLabelText('确认密码') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认修改' }));

beforeEach(() => {
  vi.resetAllMocks();
  localStorage.clear();
});

describe('password rules', () => {
  it.each([
    ['Abc#123', '密码不少于8位'],
    ['abcdefgh', '密码须包含数字、大小写字母、特殊字符至少3项'],
    ['abcd1234', '密码须包含数字、大小写字母、特殊字符至少3项'],
    ['ABCD!@#$', '密码须包含数字、大小写字母、特殊字符至少3项'],
    ['abcd123A', null],
    ['abcd12#$', null],
    ['ABCD12+-', null],
  ])('%s → %s', (value, problem) => {
    expect(newPasswordProblem(value)).toBe(problem);
  });

  it('counts the four classes', () => {
    expect(characterClasses('aA1!')).toBe(4);
    expect(characterClasses('中文')).toBe(0);
  });
});

describe('ForgotPasswordSetPage', () => {
  it('asks for both passwords', async () => {
    renderPage(<ForgotPasswordSetPage />, ROUTE);
    submit();
    expect(await screen.findByText('请输入新密码')).toBeTruthy();
    expect(await screen.findByText('请再次输入密码')).toBeTruthy();
  });

  it.each([
    ['Ab1#', 'Ab1#', '密码不少于8位'],
    ['abcdefgh', 'abcdefgh', '密码须包含数字、大小写字母、特殊字符至少3项'],
    ['Abcd1234', 'Abcd1235', '两次输入密码不一致!'],
  ])('%s / %s shows %s', async (a, b, text) => {
    renderPage(<ForgotPasswordSetPage />, ROUTE);
    fireEvent.change(newPwd(), { target: { value: a } });
    fireEvent.change(checkPwd(), { target: { value: b } });
    submit();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(resetPwd).not.toHaveBeenCalled();
  });

  it('blocks pasting into both password fields', () => {
    renderPage(<ForgotPasswordSetPage />, ROUTE);
    expect(fireEvent.paste(newPwd())).toBe(false);
    expect(fireEvent.paste(checkPwd())).toBe(false);
  });

  it('challenge → hash with the salt → resetPwd → 密码修改成功，请重新登录 → /login', async () => {
    localStorage.setItem('platformType', '2');
    vi.mocked(getModifyChallengeCode).mockResolvedValue({ salt: 'S1', codeValue: 'C', codeKey: 'K' });
    vi.mocked(hashStoredPassword).mockReturnValue('HASHED');
    vi.mocked(resetPwd).mockResolvedValue(null);
    const { location } = renderPage(<ForgotPasswordSetPage />, ROUTE);
    fireEvent.change(newPwd(), { target: { value: 'Abcd1234' } });
    fireEvent.change(checkPwd(), { target: { value: 'Abcd1234' } });
    submit();
    await waitFor(() => expect(location()).toBe('/login'));
    expect(getModifyChallengeCode).toHaveBeenCalledWith({ account: 'admin', platformType: 2 });
    expect(hashStoredPassword).toHaveBeenCalledWith('Abcd1234', 'S1');
    expect(resetPwd).toHaveBeenCalledWith({ resetKey: 'RK1', newPassword: 'HASHED' });
    expect(showSuccess).toHaveBeenCalledWith('密码修改成功，请重新登录');
  });

  it('a failure is shown and the typed passwords stay', async () => {
    vi.mocked(getModifyChallengeCode).mockResolvedValue({ salt: 'S1', codeValue: 'C', codeKey: 'K' });
    vi.mocked(resetPwd).mockRejectedValue(new ApiError('重置链接已失效', { kind: 'business', code: '0x1' }));
    const { location } = renderPage(<ForgotPasswordSetPage />, ROUTE);
    fireEvent.change(newPwd(), { target: { value: 'Abcd1234' } });
    fireEvent.change(checkPwd(), { target: { value: 'Abcd1234' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('重置链接已失效');
    expect(newPwd().value).toBe('Abcd1234');
    expect(location()).toBe(ROUTE);
  });

  it('without key or account it asks to start again', () => {
    renderPage(<ForgotPasswordSetPage />, '/forgotPasswordSet');
    expect(screen.getByText('链接已失效')).toBeTruthy();
  });
});
