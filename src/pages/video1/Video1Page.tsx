import { PlaceholderPage } from '../common/PlaceholderPage';

/** /video1 视频预览 */
export default function Video1Page() {
  return <PlaceholderPage standalone title="视频预览" description="暂无可预览的视频" />;
}
