import { Spin } from 'antd';

/** The renderer's loading state: a spinner with 加载中…. */
export function Loading() {
  return (
    <div role="status" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, padding: 48 }}>
      <Spin />
      <span>加载中…</span>
    </div>
  );
}
