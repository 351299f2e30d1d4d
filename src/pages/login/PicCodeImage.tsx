import { Spinner } from '../../app/Spinner';

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
    <button type="button" className="login-pic-code" onClick={onRefresh} title="看不清？点击刷新" aria-label="刷新图片验证码">
      {loading ? (
        <Spinner size="small" />
      ) : image ? (
        <img src={image} alt="图片验证码" />
      ) : (
        <span>{failed ? '加载失败，点击重试' : '点击获取'}</span>
      )}
    </button>
  );
}
