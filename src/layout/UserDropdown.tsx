import type { ReactNode } from 'react';
import { Dropdown, Modal, type MenuProps } from 'antd';
import {
  DownOutlined,
  EditOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  IdcardOutlined,
  LockOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { getNoticeUrl } from '../api/shell';
import { getStoredUserInfo } from '../auth/session';
import { logout, LOGOUT_CONFIRM } from '../auth/logout';
import { openDialog } from '../dialogs/dialogStore';
import { useStore } from '../stores/createStore';
import { userStore } from '../stores/userStore';
import { openUrlFrom } from './openWindow';
import { NOTICE_TYPES, USER_MENU_LABELS, userMenuItems, type UserMenuKey } from './topBarRules';
import { useTopBarContext } from './useTopBarContext';

const ICONS: Record<UserMenuKey, ReactNode> = {
  changePassword: <LockOutlined />,
  changeUserName: <EditOutlined />,
  userInfo: <IdcardOutlined />,
  privacy: <FileProtectOutlined />,
  terms: <FileTextOutlined />,
  logout: <LogoutOutlined />,
};

/**
 * The user name with its dropdown (spec §2): 修改密码, 修改用户名 (userType 2, not renamed yet), 用户信息
 * (not for userType 1 and 4), 隐私协议 and 服务条款 (operator side: viewNotice 199 / 198 opened in a new
 * window), 退出登录 (after confirmation).
 */
export function UserDropdown() {
  const name = useStore(userStore, (s) => s.user?.name) || getStoredUserInfo()?.account || '';
  const ctx = useTopBarContext();
  const navigate = useNavigate();
  const [modal, contextHolder] = Modal.useModal();

  const confirmLogout = () => {
    modal.confirm({
      title: '提示',
      content: LOGOUT_CONFIRM,
      okText: '确定',
      cancelText: '取消',
      // Errors are shown by the HTTP layer; the dialog only has to close.
      onOk: () => logout({ navigate }).catch(() => undefined),
    });
  };

  const keys = userMenuItems(ctx);
  const items: MenuProps['items'] = keys.flatMap((key) => {
    const item = { key, icon: ICONS[key], label: USER_MENU_LABELS[key] };
    return key === 'logout' && keys.length > 1 ? [{ type: 'divider' as const }, item] : [item];
  });
  const onClick: MenuProps['onClick'] = ({ key }) => {
    switch (key as UserMenuKey) {
      case 'changePassword':
      case 'changeUserName':
      case 'userInfo':
        openDialog(key as 'changePassword' | 'changeUserName' | 'userInfo');
        break;
      case 'privacy':
      case 'terms':
        void openUrlFrom(() => getNoticeUrl(NOTICE_TYPES[key as 'privacy' | 'terms']));
        break;
      case 'logout':
        confirmLogout();
        break;
    }
  };

  return (
    <>
      <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick }}>
        {/* The button is named 用户菜单 and holds only icons; the user's name is shown beside it (WCAG 2.5.3), the whole strip opens the menu. */}
        <span className="app-topbar-user">
          <button type="button" className="app-topbar-user-button" aria-label="用户菜单">
            <UserOutlined />
          </button>
          <span className="app-topbar-user-name">{name}</span>
          <DownOutlined className="app-topbar-user-caret" />
        </span>
      </Dropdown>
      {contextHolder}
    </>
  );
}
