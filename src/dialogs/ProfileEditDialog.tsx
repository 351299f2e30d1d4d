import { useMemo, useState } from 'react';
import { Alert, Form, Input, Space } from 'antd';
import { showSuccess, showWarning } from '../api/toast';
import {
  canSendManagerCode,
  canSendPhoneCode,
  checkPhoneWhenComplete,
  checkSubPhoneChange,
  messages,
  sanitizeManagerName,
  sanitizePhoneDigits,
  validateManagerEdit,
  validatePhoneBind,
} from '../validators';
import { isPhoneRegistered, sendManagerCode, sendSubPhoneCode, submitVerifyCode, updateDealerManager, type Profile } from './dialogApi';
import { refreshStoredUserInfo } from './refreshUserInfo';
import { useCountdown } from '../verifyCode/useCountdown';
import { errorProps, useTouchedErrors } from './useTouchedErrors';
import { VerifyCodeButton } from '../verifyCode/VerifyCodeButton';
import { PHONE_PREFIX, codeSentTo } from '../verifyCode/verifyCodeTexts';
import { FormDialog } from './FormDialog';

/** 修改负责人 (main account) or 绑定手机号码 (sub-account). */
export type ProfileEditMode = 'manager' | 'phone';

export const EDIT_TITLES: Record<ProfileEditMode, string> = { manager: '修改负责人', phone: '绑定手机号码' };
export const BIND_NOTICE = '绑定后才可使用手机号码登录平台';
export const EDITED = '修改成功';
export const BOUND = '绑定成功';
const CODE_MAX = 6;

type Field = 'manager' | 'phone' | 'code';

/**
 * The edit dialog of the user information (spec §2, §4, §5 "Profile edit"). Main account: manager, phone and code,
 * sendUpdateDealerVerifyCode then updateDealerManager. Sub-account: phone and code, type 1 (bind) while isVerify is 0
 * else 2 (change): same phone → 修改后的手机号不能与原手机号相同, registered → 手机号已经存在！, a send answered with a
 * code other than '200' silently re-enables the button. Success reloads the profile (onDone), clears and closes.
 */
export function ProfileEditDialog({
  mode,
  profile,
  onClose,
  onDone,
}: {
  mode: ProfileEditMode;
  profile: Profile;
  onClose(): void;
  onDone(): void;
}) {
  const [manager, setManager] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentPhone, setSentPhone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const verified = profile.isVerify === 1;
  const type: 1 | 2 = verified ? 2 : 1;

  const errors = useMemo<Partial<Record<Field, string>>>(() => {
    if (mode === 'manager') {
      const e = validateManagerEdit({ manager, phone, verifyCode: code });
      return { manager: e.manager, phone: e.phone, code: e.verifyCode };
    }
    return validatePhoneBind({ phone, code });
  }, [mode, manager, phone, code]);
  const { visible, touch, clear, validateAll } = useTouchedErrors<Field>(errors);
  const phoneError = visible.phone ?? checkPhoneWhenComplete(phone);

  const close = () => {
    setManager('');
    setPhone('');
    setCode('');
    setSentPhone(null);
    countdown.reset();
    clear();
    onClose();
  };

  const onManager = (input: string) => {
    const { value, warning } = sanitizeManagerName(input);
    setManager(value);
    if (warning) showWarning(warning);
  };

  const sendCode = async (): Promise<boolean> => {
    if (mode === 'manager') {
      await sendManagerCode({ manager: manager.trim(), phone });
    } else {
      const same = checkSubPhoneChange({ phone, oldPhone: profile.userPhone, verified });
      if (same) {
        showWarning(same);
        return false;
      }
      if (phone !== profile.userPhone && Number(await isPhoneRegistered(phone)) === 1) {
        showWarning(messages.PHONE_ALREADY_REGISTERED);
        return false;
      }
      const body = await sendSubPhoneCode({ phone, type });
      if (String(body?.code) !== '200') return false;
    }
    setSentPhone(phone);
    return true;
  };

  const submit = async () => {
    if (!validateAll()) return;
    setBusy(true);
    try {
      if (mode === 'manager') await updateDealerManager({ manager: manager.trim(), phone, verifyCode: code.trim() });
      else await submitVerifyCode({ type, phone, code: code.trim() });
    } catch {
      setBusy(false);
      return;
    }
    showSuccess(mode === 'phone' && type === 1 ? BOUND : EDITED);
    if (mode === 'phone') await refreshStoredUserInfo().catch(() => undefined);
    setBusy(false);
    onDone();
    close();
  };

  const canSend =
    mode === 'manager'
      ? canSendManagerCode({ manager, phone, counting: countdown.counting })
      : canSendPhoneCode({ phone, counting: countdown.counting });

  return (
    <FormDialog title={EDIT_TITLES[mode]} width={500} busy={busy} onCancel={close} onOk={submit}>
      {mode === 'phone' && !verified && <Alert type="info" showIcon message={BIND_NOTICE} style={{ marginBottom: 16 }} />}
      <Form layout="horizontal" labelCol={{ span: 6 }} wrapperCol={{ span: 18 }}>
        {mode === 'manager' && (
          <Form.Item label="负责人姓名" required {...errorProps(visible.manager)}>
            <Input
              value={manager}
              placeholder="请输入负责人姓名"
              aria-label="负责人姓名"
              onChange={(e) => onManager(e.target.value)}
              onBlur={() => touch('manager')}
            />
          </Form.Item>
        )}
        <Form.Item label="手机号码" required {...errorProps(phoneError)}>
          <Input
            value={phone}
            addonBefore={PHONE_PREFIX}
            inputMode="numeric"
            placeholder="请输入手机号码"
            aria-label="手机号码"
            onChange={(e) => setPhone(sanitizePhoneDigits(e.target.value))}
            onBlur={() => touch('phone')}
          />
        </Form.Item>
        <Form.Item label="验证码" required {...errorProps(visible.code)} extra={sentPhone ? codeSentTo(sentPhone) : undefined}>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              value={code}
              maxLength={CODE_MAX}
              placeholder="请输入验证码"
              aria-label="验证码"
              onChange={(e) => setCode(e.target.value)}
              onBlur={() => touch('code')}
            />
            <VerifyCodeButton countdown={countdown} canSend={canSend} onSend={sendCode} />
          </Space.Compact>
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
