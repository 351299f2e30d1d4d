import { Button, Tooltip } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { getThirdPlatformButtons, getThirdPlatformUrl } from '../api/shell';
import { useShellData } from '../api/useShellData';
import { openUrlFrom } from './openWindow';
import { useAfterFirstView } from '../app/viewShown';

/** An icon given as an image url (http, https or a path); anything else falls back to a generic icon. */
const isImageUrl = (icon: string | undefined): icon is string => typeof icon === 'string' && /^(https?:\/\/|\/)/i.test(icon);

/**
 * Third-party page buttons (platformType 1): the list from thirdPlatformPage/buttons; a click asks
 * thirdPlatformPage/url for the page and opens it in a new window. A failed list shows no buttons. Loaded once the first page
 * has shown its data.
 */
export function ThirdPartyButtons() {
  const ready = useAfterFirstView();
  const buttons = useShellData('thirdPlatformButtons', getThirdPlatformButtons, ready ? {} : null).data ?? [];

  if (buttons.length === 0) return null;
  return (
    <span className="app-topbar-group" role="group" aria-label="第三方平台">
      {buttons.map((b) => (
        <Tooltip key={b.pageId} title={b.name}>
          <Button
            type="text"
            className="app-topbar-icon"
            aria-label={b.name}
            icon={isImageUrl(b.icon) ? <img className="app-topbar-third-icon" src={b.icon} alt="" /> : <AppstoreOutlined />}
            onClick={() => void openUrlFrom(() => getThirdPlatformUrl(b.pageId))}
          />
        </Tooltip>
      ))}
    </span>
  );
}
