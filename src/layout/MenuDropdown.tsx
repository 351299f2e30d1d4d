import { Button, Dropdown, type MenuProps } from 'antd';
import {
  CloudDownloadOutlined,
  DownloadOutlined,
  EnvironmentOutlined,
  InfoCircleOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { openDialog } from '../dialogs/dialogStore';
import { openConsolePath } from './openWindow';
import { MENU_DROPDOWN_LABELS, MENU_DROPDOWN_PATHS, menuDropdownItems, type MenuDropdownKey, type TopBarContext } from './topBarRules';

const ICONS: Record<MenuDropdownKey, ReactNode> = {
  systemManage: <SettingOutlined />,
  bigFileDownload: <CloudDownloadOutlined />,
  areaManage: <EnvironmentOutlined />,
  softwareDownload: <DownloadOutlined />,
  helpDocumentation: <QuestionCircleOutlined />,
  about: <InfoCircleOutlined />,
};

/**
 * The menu dropdown (spec §2): 系统管理 (new tab), 文件下载管理, 区域管理, 软件下载, 帮助文档, 关于
 * (dialog), each behind its code; in system mode 系统管理 and 区域管理 are hidden.
 */
export function MenuDropdown({ ctx }: { ctx: TopBarContext }) {
  const navigate = useNavigate();
  // Opens on hover, and on a click or Enter (touch and keyboard): a click never closes a menu the pointer has just
  // opened by resting on the button (hover and click together would toggle it shut under the user's click).
  const [open, setOpen] = useState(false);
  const keys = menuDropdownItems(ctx);
  if (keys.length === 0) return null;

  const items: MenuProps['items'] = keys.map((key) => ({ key, icon: ICONS[key], label: MENU_DROPDOWN_LABELS[key] }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const k = key as MenuDropdownKey;
    if (k === 'about') openDialog('about');
    else if (k === 'systemManage') openConsolePath(MENU_DROPDOWN_PATHS.systemManage!);
    else navigate(MENU_DROPDOWN_PATHS[k]!);
  };

  return (
    <Dropdown trigger={['hover']} open={open} onOpenChange={setOpen} placement="bottomRight" menu={{ items, onClick }}>
      <Button
        type="text"
        className="app-topbar-icon"
        aria-label="更多功能"
        icon={<UnorderedListOutlined />}
        onClick={() => setOpen(true)}
      />
    </Dropdown>
  );
}
