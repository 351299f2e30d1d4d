import { useMemo, useState } from 'react';
import { Alert, Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { showSuccess } from '../api/toast';
import { clearSession } from '../auth/session';
import { LOGIN_PATH } from '../auth/logout';
import { validateUserName } from '../validators';
import { currentUserInfo } from './currentUser';
import { updateAccount } from './dialogApi';
import type { DialogProps } from './dialogTypes';
import { errorProps, useTouchedErrors } from './useTouchedErrors';
import { FormDialog } from './FormDialog';

/** The warning of spec §5: the user name is the login credential and may be changed once. */
export const USER_NAME_WARNING = '用户名是登录平台的唯一凭证，仅允许修改一次，请谨慎修改！';
/** The hint of spec §5 (shown, not enforced). */
export const USER_NAME_HINT = '建议5～16个字符，由英文字母和数字组成，以字母开头';
export const RENAMED = '修改成功';

/**
 * 修改用户名 (userType 2, once; spec §4, §5): rules of validateUserName; after success local storage is cleared and
 * the user logs in again with the new name.
 */
export function ChangeUserNameDialog({ onClose }: DialogProps) {
  const navigate = useNavigate();
  const user = useMemo(currentUserInfo, []);
  const [account, setAccount] = useState('');
  const [busy, setBusy] = useState(false);
  const error = validateUserName(account);
  const errors = useMemo(() => (error ? { account: error } : {}), [error]);
  const { visible, touch, validateAll } = useTouchedErrors<'account'>(errors);

  const submit = async () => {
    if (!validateAll()) return;
    setBusy(true);
    try {
      await updateAccount({ account: account.trim(), userId: user.userId });
    } catch {
      setBusy(false);
      return;
    }
    showSuccess(RENAMED);
    localStorage.clear();
    clearSession();
    onClose();
    navigate(LOGIN_PATH);
  };

  return (
    <FormDialog title="修改用户名" width={480} busy={busy} onCancel={onClose} onOk={submit}>
      <Alert type="warning" showIcon message={USER_NAME_WARNING} style={{ marginBottom: 16 }} />
      <Form layout="horizontal" labelCol={{ span: 6 }} wrapperCol={{ span: 18 }} onFinish={submit}>
        <Form.Item label="当前用户名">
          <span>{user.account}</span>
        </Form.Item>
        <Form.Item label="新用户名" required extra={USER_NAME_HINT} {...errorProps(visible.account)}>
          <Input
            value={account}
            placeholder="请输入新用户名"
            aria-label="新用户名"
            onChange={(e) => setAccount(e.target.value)}
            onBlur={() => touch('account')}
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
