import { Drawer, Switch } from 'antd';
import { useStore } from '../stores/createStore';
import { changeSetting, settingsStore, type Settings } from '../stores/settingsStore';

/** Rows of the page style drawer (spec §2 "Layout"), in the spec's order. */
export const SETTING_ROWS: { key: keyof Settings; label: string }[] = [
  { key: 'tagsView', label: '开启 Tags-View' },
  { key: 'fixedHeader', label: '固定 Header' },
  { key: 'sidebarLogo', label: '侧边栏 Logo' },
];

function SettingRow({ settingKey, label }: { settingKey: keyof Settings; label: string }) {
  const checked = useStore(settingsStore, (s) => s[settingKey]);
  return (
    <div className="app-setting-row">
      <span className="app-setting-label">{label}</span>
      <Switch aria-label={label} checked={checked} onChange={(value) => changeSetting(settingKey, value)} />
    </div>
  );
}

/** 页面风格设置: switches bound to settingsStore (persisted in localStorage). */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer title="页面风格设置" placement="right" width={280} open={open} onClose={onClose} rootClassName="app-settings-drawer">
      {SETTING_ROWS.map((row) => (
        <SettingRow key={row.key} settingKey={row.key} label={row.label} />
      ))}
    </Drawer>
  );
}
