import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result, Typography } from 'antd';
import { isChunkLoadError } from './chunkLoadError';

export interface ViewErrorBoundaryProps {
  area: string;
  view: string;
  pointer: string;
  children: ReactNode;
}

interface State {
  error?: Error;
}

/**
 * Contains a broken view: it shows 视图渲染失败 with the reason and a 重试 button; the page lives on. Code that could
 * not be loaded (a chunk gone after a redeploy) is not the view's fault and 重试 here cannot cure it: that error
 * goes on to the page's boundary, which reloads the page.
 */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, State> {
  state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`视图渲染失败：${this.props.area}/${this.props.view}（${this.props.pointer}）`, error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) throw error;
    const { area, view, pointer } = this.props;
    return (
      <Result
        status="error"
        title="视图渲染失败"
        subTitle={
          <>
            <Typography.Paragraph type="danger">{error.message}</Typography.Paragraph>
            <Typography.Text type="secondary">{`区域 ${area}，视图 ${view}（${pointer}）`}</Typography.Text>
          </>
        }
        extra={
          <Button type="primary" onClick={() => this.setState({ error: undefined })}>
            重试
          </Button>
        }
      />
    );
  }
}
