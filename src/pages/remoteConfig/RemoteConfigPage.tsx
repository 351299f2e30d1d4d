import { PlaceholderPage } from '../common/PlaceholderPage';

/** /remoteConfig 远程配置 */
export default function RemoteConfigPage() {
  return <PlaceholderPage standalone title="远程配置" description="暂无可远程配置的设备" />;
}
