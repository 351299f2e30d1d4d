import { Button, Card, Col, Row, Space, Tag, Typography } from 'antd';
import { DesktopOutlined, DownloadOutlined, MobileOutlined } from '@ant-design/icons';
import { safeHref } from '../../../renderer/fields/webAddress';
import { getLastNgsUpdateFile, type NgsUpdateFile } from '../../api/shell';
import { useShellData } from '../../api/useShellData';
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

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The newest parking-lot client package (backlog/getLastNgsUpdateFile); null when there is none or the call fails. */
function useLatestClient(): { latest: NgsUpdateFile | null; loading: boolean } {
  const { data, loading } = useShellData('lastNgsUpdateFile', getLastNgsUpdateFile);
  return { latest: data && typeof data.fileUrl === 'string' ? data : null, loading };
}

/** /down 软件下载: the parking-lot client downloads the platform's newest package; the others are not offered yet. */
export default function DownPage() {
  const { latest, loading } = useLatestClient();
  return (
    <PageCard title="软件下载">
      <Row gutter={[16, 16]}>
        {CLIENT_SOFTWARE.map((s) => {
          const file = s.key === 'parkClient' ? latest : null;
          return (
            <Col key={s.key} xs={24} md={12} xl={8}>
              <Card
                actions={[
                  file && safeHref(file.fileUrl, { sitePaths: true }) ? (
                    <Button
                      key="download"
                      type="link"
                      icon={<DownloadOutlined />}
                      href={safeHref(file.fileUrl, { sitePaths: true })}
                      download={file.fileName}
                    >
                      下载
                    </Button>
                  ) : (
                    <Button
                      key="download"
                      type="link"
                      icon={<DownloadOutlined />}
                      loading={s.key === 'parkClient' && loading}
                      onClick={() => showInfo(NOT_AVAILABLE)}
                    >
                      下载
                    </Button>
                  ),
                ]}
              >
                <Card.Meta
                  avatar={<span style={{ fontSize: 32, color: '#1677ff' }}>{s.icon}</span>}
                  title={
                    <Space>
                      {s.name}
                      <Tag color="blue">{file?.version ?? s.version}</Tag>
                    </Space>
                  }
                  description={
                    <>
                      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                        {s.description}
                      </Typography.Paragraph>
                      <Typography.Text type="secondary">运行环境：{s.platform}</Typography.Text>
                      {file && (
                        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                          最新版本：{file.version}（{sizeText(file.fileSize)}，{file.publishTime} 发布）
                          {file.description ? <br /> : null}
                          {file.description}
                        </Typography.Paragraph>
                      )}
                    </>
                  }
                />
              </Card>
            </Col>
          );
        })}
      </Row>
    </PageCard>
  );
}
