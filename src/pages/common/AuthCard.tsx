import type { ReactNode } from 'react';
import { CarOutlined } from '@ant-design/icons';
import './authCard.css';

export interface AuthCardProps {
  platformName: string;
  logoUrl?: string | null;
  /** What this card is for (账号登录, 忘记密码 …). */
  subtitle?: ReactNode;
  children: ReactNode;
  /** Card width in px (default 400). */
  width?: number;
}

/**
 * The frame of the public pages (login, register, forgotten password): a centred card on a calm background. Drawn
 * without antd (antd's Card and Typography as they look with the console's theme, from authCard.css), so the login
 * page paints before antd is loaded.
 */
export function AuthCard({ platformName, logoUrl, subtitle, children, width = 400 }: AuthCardProps) {
  return (
    <main className="auth-backdrop">
      <div className="auth-column" style={{ width }}>
        <div className="auth-brand">
          {logoUrl ? (
            <img className="auth-logo" src={logoUrl} alt="" />
          ) : (
            <span className="auth-logo-mark" aria-hidden>
              <CarOutlined />
            </span>
          )}
          {/* The page's one h1 and, below, its h2, drawn at the sizes of antd's h3 / h5. */}
          <h1 className="auth-title">{platformName}</h1>
        </div>
        <div className="auth-card">
          <div className="auth-card-body">
            {subtitle && <h2 className="auth-subtitle">{subtitle}</h2>}
            {children}
          </div>
        </div>
        <span className="auth-footer">
          © {new Date().getFullYear()} {platformName}
        </span>
      </div>
    </main>
  );
}
