// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import EnterprisePage from './EnterprisePage';
import EnterResultPage from './EnterResultPage';
import EnterDetailPage from './EnterDetailPage';
import { envelope, installHttpDoubles, type Reply } from '../../testing/httpDoubles';

const APPLY_STATUS = '/api/dealer/v2/api/portal/applyStatus';
const REGIST_STATE = '/api/dealer/v2/api/portal/registState';
const APPLY = '/api/dealer/v2/api/portal/apply';

let http: ReturnType<typeof installHttpDoubles>;
let routes: Record<string, Reply>;
const servePlatform = (overrides: Record<string, Reply>) => {
  routes = { ...routes, ...overrides };
  http.serve(routes);
};
const answer = (data: unknown) => () => envelope('200', data);
/** The bodies POSTed to portal/apply. */
const applications = () =>
  http.calls
    .filter((c) => c.url === APPLY)
    .map((c) => {
      expect(c.init.method).toBe('POST');
      return JSON.parse(String(c.init.body)) as unknown;
    });

const none = { status: 0 };
const rejected = {
  status: 3,
  dealerName: '杭州停车有限公司',
  registerAddr: '杭州市西湖区',
  manager: '张三',
  phone: '13800000001',
  auditRemark: '营业执照不清晰',
};

beforeEach(() => {
  http = installHttpDoubles();
  routes = {};
});

describe('EnterprisePage', () => {
  it('with flag=1 says certification is required and submits the form to portal/apply', async () => {
    servePlatform({ [REGIST_STATE]: answer({ status: 3 }), [APPLY_STATUS]: answer(none), [APPLY]: answer({ applyId: 'A1' }) });
    const { location } = renderPage(<EnterprisePage />, '/enterprise?flag=1');
    expect(screen.getByText('企业尚未认证')).toBeTruthy();
    expect(await screen.findByText('待认证')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    for (const text of ['请输入企业名称', '请输入注册地址', '请输入负责人姓名', '请输入手机号码'])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(applications()).toEqual([]);

    const fill = { 企业名称: '杭州停车有限公司', 注册地址: '杭州市西湖区', 负责人: '张三', 手机号: '13800000001' };
    for (const [label, value] of Object.entries(fill)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(location()).toBe('/enterResultPage'));
    expect(applications()).toEqual([
      {
        dealerName: '杭州停车有限公司',
        registerAddr: '杭州市西湖区',
        manager: '张三',
        phone: '13800000001',
      },
    ]);
  });

  it('a rejected application shows the audit remark and prefills the form; a failed submit keeps the values', async () => {
    servePlatform({
      [REGIST_STATE]: answer({ status: 0 }),
      [APPLY_STATUS]: answer(rejected),
      [APPLY]: () => envelope('0x1', null, '提交过于频繁'),
    });
    renderPage(<EnterprisePage />, '/enterprise');
    expect(await screen.findByText(/营业执照不清晰/)).toBeTruthy();
    expect((screen.getByLabelText('企业名称') as HTMLInputElement).value).toBe('杭州停车有限公司');
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('提交过于频繁')).toBeTruthy();
    expect((screen.getByLabelText('注册地址') as HTMLInputElement).value).toBe('杭州市西湖区');
    expect(applications()).toEqual([
      { dealerName: '杭州停车有限公司', registerAddr: '杭州市西湖区', manager: '张三', phone: '13800000001' },
    ]);
  });

  it.each([
    [{ status: 1 }, { status: 1 }, '企业已认证'],
    [{ status: 2 }, { status: 2 }, '认证资料审核中'],
  ])('registState %j / applyStatus %j shows %s', async (r, a, text) => {
    servePlatform({ [REGIST_STATE]: answer(r), [APPLY_STATUS]: answer(a) });
    renderPage(<EnterprisePage />, '/enterprise');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交认证' })).toBeNull();
  });

  it('a failed load shows an error with 重试', async () => {
    servePlatform({ [REGIST_STATE]: () => envelope('0x1', null, '网络异常'), [APPLY_STATUS]: answer(none) });
    renderPage(<EnterprisePage />, '/enterprise');
    expect(await screen.findByText('网络异常')).toBeTruthy();
    servePlatform({ [REGIST_STATE]: answer({ status: 1 }) });
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('企业已认证')).toBeTruthy();
  });
});

describe('EnterResultPage', () => {
  it.each([
    [2, '审核中'],
    [1, '已通过'],
    [3, '未通过'],
    [0, '尚未提交认证资料'],
  ])('applyStatus %i shows %s', async (status, title) => {
    servePlatform({ [APPLY_STATUS]: answer({ ...rejected, status }) });
    renderPage(<EnterResultPage />, '/enterResultPage');
    expect(await screen.findByText(title)).toBeTruthy();
    if (status === 3) expect(screen.getByText('审核意见：营业执照不清晰')).toBeTruthy();
  });
});

describe('EnterDetailPage', () => {
  it('shows the certification details', async () => {
    servePlatform({ [APPLY_STATUS]: answer({ ...rejected, status: 1, auditRemark: '' }) });
    renderPage(<EnterDetailPage />, '/enterDetail');
    expect(await screen.findByText('杭州停车有限公司')).toBeTruthy();
    for (const text of ['企业名称', '注册地址', '负责人', '手机号', '认证状态', '杭州市西湖区', '张三', '13800000001', '已通过']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.queryByText('审核意见')).toBeNull();
  });
});
