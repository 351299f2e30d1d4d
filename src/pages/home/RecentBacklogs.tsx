import { Link } from 'react-router-dom';
import { Card, Empty, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { getBacklogs } from '../../api/shell';
import { timeAgo } from '../../utils/timeAgo';
import { LoadError } from '../common/LoadError';
import { useShellData } from '../../api/useShellData';

/** 最近待办 on the home page: the five newest pending items. */
export const RECENT_QUERY = { pageNo: 1, pageSize: 5, dealStatus: 0 } as const;

const loadRecent = () => getBacklogs({ ...RECENT_QUERY });

function ago(createTime: string): string {
  const d = dayjs(createTime);
  return d.isValid() ? timeAgo(d.valueOf()) : '';
}

export function RecentBacklogs() {
  const { data, loading, error, reload } = useShellData('recentBacklogs', loadRecent);
  const rows = Array.isArray(data?.results) ? data.results : [];
  return (
    <Card title="最近待办" extra={<Link to="/todo">查看全部</Link>} variant="borderless">
      {error ? (
        <LoadError message={error} onRetry={reload} />
      ) : (
        <List
          loading={loading}
          dataSource={rows}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无待处理的待办事项" /> }}
          renderItem={(item) => (
            <List.Item key={item.backlogId} extra={<Typography.Text type="secondary">{ago(item.createTime)}</Typography.Text>}>
              <Link to="/todo" style={{ color: 'inherit' }}>
                <Typography.Text ellipsis style={{ maxWidth: 520 }}>
                  {item.title}
                </Typography.Text>
              </Link>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
