import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { CloseCircleFilled } from '@ant-design/icons';
import { isChunkLoadError, reloadAfterStaleChunk, reloadForFailedChunk, STALE_CHUNK_TEXT } from './staleChunk';

export interface PageErrorBoundaryProps {
  title: string;
  children: ReactNode;
  /**
   * 'page' (default): one page of the layout; the rest of the console keeps working.
   * 'screen': a whole screen (a full-screen route, or the layout itself).
   */
  scope?: 'page' | 'screen';
}

interface State {
  error: Error | null;
  /** Bumped by 重试: the children mount anew. */
  attempt: number;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * One page's failure stays in that page. 重试 mounts the page anew; when the page's code itself could not be
 * loaded (a chunk gone after a redeploy), the page has already been reloaded once automatically, and 重试
 * reloads it again (a new document is the only way to get the new chunk names). The error view is drawn without
 * antd (antd's Result as it looks, from global.css), so it needs no network load: it shows even when antd's own
 * code could not be loaded.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, State> {
  state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: asError(error) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`页面「${this.props.title}」渲染失败`, error, info.componentStack);
    if (isChunkLoadError(error)) reloadForFailedChunk(error, 'page');
  }

  private retry = () => {
    if (this.state.error && isChunkLoadError(this.state.error)) {
      reloadAfterStaleChunk();
      return;
    }
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  render() {
    const { error, attempt } = this.state;
    if (!error) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    const stale = isChunkLoadError(error);
    const isolated = (this.props.scope ?? 'page') === 'page';
    const subTitle = stale
      ? STALE_CHUNK_TEXT
      : `「${this.props.title}」出现错误：${error.message || '未知错误'}。${isolated ? '其他页面不受影响。' : '请重试。'}`;
    return (
      <div className="app-result">
        <div className="app-result-icon">
          <CloseCircleFilled />
        </div>
        <div className="app-result-title">页面加载失败</div>
        <div className="app-result-subtitle">{subTitle}</div>
        <div className="app-result-extra">
          <button type="button" className="app-button" onClick={this.retry}>
            重 试
          </button>
        </div>
      </div>
    );
  }
}
