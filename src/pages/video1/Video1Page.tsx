import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { Button, Card, Col, Row, Space, Tag, Typography } from 'antd';
import type { LaneDevice } from '../../../contracts/lanePages';
import { laneApi, ticketOfLocation, type LaneApi } from '../laneDevice/laneApi';
import { LaneLoading, LanePageFrame, LaneProblem } from '../laneDevice/LanePageStates';
import { FRAME_INTERVAL_MS, LiveImage } from '../video/LiveImage';

const OPEN_FROM = '设备管理 › 枪机管理 › 实时视频 › 同车场多画面';
/** Two rows of 16:9 windows fit the screen's height (title, card headers and gaps take about 200px). */
const WALL_WIDTH = 'min(1180px, calc((100vh - 200px) * 16 / 9 + 48px))';

/** One window of the wall: the camera's name and state, its live image (or why there is none), 单画面 to open it alone. */
function CameraWindow({ api, camera, onLost }: { api: LaneApi; camera: LaneDevice & { ticket: string }; onLost(): void }) {
  return (
    <Card
      size="small"
      title={camera.deviceName}
      extra={
        <Space size={8}>
          <Typography.Text type="secondary">{camera.laneName}</Typography.Text>
          {camera.online ? <Tag color="success">在线</Tag> : <Tag color="default">离线</Tag>}
          <Button size="small" type="link" href={`/video?ticket=${encodeURIComponent(camera.ticket)}`}>
            单画面
          </Button>
        </Space>
      }
      styles={{ body: { padding: 8 } }}
    >
      {camera.online ? (
        <LiveImage src={(seq) => api.frameUrl(camera.ticket, seq)} alt={`${camera.deviceName} 实时画面`} onLost={onLost} />
      ) : (
        <div
          style={{
            aspectRatio: '16 / 9',
            background: '#1f2a36',
            color: '#d9d9d9',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: 4,
          }}
        >
          设备离线，无法预览
        </div>
      )}
    </Card>
  );
}

/**
 * /video1 视频预览（多画面）: the 2×2 wall of a park's lane cameras, opened from /video's 同车场多画面 with the same
 * ticket; every window refreshes every 2 s.
 */
export default function Video1Page({ api = laneApi }: { api?: LaneApi }) {
  const ticket = ticketOfLocation(useLocation().search);
  const park = useSWR(ticket ? ['lanePages/park', ticket] : null, () => api.parkCameras(ticket), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });

  if (!ticket) return <LaneProblem error={null} openFrom={OPEN_FROM} onRetry={() => undefined} />;
  if (park.error) return <LaneProblem error={park.error} openFrom={OPEN_FROM} onRetry={() => void park.mutate()} />;
  if (!park.data) return <LaneLoading text="正在连接摄像机…" />;

  return (
    <LanePageFrame>
      <div style={{ maxWidth: WALL_WIDTH, margin: '0 auto' }}>
        <Space style={{ marginBottom: 12 }} align="baseline">
          <Typography.Title level={5} style={{ margin: 0 }}>
            视频预览（多画面）
          </Typography.Title>
          <Typography.Text type="secondary">
            {park.data.parkName} · {park.data.cameras.length} 路 · 每 {FRAME_INTERVAL_MS / 1000} 秒刷新
          </Typography.Text>
        </Space>
        <Row gutter={[12, 12]}>
          {park.data.cameras.map((camera) => (
            <Col span={12} key={camera.deviceId}>
              <CameraWindow api={api} camera={camera} onLost={() => void park.mutate()} />
            </Col>
          ))}
        </Row>
      </div>
    </LanePageFrame>
  );
}
