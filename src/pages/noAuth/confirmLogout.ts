import { Modal } from 'antd';
import { logout, LOGOUT_CONFIRM } from '../../auth/logout';

/** Asks the logout confirmation of spec §8, then runs the logout sequence. */
export function confirmLogout(navigate: (path: string) => void) {
  Modal.confirm({
    title: '提示',
    content: LOGOUT_CONFIRM,
    okText: '确定',
    cancelText: '取消',
    onOk: () => logout({ navigate }),
  });
}
