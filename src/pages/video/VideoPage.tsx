import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { Button, Card, Col, Descriptions, Result, Row, Space, Tag, Typography } from 'antd';
import { showError, showSuccess } from '../../api/toast';
import { AppstoreOutlined, CameraOutlined } from '@ant-design/icons';
import { laneApi, ticketOfLocation, type LaneApi } from '../laneDevice/laneApi';
import { LaneLoading, LanePageFrame, LaneProblem, isTicketRefused } from '../laneDevice/LanePageStates';
import { FRAME_INTERVAL_MS, LiveImage } from './LiveImage';
import { SnapshotList } from './SnapshotList';

export { FRAME_INTERVAL_MS };

const OPEN_FROM = '设备管理 › 枪机管理 › 实时视频';

/**
 * /video 视频预览: the live view of a lane camera, opened from 枪机管理's row action 实时视频 in a new tab with a
 * short-lived ticket (no console login needed): the camera's name, park, lane and state, the live image, 抓拍 and
 * the last 10 snapshots.
 */
export default function VideoPage({ api = laneApi }: { api?: LaneApi }) {
  const ticket = ticketOfLocation(useLocation().search);
  const live = useSWR(ticket ? ['lanePages/live', ticket] : null, () => api.live(ticket), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const [taking, setTaking] = useState(false);

  if (!ticket) return <LaneProblem error={null} openFrom={OPEN_FROM} onRetry={() => undefined} />;
  if (live.error) return <LaneProblem error={live.error} openFrom={OPEN_FROM} onRetry={() => void live.mutate()} />;
  const camera = live.data;
  if (!camera) return <LaneLoading text="正在连接摄像机…" />;

  const takeSnapshot = async () => {
    setTaking(true);
    try {
      await api.takeSnapshot(ticket);
      showSuccess('抓拍成功');
      await live.mutate();
    } catch (error) {
      if (isTicketRefused(error)) await live.mutate();
      else showError(error instanceof Error ? error.message : '抓拍失败，请稍后重试');
    } finally {
      setTaking(false);
    }
  };

  return (
    <LanePageFrame>
      <Card
        title={
          <Space>
            <span>视频预览</span>
            <Typography.Text type="secondary">{camera.deviceName}</Typography.Text>
          </Space>
        }
        extra={camera.online ? <Tag color="success">在线</Tag> : <Tag color="default">离线</Tag>}
        variant="borderless"
      >
        <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="所属车场">{camera.parkName}</Descriptions.Item>
          <Descriptions.Item label="车道">{camera.laneName}</Descriptions.Item>
          <Descriptions.Item label="画面刷新">每 {FRAME_INTERVAL_MS / 1000} 秒</Descriptions.Item>
        </Descriptions>
        {camera.online ? (
          <Row gutter={16}>
            <Col span={16}>
              <LiveImage src={(seq) => api.frameUrl(ticket, seq)} alt={`${camera.deviceName} 实时画面`} onLost={() => void live.mutate()} />
              <Space style={{ marginTop: 12 }}>
                <Button type="primary" icon={<CameraOutlined />} loading={taking} onClick={() => void takeSnapshot()}>
                  抓拍
                </Button>
                <Button icon={<AppstoreOutlined />} href={`/video1?ticket=${encodeURIComponent(ticket)}`}>
                  同车场多画面
                </Button>
                <Typography.Text type="secondary">抓拍保存当前画面，右侧列出最近 10 张</Typography.Text>
              </Space>
            </Col>
            <Col span={8}>
              <SnapshotList snapshots={camera.snapshots} imageUrl={(id) => api.snapshotUrl(ticket, id)} />
            </Col>
          </Row>
        ) : (
          <Result
            status="info"
            title="设备离线，无法预览"
            subTitle="摄像机当前未与平台连接，请检查设备供电与网络后重试。"
            extra={
              <Button type="primary" onClick={() => void live.mutate()}>
                重试
              </Button>
            }
          />
        )}
      </Card>
    </LanePageFrame>
  );
}
