import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Form, Input, Result } from 'antd';
import { getModifyChallengeCode, resetPwd } from '../../auth/authApi';
import { hashStoredPassword } from '../../auth/password';
import { getPlatformType } from '../../auth/session';
import { showSuccess } from '../../api/toast';
import { AuthCard } from '../common/AuthCard';
import { blockPaste } from '../common/blockPaste';
import { storedBranding } from '../common/branding';
import { errorText } from '../common/errorText';
import { confirmPasswordRules, newPasswordRules } from '../common/formRules';
import { PASSWORD_INPUT_MAX, stripPasswordPunctuation } from '../../validators';

interface SetValues {
  newPassword: string;
  checkPassword: string;
}

/** Shown after the new password is stored (spec §8). */
export const RESET_SUCCESS_MESSAGE = '密码修改成功，请重新登录';

/** /forgotPasswordSet?key=<resetKey>&account=<account>: the new password, stored as sha256hex(password + salt). */
export default function ForgotPasswordSetPage() {
  const [form] = Form.useForm<SetValues>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resetKey = params.get('key');
  const account = params.get('account');
  const [branding] = useState(storedBranding);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async ({ newPassword }: SetValues) => {
    if (!resetKey || !account) return;
    setError(null);
    setSubmitting(true);
    try {
      const { salt } = await getModifyChallengeCode({ account, platformType: getPlatformType() ?? 1 });
      await resetPwd({ resetKey, newPassword: hashStoredPassword(newPassword, salt) });
      showSuccess(RESET_SUCCESS_MESSAGE);
      navigate('/login', { replace: true });
    } catch (e) {
      setError(errorText(e, '密码修改失败，请稍后重试'));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard platformName={branding.platformName} logoUrl={branding.logoUrl} subtitle={resetKey && account ? '设置新密码' : undefined}>
      {!resetKey || !account ? (
        <Result
          status="warning"
          title="链接已失效"
          subTitle="请重新验证账号后再设置新密码。"
          extra={
            <Button type="primary" onClick={() => navigate('/forgotPassword', { replace: true })}>
              重新找回密码
            </Button>
          }
        />
      ) : (
        <Form<SetValues> form={form} layout="vertical" requiredMark={false} onFinish={onFinish} autoComplete="off">
          <Form.Item label="账号">
            <Input value={account} disabled />
          </Form.Item>
          <Form.Item
            label="新密码"
            name="newPassword"
            rules={newPasswordRules(account)}
            normalize={stripPasswordPunctuation}
            extra="8~20位，包含数字、大写字母、小写字母、特殊字符（!@#$%^&*+-）中的至少3项；不能含账号名、连续或相同的4位字符及 admin、123 等常见字词"
          >
            <Input.Password placeholder="请输入新密码" maxLength={PASSWORD_INPUT_MAX} onPaste={blockPaste} autoComplete="new-password" />
          </Form.Item>
          <Form.Item label="确认密码" name="checkPassword" dependencies={['newPassword']} rules={confirmPasswordRules('newPassword')}>
            <Input.Password placeholder="请再次输入密码" maxLength={PASSWORD_INPUT_MAX} onPaste={blockPaste} autoComplete="new-password" />
          </Form.Item>
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
          <Form.Item style={{ marginBottom: 12 }}>
            <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
              确认修改
            </Button>
          </Form.Item>
          <div style={{ display: 'flex', justifyContent: 'space-between' }}>
            <Link to="/forgotPassword">重新获取验证码</Link>
            <Link to="/login">返回登录</Link>
          </div>
        </Form>
      )}
    </AuthCard>
  );
}
