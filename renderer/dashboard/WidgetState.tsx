import { WarningOutlined } from '@ant-design/icons';
import { Button, Empty, Result, Skeleton, Typography } from 'antd';

/** The loading, empty and error states of one widget cell (the rest of the dashboard keeps working). */
export function WidgetLoading({ height }: { height: number }) {
  return (
    <div style={{ height, overflow: 'hidden' }} aria-busy="true" aria-label="加载中">
      <Skeleton active paragraph={{ rows: Math.max(1, Math.floor(height / 48)) }} />
    </div>
  );
}

export function WidgetEmpty({ height }: { height: number }) {
  return (
    <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
    </div>
  );
}

export function WidgetError({
  height,
  message,
  onRetry,
  compact,
}: {
  height: number;
  message: string;
  onRetry(): void;
  compact?: boolean;
}) {
  if (compact) {
    return (
      <div style={{ minHeight: height, display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 8 }} role="alert">
        <Typography.Text type="warning">
          <WarningOutlined /> 数据加载失败：{message}
        </Typography.Text>
        <div>
          <Button size="small" onClick={onRetry}>
            重试
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div style={{ minHeight: height, display: 'flex', alignItems: 'center', justifyContent: 'center' }} role="alert">
      <Result
        status="warning"
        style={{ padding: 8 }}
        subTitle={`数据加载失败：${message}`}
        extra={
          <Button size="small" onClick={onRetry}>
            重试
          </Button>
        }
      />
    </div>
  );
}

/** An answer whose shape the widget cannot read. */
export const MALFORMED = '返回的数据格式不正确';
