// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import EnterprisePage from './EnterprisePage';
import EnterResultPage from './EnterResultPage';
import EnterDetailPage from './EnterDetailPage';
import { getApplyStatus, getRegistState } from '../../api/shell';
import { post } from '../../api/http';
import { ApiError } from '../../api/apiError';

vi.mock('../../api/shell', () => ({ getApplyStatus: vi.fn(), getRegistState: vi.fn() }));
vi.mock('../../api/http', () => ({ post: vi.fn() }));
vi.mock('../../api/toast', () => ({ showSuccess: vi.fn() }));

const apply = vi.mocked(getApplyStatus);
const regist = vi.mocked(getRegistState);
const postMock = vi.mocked(post);

const none = { status: 0 };
const rejected = {
  status: 3,
  dealerName: '杭州停车有限公司',
  registerAddr: '杭州市西湖区',
  manager: '张三',
  phone: '13800000001',
  auditRemark: '营业执照不清晰',
};

beforeEach(() => vi.resetAllMocks());

describe('EnterprisePage', () => {
  it('with flag=1 says certification is required and submits the form to portal/apply', async () => {
    regist.mockResolvedValue({ status: 3 });
    apply.mockResolvedValue(none);
    postMock.mockResolvedValue({ applyId: 'A1' });
    const { location } = renderPage(<EnterprisePage />, '/enterprise?flag=1');
    expect(screen.getByText('企业尚未认证')).toBeTruthy();
    expect(await screen.findByText('待认证')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    for (const text of ['请输入企业名称', '请输入注册地址', '请输入负责人姓名', '请输入手机号码'])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(postMock).not.toHaveBeenCalled();

    const fill = { 企业名称: '杭州停车有限公司', 注册地址: '杭州市西湖区', 负责人: '张三', 手机号: '13800000001' };
    for (const [label, value] of Object.entries(fill)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(location()).toBe('/enterResultPage'));
    expect(postMock).toHaveBeenCalledWith('/dealer/v2/api/portal/apply', {
      dealerName: '杭州停车有限公司',
      registerAddr: '杭州市西湖区',
      manager: '张三',
      phone: '13800000001',
    });
  });

  it('a rejected application shows the audit remark and prefills the form; a failed submit keeps the values', async () => {
    regist.mockResolvedValue({ status: 0 });
    apply.mockResolvedValue(rejected);
    postMock.mockRejectedValue(new ApiError('提交过于频繁', { kind: 'business', code: '0x1' }));
    renderPage(<EnterprisePage />, '/enterprise');
    expect(await screen.findByText(/营业执照不清晰/)).toBeTruthy();
    expect((screen.getByLabelText('企业名称') as HTMLInputElement).value).toBe('杭州停车有限公司');
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('提交过于频繁')).toBeTruthy();
    expect((screen.getByLabelText('注册地址') as HTMLInputElement).value).toBe('杭州市西湖区');
  });

  it.each([
    [{ status: 1 }, { status: 1 }, '企业已认证'],
    [{ status: 2 }, { status: 2 }, '认证资料审核中'],
  ])('registState %j / applyStatus %j shows %s', async (r, a, text) => {
    regist.mockResolvedValue(r);
    apply.mockResolvedValue(a);
    renderPage(<EnterprisePage />, '/enterprise');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交认证' })).toBeNull();
  });

  it('a failed load shows an error with 重试', async () => {
    regist.mockRejectedValue(new Error('网络异常'));
    apply.mockResolvedValue(none);
    renderPage(<EnterprisePage />, '/enterprise');
    expect(await screen.findByText('网络异常')).toBeTruthy();
    regist.mockResolvedValue({ status: 1 });
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
    apply.mockResolvedValue({ ...rejected, status });
    renderPage(<EnterResultPage />, '/enterResultPage');
    expect(await screen.findByText(title)).toBeTruthy();
    if (status === 3) expect(screen.getByText('审核意见：营业执照不清晰')).toBeTruthy();
  });
});

describe('EnterDetailPage', () => {
  it('shows the certification details', async () => {
    apply.mockResolvedValue({ ...rejected, status: 1, auditRemark: '' });
    renderPage(<EnterDetailPage />, '/enterDetail');
    expect(await screen.findByText('杭州停车有限公司')).toBeTruthy();
    for (const text of ['企业名称', '注册地址', '负责人', '手机号', '认证状态', '杭州市西湖区', '张三', '13800000001', '已通过']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.queryByText('审核意见')).toBeNull();
  });
});
