import type { ReactNode } from 'react';
import { Button, Card, Result, Spin } from 'antd';
import { TICKET_INVALID_CODE } from '../../../contracts/lanePages';
import { isApiError } from '../../api/http';

export const TICKET_INVALID_TEXT = '链接已失效，请从控制台重新打开';

/** A public lane page: the page's own padding and background, outside the console's layout. */
export function LanePageFrame({ children }: { children: ReactNode }) {
  return (
    <main
      style={{
        minHeight: '100vh',
        boxSizing: 'border-box',
        padding: 16,
        background: '#f0f2f5',
      }}
    >
      {children}
    </main>
  );
}

export function LaneLoading({ text }: { text: string }) {
  return (
    <LanePageFrame>
      <div style={{ display: 'flex', justifyContent: 'center', paddingTop: 160 }}>
        <Spin size="large" tip={text}>
          <div style={{ width: 240, height: 80 }} />
        </Spin>
      </div>
    </LanePageFrame>
  );
}

/** True when the platform refused the ticket (missing, forged, expired or for another page). */
export const isTicketRefused = (error: unknown) => isApiError(error) && error.code === TICKET_INVALID_CODE;

/**
 * Why the page cannot show its device: no or a refused ticket (链接已失效，请从控制台重新打开, where to open it
 * again), or another failure with its message and 重试.
 */
export function LaneProblem({ error, openFrom, onRetry }: { error: unknown; openFrom: string; onRetry(): void }) {
  if (error === null || isTicketRefused(error)) {
    return (
      <LanePageFrame>
        <Card variant="borderless" style={{ maxWidth: 880, margin: '0 auto' }}>
          <Result
            status="warning"
            title={TICKET_INVALID_TEXT}
            subTitle={`此页面通过控制台中的短时链接打开（30 分钟内有效）。请登录控制台，在「${openFrom}」中重新打开。`}
          />
        </Card>
      </LanePageFrame>
    );
  }
  return (
    <LanePageFrame>
      <Card variant="borderless" style={{ maxWidth: 880, margin: '0 auto' }}>
        <Result
          status="error"
          title="加载失败"
          subTitle={error instanceof Error ? error.message : '请稍后重试'}
          extra={
            <Button type="primary" onClick={onRetry}>
              重试
            </Button>
          }
        />
      </Card>
    </LanePageFrame>
  );
}
