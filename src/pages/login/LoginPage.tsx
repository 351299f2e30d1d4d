import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  CloseCircleFilled,
  EyeInvisibleOutlined,
  EyeOutlined,
  LoadingOutlined,
  LockOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { loginWithPassword, loginWithTicket } from '../../auth/login';
import { checkAccount } from '../../auth/authApi';
import { Spinner } from '../../app/Spinner';
import { AuthCard } from '../common/AuthCard';
import { blockPaste } from '../common/blockPaste';
import { safeRedirect } from '../common/safeRedirect';
import { usePlatformBranding } from './usePlatformBranding';
import { usePicVerifyCode } from './usePicVerifyCode';
import { PicCodeImage } from './PicCodeImage';
import './login.css';

interface LoginValues {
  account: string;
  password: string;
  verifyCode: string;
}

type FieldName = keyof LoginValues;
type FieldErrors = Partial<Record<FieldName, string>>;

const EMPTY: LoginValues = { account: '', password: '', verifyCode: '' };

/** The form's rules: the account and the picture code must hold more than spaces, the password must not be empty. */
function fieldError(name: FieldName, value: string): string | undefined {
  if (name === 'account') return value.trim() ? undefined : '请输入账号';
  if (name === 'password') return value ? undefined : '请输入密码';
  return value.trim() ? undefined : '请输入图片验证码';
}

/** A labelled input with its prefix icon and, under it, its error (antd's vertical Form.Item in size large). */
function Field({ name, label, error, children }: { name: FieldName; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className={error ? 'login-item login-item--error' : 'login-item'}>
      <div className="login-item-label">
        <label htmlFor={name}>{label}</label>
      </div>
      {children}
      {error && (
        <div id={`${name}_help`} className="login-item-explain">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * /login and /adminLogin: account and password, a picture code when the server asks for one, or a ticket in the URL.
 * Drawn without antd (plain React and login.css, in the look of antd's form): the page the console opens on paints
 * with little code, and antd is loaded after it (app/App.tsx).
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const ticket = params.get('ticket');
  const branding = usePlatformBranding();
  const picCode = usePicVerifyCode();
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [passwordShown, setPasswordShown] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [ticketPending, setTicketPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ticketTried = useRef<string | null>(null);

  useEffect(() => {
    if (!ticket || ticketTried.current === ticket) return;
    ticketTried.current = ticket;
    setTicketPending(true);
    void loginWithTicket(ticket).then((result) => {
      if (result.ok) {
        navigate(target, { replace: true });
        return;
      }
      setTicketPending(false);
      setError(result.message);
    });
  }, [ticket, target, navigate]);

  /** A field checks itself on every change, as antd's form does. */
  const change = (name: FieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: fieldError(name, value) }));
  };

  const onAccountBlur = () => {
    const account = values.account.trim();
    if (!account || picCode.needed) return;
    checkAccount(account, { silent: true }).then(
      (r) => {
        if (r?.needVerifyCode) picCode.refresh();
      },
      () => {
        /* the login call itself reports problems */
      },
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || ticketPending) return;
    const checked: FieldName[] = picCode.needed ? ['account', 'password', 'verifyCode'] : ['account', 'password'];
    const found: FieldErrors = {};
    for (const name of checked) found[name] = fieldError(name, values[name]);
    setErrors(found);
    if (checked.some((name) => found[name])) return;
    setError(null);
    setSubmitting(true);
    const result = await loginWithPassword({
      account: values.account,
      password: values.password,
      ...(picCode.needed ? { verifyCodeId: picCode.verifyCodeId ?? undefined, verifyCode: values.verifyCode } : {}),
    });
    if (result.ok) {
      navigate(target, { replace: true });
      return;
    }
    setSubmitting(false);
    setError(result.message || '登录失败，请稍后重试');
    if (result.needVerifyCode) {
      // The old picture is spent: a new one comes, and its answer must be typed again.
      setValues((v) => ({ ...v, verifyCode: '' }));
      setErrors((e) => ({ ...e, verifyCode: undefined }));
      picCode.refresh();
    }
  };

  /** The input's own attributes that tie it to its label and error. */
  const described = (name: FieldName) => ({
    id: name,
    'aria-required': true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}_help` : undefined,
  });

  return (
    <AuthCard
      platformName={branding.platformName}
      logoUrl={branding.logoUrl}
      subtitle={pathname === '/adminLogin' ? '管理员登录' : '账号登录'}
    >
      <div className="login-busy-frame">
        {ticketPending && (
          <div className="login-busy">
            <Spinner />
            <div className="login-busy-tip">正在登录…</div>
          </div>
        )}
        <form className={ticketPending ? 'login-form login-form--busy' : 'login-form'} noValidate autoComplete="off" onSubmit={onSubmit}>
          <Field name="account" label="账号" error={errors.account}>
            <span className="login-input">
              <span className="login-input-prefix">
                <UserOutlined />
              </span>
              <input
                {...described('account')}
                type="text"
                placeholder="账号"
                maxLength={64}
                autoComplete="username"
                value={values.account}
                onChange={(e) => change('account', e.target.value)}
                onBlur={onAccountBlur}
              />
            </span>
          </Field>
          <Field name="password" label="密码" error={errors.password}>
            <span className="login-input">
              <span className="login-input-prefix">
                <LockOutlined />
              </span>
              <input
                {...described('password')}
                type={passwordShown ? 'text' : 'password'}
                placeholder="密码"
                maxLength={20}
                autoComplete="current-password"
                value={values.password}
                onChange={(e) => change('password', e.target.value)}
                onPaste={blockPaste}
              />
              <span className="login-input-suffix">
                <button
                  type="button"
                  className="login-password-toggle"
                  tabIndex={-1}
                  aria-label={passwordShown ? '隐藏密码' : '显示密码'}
                  // The input keeps the focus (and the caret) while the eye is clicked.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => setPasswordShown((shown) => !shown)}
                >
                  {passwordShown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
                </button>
              </span>
            </span>
          </Field>
          {picCode.needed && (
            <Field name="verifyCode" label="图片验证码" error={errors.verifyCode}>
              <div className="login-pic-row">
                <span className="login-input">
                  <span className="login-input-prefix">
                    <SafetyOutlined />
                  </span>
                  <input
                    {...described('verifyCode')}
                    type="text"
                    placeholder="图片验证码"
                    maxLength={8}
                    autoComplete="off"
                    value={values.verifyCode}
                    onChange={(e) => change('verifyCode', e.target.value)}
                  />
                </span>
                <PicCodeImage image={picCode.image} loading={picCode.loading} failed={picCode.failed} onRefresh={picCode.refresh} />
              </div>
            </Field>
          )}
          {error && (
            <div className="login-alert" role="alert">
              <span className="login-alert-icon">
                <CloseCircleFilled />
              </span>
              <div className="login-alert-message">{error}</div>
            </div>
          )}
          <div className="login-submit">
            <button
              type="submit"
              className={
                submitting
                  ? 'app-button app-button--large app-button--block app-button--loading'
                  : 'app-button app-button--large app-button--block'
              }
              disabled={ticketPending}
              aria-busy={submitting || undefined}
            >
              {submitting && <LoadingOutlined />}
              <span>登 录</span>
            </button>
          </div>
          <div className="login-links">
            <Link to="/forgotPassword">忘记密码</Link>
            <Link to="/register">注册</Link>
          </div>
        </form>
      </div>
    </AuthCard>
  );
}
