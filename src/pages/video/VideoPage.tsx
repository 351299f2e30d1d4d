import { PlaceholderPage } from '../common/PlaceholderPage';

/** /video 视频预览 */
export default function VideoPage() {
  return <PlaceholderPage standalone title="视频预览" description="暂无可预览的视频" />;
}
