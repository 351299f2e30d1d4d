import { Alert, Button } from 'antd';

/** A failed load: the message and a 重试 button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      message="加载失败"
      description={message}
      action={
        <Button size="small" danger onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
