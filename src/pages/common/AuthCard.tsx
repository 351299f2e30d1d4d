import type { CSSProperties, ReactNode } from 'react';
import { Card, Typography, theme } from 'antd';
import { CarOutlined } from '@ant-design/icons';

export interface AuthCardProps {
  platformName: string;
  logoUrl?: string | null;
  /** What this card is for (账号登录, 忘记密码 …). */
  subtitle?: ReactNode;
  children: ReactNode;
  /** Card width in px (default 400). */
  width?: number;
}

const backdrop: CSSProperties = {
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '48px 16px',
  boxSizing: 'border-box',
  background: 'linear-gradient(160deg, #eef3fb 0%, #f7f9fc 55%, #e9f1ff 100%)',
};

/** The frame of the public pages (login, register, forgotten password): a centred card on a calm background. */
export function AuthCard({ platformName, logoUrl, subtitle, children, width = 400 }: AuthCardProps) {
  const { token } = theme.useToken();
  return (
    <main style={backdrop}>
      <div style={{ width, maxWidth: '100%' }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 12, marginBottom: 24, minHeight: 44 }}>
          {logoUrl ? (
            <img src={logoUrl} alt="" style={{ height: 40, width: 40, objectFit: 'contain' }} />
          ) : (
            <span
              aria-hidden
              style={{
                width: 40,
                height: 40,
                borderRadius: 8,
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                background: token.colorPrimary,
                color: '#fff',
                fontSize: 22,
              }}
            >
              <CarOutlined />
            </span>
          )}
          {/* The page's one h1 and, below, its h2, drawn at the former h3 / h5 sizes. */}
          <Typography.Title
            level={1}
            style={{ margin: 0, fontWeight: 600, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }}
          >
            {platformName}
          </Typography.Title>
        </div>
        <Card style={{ boxShadow: '0 6px 24px rgba(15, 35, 95, 0.08)' }} styles={{ body: { padding: '28px 32px 20px' } }}>
          {subtitle && (
            <Typography.Title
              level={2}
              style={{
                marginTop: 0,
                marginBottom: 20,
                textAlign: 'center',
                fontWeight: 500,
                fontSize: token.fontSizeHeading5,
                lineHeight: token.lineHeightHeading5,
              }}
            >
              {subtitle}
            </Typography.Title>
          )}
          {children}
        </Card>
        <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center', marginTop: 24, fontSize: 12 }}>
          © {new Date().getFullYear()} {platformName}
        </Typography.Text>
      </div>
    </main>
  );
}
