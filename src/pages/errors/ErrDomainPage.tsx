import { Result, Typography } from 'antd';

/** /errDomain: the console was opened under a domain the platform does not know. */
export default function ErrDomainPage() {
  return (
    <Result
      status="warning"
      title="域名未授权"
      subTitle={
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
            当前访问的域名 {window.location.hostname} 未在平台中登记，无法使用控制平台。
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            请使用平台分配的域名访问，或联系平台管理员为该域名开通授权。
          </Typography.Paragraph>
        </>
      }
    />
  );
}
