// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, installHttpDoubles } from '../testing/httpDoubles';
import { DialogHost } from './DialogHost';
import { closeDialog, dialogStore, openDialog, type DialogName } from './dialogStore';
import { renderDialog } from '../testing/renderDialog';

let http: ReturnType<typeof installHttpDoubles>;
beforeEach(() => {
  http = installHttpDoubles();
  localStorage.setItem('token', 'tk');
  localStorage.setItem('platformType', '1');
  http.serve({
    '/api/user/v2/api/collector/weakPwdCode': () => envelope('200', 1),
    '/api/user/v2/api/sysUser/profile': () => envelope('200', { name: '陈建国', account: 'admin', userType: 2, registStatus: 1 }),
    '/api/dealer/v2/api/dealerInfos/about': () => envelope('200', { platformName: '云停车管理控制平台', version: 'V1' }),
    '/api/basic/v2/api/getVersion': () => envelope('200', 'V1'),
  });
});
afterEach(() => {
  closeDialog();
});

describe('DialogHost', () => {
  it('renders nothing until a dialog is opened', () => {
    renderDialog(<DialogHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['changePassword', '修改密码'],
    ['changeUserName', '修改用户名'],
    ['userInfo', '用户信息'],
    ['faultReport', '故障上报'],
    ['about', '关于'],
  ] as [DialogName, string][])('openDialog(%s) shows %s, and its close icon closes it', async (name, title) => {
    renderDialog(<DialogHost />);
    await act(async () => openDialog(name));
    expect(await screen.findByText(title)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialogStore.get().open).toBeNull();
    await waitFor(() => expect(screen.queryByText(title)).toBeNull());
  });

  it('opens the image preview with its payload', async () => {
    renderDialog(<DialogHost />);
    await act(async () => openDialog('imagePreview', ['/mock-assets/fault-photo-1.svg']));
    await waitFor(() =>
      expect(document.querySelector('.ant-image-preview-img')?.getAttribute('src')).toBe('/mock-assets/fault-photo-1.svg'),
    );
  });

  it('a dialog opened again starts empty', async () => {
    renderDialog(<DialogHost />);
    await act(async () => openDialog('changeUserName'));
    fireEvent.change(await screen.findByPlaceholderText('请输入新用户名'), { target: { value: 'abc' } });
    await act(async () => closeDialog());
    await act(async () => openDialog('changeUserName'));
    expect(((await screen.findByPlaceholderText('请输入新用户名')) as HTMLInputElement).value).toBe('');
  });
});
