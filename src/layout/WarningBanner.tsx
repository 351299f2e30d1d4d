import { useEffect, useMemo, useState } from 'react';
import { Button } from 'antd';
import { CloseOutlined, WarningFilled } from '@ant-design/icons';
import { getReminds } from '../api/shell';
import { useShellData } from '../api/useShellData';
import { ALARM_FLAG_KEY } from '../auth/logout';
import { showWarningBanner } from './topBarRules';
import { useTopBarContext } from './useTopBarContext';
import { useAfterFirstView } from '../app/viewShown';

/** Reminder carousel period (spec §9). */
export const REMINDER_INTERVAL_MS = 7000;

/** Closed for good (until logout, which clears the same key). */
const isClosed = () => localStorage.getItem(ALARM_FLAG_KEY) === '1';

/**
 * The warning banner (spec §2): for platformType 1 with the 告警横幅 code, the reminder texts of
 * /user/v2/api/reminds one at a time, every 7 s; closable, and closed it stays (localStorage
 * alarmFlag); never on the download pages /down and /downBigFile. Loaded once the first page has shown its data.
 */
export function WarningBanner() {
  const ctx = useTopBarContext();
  const [closed, setClosed] = useState(isClosed);
  const [index, setIndex] = useState(0);
  const enabled = showWarningBanner(ctx, closed);
  const ready = useAfterFirstView();
  const { data } = useShellData('reminds', getReminds, enabled && ready ? {} : null);
  const reminders = useMemo(() => (Array.isArray(data) ? data.filter((t) => typeof t === 'string' && t.trim()) : []), [data]);

  useEffect(() => {
    if (!enabled || reminders.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % reminders.length), REMINDER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enabled, reminders.length]);

  if (!enabled || reminders.length === 0) return null;
  const close = () => {
    localStorage.setItem(ALARM_FLAG_KEY, '1');
    setClosed(true);
  };
  return (
    <div className="app-warning-banner" role="alert" aria-label="提醒">
      <WarningFilled className="app-warning-banner-icon" />
      <span className="app-warning-banner-text" key={index}>
        {reminders[index % reminders.length]}
      </span>
      <Button
        type="text"
        size="small"
        className="app-warning-banner-close"
        aria-label="关闭提醒"
        icon={<CloseOutlined />}
        onClick={close}
      />
    </div>
  );
}
