import { Button, Tooltip } from 'antd';
import { BugOutlined, FundProjectionScreenOutlined, SettingOutlined } from '@ant-design/icons';
import { getDataScreenUrl } from '../api/shell';
import { openDialog } from '../dialogs/dialogStore';
import { DealerSelector } from './DealerSelector';
import { HeaderMenuPanel } from './HeaderMenuPanel';
import { MenuDropdown } from './MenuDropdown';
import { openUrlFrom } from './openWindow';
import { RefreshButton } from './RefreshButton';
import { EnterpriseChip, LicenceChip } from './StatusChips';
import { ThirdPartyButtons } from './ThirdPartyButtons';
import { MessageBell, TodoBell } from './TopBarBells';
import { topBarItems } from './topBarRules';
import { UserDropdown } from './UserDropdown';
import { useTopBarContext } from './useTopBarContext';

/**
 * Right-hand side of the top bar, in the order of spec §2 "Top bar": dealer selector (platformType 2),
 * third-party page buttons (platformType 1), licence and enterprise chips, 故障上报, the message and
 * to-do bells, 数据可视化, the header menu panel and the menu dropdown; then 刷新, page style settings
 * and the user dropdown. Each item shows according to topBarRules.ts.
 */
export function TopBarActions({ onOpenSettings }: { onOpenSettings: () => void }) {
  const ctx = useTopBarContext();
  const items = topBarItems(ctx);

  return (
    <div className="app-topbar-actions">
      {items.dealerSelector ? <DealerSelector /> : null}
      {items.thirdPartyButtons ? <ThirdPartyButtons /> : null}
      <LicenceChip authStatus={ctx.authStatus} />
      <EnterpriseChip ctx={ctx} />
      {items.faultReport ? (
        <Tooltip title="故障上报">
          <Button
            type="text"
            className="app-topbar-icon"
            aria-label="故障上报"
            icon={<BugOutlined />}
            onClick={() => openDialog('faultReport')}
          />
        </Tooltip>
      ) : null}
      {items.messageBell ? <MessageBell /> : null}
      {items.todoBell ? <TodoBell /> : null}
      {items.dataVisualisation ? (
        <Tooltip title="数据可视化">
          <Button
            type="text"
            className="app-topbar-icon"
            aria-label="数据可视化"
            icon={<FundProjectionScreenOutlined />}
            onClick={() => void openUrlFrom(getDataScreenUrl)}
          />
        </Tooltip>
      ) : null}
      <HeaderMenuPanel />
      <MenuDropdown ctx={ctx} />
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
