import { Card, Empty, Image, List, Typography } from 'antd';
import type { LaneSnapshot } from '../../../contracts/lanePages';

/** 最近抓拍: the camera's last snapshots, newest first, each with its plate and time; a click enlarges it. */
export function SnapshotList({ snapshots, imageUrl }: { snapshots: LaneSnapshot[]; imageUrl(id: number): string }) {
  return (
    <Card
      size="small"
      title={`最近抓拍（${snapshots.length}）`}
      styles={{ body: { padding: '4px 12px', maxHeight: 420, overflowY: 'auto' } }}
    >
      {snapshots.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无抓拍" />
      ) : (
        <Image.PreviewGroup>
          <List
            dataSource={snapshots}
            rowKey="id"
            renderItem={(s) => (
              <List.Item aria-label={`抓拍 ${s.takeTime}`}>
                <List.Item.Meta
                  avatar={
                    <Image
                      src={imageUrl(s.id)}
                      alt={`抓拍 ${s.plate}`}
                      width={96}
                      height={54}
                      style={{ objectFit: 'cover', background: '#000' }}
                    />
                  }
                  title={s.plate}
                  description={<Typography.Text type="secondary">{s.takeTime}</Typography.Text>}
                />
              </List.Item>
            )}
          />
        </Image.PreviewGroup>
      )}
    </Card>
  );
}
