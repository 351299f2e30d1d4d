import { PlaceholderPage } from '../common/PlaceholderPage';

/** /areaManage/list 区域管理 */
export default function AreaManagePage() {
  return <PlaceholderPage title="区域管理" description="暂无区域数据，区域管理功能即将开放" />;
}
