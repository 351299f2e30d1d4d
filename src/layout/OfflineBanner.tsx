import { DisconnectOutlined } from '@ant-design/icons';
import { useOnlineStatus } from './useOnlineStatus';
import './networkStatus.css';

export const OFFLINE_TEXT = '网络已断开，恢复连接后将自动刷新当前页面';
/** Outside the layout (login and the other full-screen pages) nothing is refreshed. */
export const OFFLINE_TEXT_PLAIN = '网络已断开，请检查网络连接';

function Banner({ text, floating }: { text: string; floating?: boolean }) {
  return (
    <div className={floating ? 'app-offline-banner app-offline-banner--floating' : 'app-offline-banner'} role="alert">
      <DisconnectOutlined className="app-offline-banner-icon" aria-hidden />
      <span className="app-offline-banner-text">{text}</span>
    </div>
  );
}

/**
 * In the layout: shown while offline. Back online, the data layer (app/DataProvider) loads the data of the
 * page on screen again, once.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  return online ? null : <Banner text={OFFLINE_TEXT} />;
}

/** On full-screen pages (login …): a bar fixed at the top of the window while offline. */
export function FloatingOfflineBanner() {
  const online = useOnlineStatus();
  return online ? null : <Banner text={OFFLINE_TEXT_PLAIN} floating />;
}
