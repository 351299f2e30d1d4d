// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import RegisterPage from './RegisterPage';
import { portalRegist } from '../../auth/authApi';
import { ApiError } from '../../api/http';

vi.mock('../../auth/authApi', () => ({ portalRegist: vi.fn() }));
const regist = vi.mocked(portalRegist);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交注册' }));
const valid = { 企业名称: '杭州停车有限公司', 负责人: '张三', 手机号: '13800000001', 账号: 'hzpark' };

beforeEach(() => vi.resetAllMocks());

describe('RegisterPage', () => {
  it('requires every field', async () => {
    renderPage(<RegisterPage />, '/register');
    submit();
    for (const text of ['请输入企业名称', '请输入负责人姓名', '请输入手机号码', '请输入账号'])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(regist).not.toHaveBeenCalled();
  });

  it.each(['12800000000', '1380000000', '+8513800000000', 'abc'])('rejects the mobile %s', async (phone) => {
    renderPage(<RegisterPage />, '/register');
    fill({ ...valid, 手机号: phone });
    submit();
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(regist).not.toHaveBeenCalled();
  });

  it.each(['13800000001', '+8613800000001', '008619912345678'])('accepts the mobile %s and submits', async (phone) => {
    regist.mockResolvedValue({ applyId: 'a1' });
    const { location } = renderPage(<RegisterPage />, '/register');
    fill({ ...valid, 手机号: phone });
    submit();
    expect(await screen.findByText('提交成功')).toBeTruthy();
    expect(regist).toHaveBeenCalledWith({ dealerName: '杭州停车有限公司', manager: '张三', phone, account: 'hzpark' });
    fireEvent.click(screen.getByRole('button', { name: '返回登录' }));
    expect(location()).toBe('/login');
  });

  it('shows a failure inline and keeps the typed values', async () => {
    regist.mockRejectedValue(new ApiError('账号已存在', { kind: 'business', code: '0x1' }));
    renderPage(<RegisterPage />, '/register');
    fill(valid);
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('账号已存在'));
    expect(field('企业名称').value).toBe('杭州停车有限公司');
    expect(field('账号').value).toBe('hzpark');
  });
});
