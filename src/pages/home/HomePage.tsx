import { Link } from 'react-router-dom';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, SyncOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useStore } from '../../stores/createStore';
import { userStore } from '../../stores/userStore';
import { storedBranding } from '../common/branding';
import { RecentBacklogs } from './RecentBacklogs';

/** Today as 2024年5月1日 星期三. */
export function todayText(now: Date = new Date()): string {
  return dayjs(now).locale('zh-cn').format('YYYY年M月D日 dddd');
}

const COUNTER_CARDS = [
  { key: 'todoNum', title: '待处理', icon: <ClockCircleOutlined />, color: '#fa8c16' },
  { key: 'doneNum', title: '已处理', icon: <CheckCircleOutlined />, color: '#52c41a' },
  { key: 'exeNum', title: '全部待办', icon: <SyncOutlined />, color: '#1677ff' },
] as const;

/** /index 首页: welcome, to-do counters and the latest pending items. */
export default function HomePage() {
  const user = useStore(userStore, (s) => s.user);
  const counters = useStore(userStore, (s) => s.counters);
  const platformName = user?.platformName || storedBranding().platformName;
  const name = user?.name || user?.account || '';

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card variant="borderless">
        {/* h2 under the layout's h1 (the page title), drawn at h4 size. */}
        <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 8, fontSize: 20, lineHeight: 1.4 }}>
          {name ? `您好，${name}，欢迎使用${platformName}` : `欢迎使用${platformName}`}
        </Typography.Title>
        <Typography.Text type="secondary">今天是 {todayText()}</Typography.Text>
      </Card>
      <Row gutter={[16, 16]}>
        {COUNTER_CARDS.map((c) => (
          <Col key={c.key} xs={24} sm={8}>
            {/* Named by its visible text (待处理 12 项), so speech input can say what it sees. */}
            <Link to="/todo">
              <Card hoverable variant="borderless">
                <Statistic
                  title={c.title}
                  value={counters[c.key]}
                  prefix={
                    <span aria-hidden style={{ color: c.color, marginRight: 4 }}>
                      {c.icon}
                    </span>
                  }
                  suffix="项"
                />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <RecentBacklogs />
    </div>
  );
}
