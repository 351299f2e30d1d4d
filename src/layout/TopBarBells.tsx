import type { ReactNode } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined, ScheduleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useStore } from '../stores/createStore';
import { unreadStore } from '../stores/counters';
import { userStore } from '../stores/userStore';
import { badgeText, BULLETIN_LIST_PATH, TODO_PATH } from './topBarRules';

function Bell({ label, count, icon, to }: { label: string; count: number; icon: ReactNode; to: string }) {
  const navigate = useNavigate();
  const text = badgeText(count);
  return (
    <Tooltip title={label}>
      <Button type="text" className="app-topbar-icon" aria-label={label} onClick={() => navigate(to)}>
        <Badge count={text} size="small" offset={[4, -2]}>
          <span className="app-topbar-bell-icon">{icon}</span>
        </Badge>
      </Button>
    </Tooltip>
  );
}

/** 消息: unread platform bulletins (hasRead 0), through to 全部公告. */
export function MessageBell() {
  const count = useStore(unreadStore, (s) => s.unreadNum);
  return <Bell label="消息" count={count} icon={<BellOutlined />} to={BULLETIN_LIST_PATH} />;
}

/** 待办: the to-do count (dealStatus 0), through to /todo. */
export function TodoBell() {
  const count = useStore(userStore, (s) => s.counters.todoNum);
  return <Bell label="待办" count={count} icon={<ScheduleOutlined />} to={TODO_PATH} />;
}
