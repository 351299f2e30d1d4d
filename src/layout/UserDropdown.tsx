import { Dropdown, Modal, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useStore } from '../stores/createStore';
import { userStore } from '../stores/userStore';
import { getStoredUserInfo } from '../auth/session';
import { logout, LOGOUT_CONFIRM } from '../auth/logout';

/**
 * The user name with its dropdown. Only 退出登录 exists for now; 修改密码, 用户信息 and the other
 * items of spec §2 "Top bar" are added to `items` with their dialogs.
 */
export function UserDropdown() {
  const name = useStore(userStore, (s) => s.user?.name) || getStoredUserInfo()?.account || '';
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

  const items: MenuProps['items'] = [{ key: 'logout', icon: <LogoutOutlined />, label: '退出登录' }];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') confirmLogout();
  };

  return (
    <>
      <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick }}>
        <button type="button" className="app-topbar-user" aria-label="用户菜单">
          <UserOutlined />
          <span className="app-topbar-user-name">{name}</span>
          <DownOutlined className="app-topbar-user-caret" />
        </button>
      </Dropdown>
      {contextHolder}
    </>
  );
}
