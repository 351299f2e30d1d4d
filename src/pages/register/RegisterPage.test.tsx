// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import RegisterPage from './RegisterPage';
import { envelope, installHttpDoubles } from '../../testing/httpDoubles';

const REGIST = '/api/dealer/v2/api/portal/regist';
let http: ReturnType<typeof installHttpDoubles>;
/** The bodies POSTed to portal/regist. */
const registrations = () =>
  http.calls
    .filter((c) => c.url === REGIST)
    .map((c) => {
      expect(c.init.method).toBe('POST');
      return JSON.parse(String(c.init.body)) as unknown;
    });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交注册' }));
const valid = { 企业名称: '杭州停车有限公司', 负责人: '张三', 手机号: '13800000001', 账号: 'hzpark' };

beforeEach(() => {
  http = installHttpDoubles();
  http.serve({ [REGIST]: () => envelope('200', { applyId: 'a1' }) });
});

describe('RegisterPage', () => {
  it('requires every field', async () => {
    renderPage(<RegisterPage />, '/register');
    submit();
    for (const text of ['请输入企业名称', '请输入负责人姓名', '请输入手机号码', '请输入账号'])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(http.calls).toEqual([]);
  });

  it.each(['12800000000', '1380000000', '+8513800000000', 'abc'])('rejects the mobile %s', async (phone) => {
    renderPage(<RegisterPage />, '/register');
    fill({ ...valid, 手机号: phone });
    submit();
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(http.calls).toEqual([]);
  });

  it.each(['13800000001', '+8613800000001', '008619912345678'])('accepts the mobile %s and submits', async (phone) => {
    const { location } = renderPage(<RegisterPage />, '/register');
    fill({ ...valid, 手机号: phone });
    submit();
    expect(await screen.findByText('提交成功')).toBeTruthy();
    expect(registrations()).toEqual([{ dealerName: '杭州停车有限公司', manager: '张三', phone, account: 'hzpark' }]);
    fireEvent.click(screen.getByRole('button', { name: '返回登录' }));
    expect(location()).toBe('/login');
  });

  it('shows a failure inline and keeps the typed values', async () => {
    http.serve({ [REGIST]: () => envelope('0x1', null, '账号已存在') });
    renderPage(<RegisterPage />, '/register');
    fill(valid);
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('账号已存在'));
    expect(registrations()).toHaveLength(1);
    expect(field('企业名称').value).toBe('杭州停车有限公司');
    expect(field('账号').value).toBe('hzpark');
  });
});
