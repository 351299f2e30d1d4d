import { Component, type ErrorInfo, type ReactNode } from 'react';
import { showError } from '../api/toast';
import { isChunkLoadError, reloadForFailedChunk, STALE_CHUNK_TEXT } from '../app/staleChunk';

interface Props {
  children: ReactNode;
  /** Closes the dialog. */
  onFailed(): void;
}

/**
 * One dialog's failure stays in that dialog: it closes with a message and the page under it lives on. Code that could
 * not be loaded (a chunk gone after a redeploy) reloads the page once, as a page's does; offline it only says so.
 */
export class DialogBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error)) {
      if (!reloadForFailedChunk(error, 'page')) showError(STALE_CHUNK_TEXT);
    } else {
      console.error('对话框出现错误', error, info.componentStack);
      showError(`对话框出现错误：${error instanceof Error ? error.message : String(error)}`);
    }
    this.props.onFailed();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
