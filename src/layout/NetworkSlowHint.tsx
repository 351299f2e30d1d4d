import { useSyncExternalStore } from 'react';
import { LoadingOutlined } from '@ant-design/icons';
import { isNetworkSlow, onSlowChange } from '../api/networkEvents';
import './networkStatus.css';

export const NETWORK_SLOW_TEXT = '网络较慢，请稍候…';

const subscribe = (onChange: () => void) => onSlowChange(onChange);
const serverSlow = () => false;

/**
 * A small tag at the top of the window while some request has been waiting longer than 3 s
 * (api/networkEvents); it never blocks the page. The live region stays in the document, so screen
 * readers announce the text when it appears.
 */
export function NetworkSlowHint() {
  const slow = useSyncExternalStore(subscribe, isNetworkSlow, serverSlow);
  return (
    <div className="app-network-slow" role="status" aria-live="polite">
      {slow ? (
        <span className="app-network-slow-tag">
          <LoadingOutlined aria-hidden />
          <span>{NETWORK_SLOW_TEXT}</span>
        </span>
      ) : null}
    </div>
  );
}
