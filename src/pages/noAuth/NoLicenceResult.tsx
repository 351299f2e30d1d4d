import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Result, Space } from 'antd';
import { KeyOutlined, LogoutOutlined } from '@ant-design/icons';
import { confirmLogout } from './confirmLogout';

/** The operator-authorisation page (spec §2), opened in a new window. */
export const OPERATOR_AUTH_PATH = '/systemManage/operatorAuth/index';

/** A missing-licence page: what is missing, and what the user can do (import the licence, or log out). */
export function NoLicenceResult({ title, description }: { title: string; description: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={title}
      subTitle={description}
      extra={
        <Space direction="vertical" size={12}>
          <Button type="primary" icon={<KeyOutlined />} onClick={() => window.open(OPERATOR_AUTH_PATH, '_blank', 'noopener,noreferrer')}>
            前往授权管理
          </Button>
          <Button type="link" icon={<LogoutOutlined />} onClick={() => confirmLogout(navigate)}>
            退出登录
          </Button>
        </Space>
      }
    />
  );
}
