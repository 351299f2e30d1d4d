import type { CSSProperties } from 'react';
import { Spin } from 'antd';

const box: CSSProperties = {
  width: 112,
  height: 40,
  flex: 'none',
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  overflow: 'hidden',
  background: '#fafafa',
  padding: 0,
  fontSize: 12,
  color: 'rgba(0,0,0,.45)',
};

/** The picture code; a click fetches a new one. */
export function PicCodeImage({
  image,
  loading,
  failed,
  onRefresh,
}: {
  image: string | null;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
}) {
  return (
    <button type="button" style={box} onClick={onRefresh} title="看不清？点击刷新" aria-label="刷新图片验证码">
      {loading ? (
        <Spin size="small" />
      ) : image ? (
        <img src={image} alt="图片验证码" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <span>{failed ? '加载失败，点击重试' : '点击获取'}</span>
      )}
    </button>
  );
}
