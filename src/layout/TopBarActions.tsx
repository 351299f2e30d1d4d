import { Button } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { RefreshButton } from './RefreshButton';
import { UserDropdown } from './UserDropdown';

/**
 * Right-hand side of the top bar. The chips, bells, third-party page buttons and the menu
 * dropdown of spec §2 "Top bar" go before the refresh button, in this order of the spec.
 */
export function TopBarActions({ onOpenSettings }: { onOpenSettings: () => void }) {
  return (
    <div className="app-topbar-actions">
      <RefreshButton />
      <Button
        type="text"
        className="app-topbar-icon"
        icon={<SettingOutlined />}
        title="页面风格设置"
        aria-label="页面风格设置"
        onClick={onOpenSettings}
      />
      <UserDropdown />
    </div>
  );
}
