import { useMemo, useState, type ClipboardEvent } from 'react';
import { Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { showSuccess } from '../api/toast';
import { useShellData } from '../api/useShellData';
import { removeToken } from '../auth/session';
import { LOGIN_PATH } from '../auth/logout';
import { PASSWORD_INPUT_MAX, stripPasswordPunctuation, validatePasswordReset, type PasswordResetForm } from '../validators';
import { currentUserInfo } from './currentUser';
import { getWeakPwdLevel } from './dialogApi';
import type { DialogProps } from './dialogTypes';
import { PASSWORD_CHANGED, submitPasswordChange } from './passwordChange';
import { errorProps, useTouchedErrors } from './useTouchedErrors';
import { FormDialog } from './FormDialog';

type Field = keyof PasswordResetForm;
const EMPTY: Required<PasswordResetForm> = { oldPwd: '', newPwd: '', checkPwd: '' };
const blockPaste = (e: ClipboardEvent) => e.preventDefault();

/**
 * 修改密码 (spec §4, §5 "Password reset dialog"): strict rules, or the weak-password rules when
 * collector/weakPwdCode gives strength level 0. Pasting is blocked, punctuation typed into the new password is
 * dropped, a failed submit shows the first error as a warning; success resets the token and returns to login.
 */
export function ChangePasswordDialog({ onClose }: DialogProps) {
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const user = useMemo(currentUserInfo, []);

  // Level 0: the platform accepts weak passwords (a failure keeps the strict rules).
  const weak = useShellData('weakPwdLevel', getWeakPwdLevel).data === 0;

  // 安全设置's password rules (loginInfo), when stricter than the spec's.
  const { passwordMinLength: minLength, passwordClasses: classes } = user;
  const errors = useMemo(
    () => validatePasswordReset(form, { weak, userName: user.account, minLength, classes }),
    [form, weak, user.account, minLength, classes],
  );
  const { visible, touch, clear, validateAll } = useTouchedErrors<Field>(errors);

  const set = (field: Field, value: string) =>
    setForm((f) => ({ ...f, [field]: field === 'newPwd' ? stripPasswordPunctuation(value) : value }));

  const cancel = () => {
    setForm(EMPTY);
    clear();
    onClose();
  };

  const submit = async () => {
    if (!validateAll()) return;
    setBusy(true);
    try {
      await submitPasswordChange({ account: user.account, userId: user.userId, oldPwd: form.oldPwd, newPwd: form.newPwd });
    } catch {
      // The HTTP layer has shown the server's message; the dialog stays open.
      setBusy(false);
      return;
    }
    showSuccess(PASSWORD_CHANGED);
    removeToken();
    onClose();
    navigate(LOGIN_PATH);
  };

  const input = (field: Field, label: string, placeholder: string) => (
    <Form.Item label={label} required {...errorProps(visible[field])}>
      <Input.Password
        value={form[field]}
        maxLength={PASSWORD_INPUT_MAX}
        placeholder={placeholder}
        autoComplete={field === 'oldPwd' ? 'current-password' : 'new-password'}
        aria-label={label}
        onPaste={blockPaste}
        onDrop={(e) => e.preventDefault()}
        onChange={(e) => set(field, e.target.value)}
        onBlur={() => touch(field)}
      />
    </Form.Item>
  );

  return (
    <FormDialog title="修改密码" width={480} busy={busy} onCancel={cancel} onOk={submit}>
      <Form layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 19 }} onFinish={submit} data-mode={weak ? 'weak' : 'strict'}>
        {input('oldPwd', '原密码', '请输入原密码')}
        {input('newPwd', '新密码', '请输入新密码')}
        {input('checkPwd', '确认密码', '请再次输入密码')}
      </Form>
    </FormDialog>
  );
}
