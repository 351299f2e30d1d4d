import { Button, Card, Col, Row, Space, Tag, Typography } from 'antd';
import { DesktopOutlined, DownloadOutlined, MobileOutlined } from '@ant-design/icons';
import { showInfo } from '../../api/toast';
import { PageCard } from '../common/PageCard';

/** The client software offered for download. */
export const CLIENT_SOFTWARE = [
  {
    key: 'parkClient',
    name: '车场客户端',
    version: 'V3.2.0',
    platform: 'Windows 7 及以上',
    description: '安装在车场岗亭电脑上，负责出入口车辆识别、收费放行与数据同步。',
    icon: <DesktopOutlined />,
  },
  {
    key: 'tollApp',
    name: '收费终端 APP',
    version: 'V2.5.1',
    platform: 'Android 8.0 及以上',
    description: '安装在手持收费终端上，用于路侧泊位巡检、补录与现场收费。',
    icon: <MobileOutlined />,
  },
] as const;

export const NOT_AVAILABLE = '暂未提供下载';

/** /down 软件下载 */
export default function DownPage() {
  return (
    <PageCard title="软件下载">
      <Row gutter={[16, 16]}>
        {CLIENT_SOFTWARE.map((s) => (
          <Col key={s.key} xs={24} md={12} xl={8}>
            <Card
              actions={[
                <Button key="download" type="link" icon={<DownloadOutlined />} onClick={() => showInfo(NOT_AVAILABLE)}>
                  下载
                </Button>,
              ]}
            >
              <Card.Meta
                avatar={<span style={{ fontSize: 32, color: '#1677ff' }}>{s.icon}</span>}
                title={
                  <Space>
                    {s.name}
                    <Tag color="blue">{s.version}</Tag>
                  </Space>
                }
                description={
                  <>
                    <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                      {s.description}
                    </Typography.Paragraph>
                    <Typography.Text type="secondary">运行环境：{s.platform}</Typography.Text>
                  </>
                }
              />
            </Card>
          </Col>
        ))}
      </Row>
    </PageCard>
  );
}
