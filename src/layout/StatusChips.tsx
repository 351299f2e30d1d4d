import { Tag } from 'antd';
import { ExclamationCircleOutlined, InfoCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { openConsolePath } from './openWindow';
import { enterpriseTarget, licenceChip, OPERATOR_AUTH_PATH, showEnterpriseChip, type TopBarContext } from './topBarRules';

/** 授权已过期 (warning) / 授权即将过期 (info); a click opens the operator-authorisation page in a new window. */
export function LicenceChip({ authStatus }: { authStatus: number | null }) {
  const chip = licenceChip(authStatus);
  if (!chip) return null;
  return (
    <Tag
      role="button"
      tabIndex={0}
      className="app-topbar-chip"
      color={chip.kind === 'warning' ? 'warning' : 'processing'}
      icon={chip.kind === 'warning' ? <ExclamationCircleOutlined /> : <InfoCircleOutlined />}
      title="查看运营授权"
      data-kind={chip.kind}
      onClick={() => openConsolePath(OPERATOR_AUTH_PATH)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') openConsolePath(OPERATOR_AUTH_PATH);
      }}
    >
      {chip.text}
    </Tag>
  );
}

/** 企业未认证 (spec §4); a click opens /enterprise?flag=1 (status 0) or /enterDetail in a new tab. */
export function EnterpriseChip({ ctx }: { ctx: Pick<TopBarContext, 'platformType' | 'userType' | 'enterpriseStatus'> }) {
  if (!showEnterpriseChip(ctx)) return null;
  const open = () => openConsolePath(enterpriseTarget(ctx.enterpriseStatus));
  return (
    <Tag
      role="button"
      tabIndex={0}
      className="app-topbar-chip"
      color="error"
      icon={<SafetyCertificateOutlined />}
      title="前往企业认证"
      onClick={open}
      onKeyDown={(e) => {
        if (e.key === 'Enter') open();
      }}
    >
      企业未认证
    </Tag>
  );
}
