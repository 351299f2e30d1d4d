import { PlaceholderPage } from '../common/PlaceholderPage';

/** /whiteAlarmPage 告警 */
export default function WhiteAlarmPage() {
  return <PlaceholderPage standalone title="告警" description="暂无告警信息" />;
}
