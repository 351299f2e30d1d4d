import { useId, type ReactNode } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined, ScheduleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useStore } from '../stores/createStore';
import { unreadStore } from '../stores/counters';
import { userStore } from '../stores/userStore';
import { badgeText, BULLETIN_LIST_PATH, TODO_PATH } from './topBarRules';

/**
 * An icon button named by its label; the count badge sits beside the button, not inside it, so the button's
 * name is exactly what it says (WCAG 2.5.3) and the count is its description (读屏: “消息，5 条未读”).
 */
function Bell({
  label,
  count,
  countText,
  icon,
  to,
}: {
  label: string;
  count: number;
  countText: (n: string) => string;
  icon: ReactNode;
  to: string;
}) {
  const navigate = useNavigate();
  const text = badgeText(count);
  const countId = useId();
  return (
    <Tooltip title={label}>
      <Badge count={text} size="small" offset={[-6, 6]} className="app-topbar-bell">
        <Button
          type="text"
          className="app-topbar-icon"
          aria-label={label}
          aria-describedby={text ? countId : undefined}
          onClick={() => navigate(to)}
        >
          <span className="app-topbar-bell-icon">{icon}</span>
        </Button>
        {text ? (
          <span id={countId} className="app-visually-hidden">
            {countText(text)}
          </span>
        ) : null}
      </Badge>
    </Tooltip>
  );
}

/** 消息: unread platform bulletins (hasRead 0), through to 全部公告. */
export function MessageBell() {
  const count = useStore(unreadStore, (s) => s.unreadNum);
  return <Bell label="消息" count={count} countText={(n) => `${n} 条未读`} icon={<BellOutlined />} to={BULLETIN_LIST_PATH} />;
}

/** 待办: the to-do count (dealStatus 0), through to /todo. */
export function TodoBell() {
  const count = useStore(userStore, (s) => s.counters.todoNum);
  return <Bell label="待办" count={count} countText={(n) => `${n} 项待办`} icon={<ScheduleOutlined />} to={TODO_PATH} />;
}
