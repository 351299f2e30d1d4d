// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installHttpDoubles } from '../testing/httpDoubles';
import type { Profile } from './dialogApi';
import { renderDialog } from '../testing/renderDialog';
import { enterpriseAuthPath } from './enterpriseAuth';
import { UserInfoDialog } from './UserInfoDialog';

const PROFILE = '/api/user/v2/api/sysUser/profile';
const UPDATE_MANAGER = '/api/dealer/v2/api/dealerInfos/updateDealerManager';
let http: ReturnType<typeof installHttpDoubles>;
const profileLoads = () => http.paths().filter((p) => p === PROFILE).length;

const MAIN: Profile = {
  name: '陈建国',
  account: 'admin',
  userType: 2,
  isVerify: 1,
  userPhone: '',
  manager: '陈建国',
  phone: '13800000001',
  dealerName: '杭州城泊停车管理有限公司',
  registStatus: 1,
  registerAddr: '浙江省杭州市西湖区文三路90号',
};
const SUB: Profile = { ...MAIN, name: '李晓梅', account: 'operator', userType: 3, isVerify: 0, userPhone: '', manager: '', phone: '' };

const onClose = vi.fn();
const serveProfile = (profile: Profile) =>
  http.serve({ [PROFILE]: () => envelope('200', profile), [UPDATE_MANAGER]: () => envelope('200', null) });
const open = async (profile: Profile) => {
  serveProfile(profile);
  renderDialog(<UserInfoDialog onClose={onClose} confirm={() => Promise.resolve(true)} />);
  await screen.findByText(profile.account);
};
const labels = () => [...document.querySelectorAll('.ant-descriptions-item-label')].map((e) => e.textContent);
const rowOf = (label: string) => {
  const th = [...document.querySelectorAll('.ant-descriptions-item-label')].find((e) => e.textContent === label);
  return th?.nextElementSibling as HTMLElement;
};

beforeEach(() => {
  http = installHttpDoubles();
  onClose.mockReset();
});

describe('用户信息', () => {
  it('main account (userType 2): account, manager with 修改, phone, unit with 企业认证, address', async () => {
    await open(MAIN);
    expect(screen.getByText('用户信息')).toBeTruthy();
    expect(labels()).toEqual(['账号', '负责人', '手机号码', '运营单位', '注册地址']);
    expect(rowOf('负责人').textContent).toBe('陈建国修改');
    expect(rowOf('手机号码').textContent).toBe('13800000001');
    expect(within(rowOf('运营单位')).getByRole('button', { name: '企业认证' })).toBeTruthy();
    expect(screen.queryByText('尚未认证')).toBeNull();
  });

  it('sub-account (userType 3): name, account, red 尚未绑定 while not bound, unit, address', async () => {
    await open(SUB);
    expect(labels()).toEqual(['姓名', '账号', '手机号码', '运营单位', '注册地址']);
    const bind = within(rowOf('手机号码')).getByRole('button', { name: '尚未绑定' });
    expect(bind.className).toContain('ant-btn-dangerous');
    expect(screen.queryByRole('button', { name: '企业认证' })).toBeNull();
    expect(screen.queryByRole('button', { name: /修\s*改/ })).toBeNull();
  });

  it('sub-account with a verified phone shows it with 修改', async () => {
    await open({ ...SUB, isVerify: 1, userPhone: '13900000000' });
    expect(rowOf('手机号码').textContent).toBe('13900000000修改');
    expect(screen.queryByText('尚未绑定')).toBeNull();
  });

  it.each([0, 2])('registStatus %i tags the unit and the address 尚未认证', async (registStatus) => {
    await open({ ...MAIN, registStatus });
    expect(within(rowOf('运营单位')).getByText('尚未认证')).toBeTruthy();
    expect(within(rowOf('注册地址')).getByText('尚未认证')).toBeTruthy();
  });

  it('empty values read --', async () => {
    await open({ ...MAIN, registerAddr: '', manager: '' });
    expect(within(rowOf('注册地址')).getByText('--')).toBeTruthy();
    expect(rowOf('负责人').textContent).toBe('--修改');
  });

  it.each([
    [0, '/enterprise?flag=1'],
    [1, '/enterDetail'],
    [2, '/enterDetail'],
  ])('企业认证 with registStatus %i opens %s in a new tab', async (registStatus, url) => {
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    await open({ ...MAIN, registStatus });
    fireEvent.click(screen.getByRole('button', { name: '企业认证' }));
    expect(windowOpen).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer');
    expect(enterpriseAuthPath(registStatus)).toBe(url);
    windowOpen.mockRestore();
  });

  it('修改 opens 修改负责人; a successful edit reloads the profile and closes the edit dialog', async () => {
    await open(MAIN);
    fireEvent.click(within(rowOf('负责人')).getByRole('button'));
    expect(await screen.findByText('修改负责人')).toBeTruthy();
    serveProfile({ ...MAIN, manager: '张三', phone: '13900000000' });
    fireEvent.change(screen.getByPlaceholderText('请输入负责人姓名'), { target: { value: '张三' } });
    fireEvent.change(screen.getByPlaceholderText('请输入手机号码'), { target: { value: '13900000000' } });
    fireEvent.change(screen.getByPlaceholderText('请输入验证码'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(rowOf('负责人').textContent).toBe('张三修改'));
    expect(profileLoads()).toBe(2);
    const update = http.calls.find((c) => c.url === UPDATE_MANAGER)!;
    expect(update.init.method).toBe('POST');
    expect(JSON.parse(String(update.init.body))).toEqual({ manager: '张三', phone: '13900000000', verifyCode: '123456' });
    expect(screen.queryByText('修改负责人')).toBeNull();
  });

  it('尚未绑定 opens 绑定手机号码 with the bind notice', async () => {
    await open(SUB);
    fireEvent.click(screen.getByRole('button', { name: '尚未绑定' }));
    expect(await screen.findByText('绑定手机号码')).toBeTruthy();
    expect(screen.getByText('绑定后才可使用手机号码登录平台')).toBeTruthy();
  });

  it('closes with the close icon', async () => {
    await open(MAIN);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
