import { useState } from 'react';
import { Button, Space, Steps, Typography } from 'antd';
import { PageCard } from '../common/PageCard';

/** The three steps of connecting a parking lot's control terminal. */
export const CONNECT_STEPS = [
  {
    title: '安装车场客户端',
    description: '在岗亭电脑上安装车场客户端（可在“软件下载”页面获取），并确认电脑可以访问互联网。',
  },
  {
    title: '配置平台地址',
    description: '打开车场客户端的“平台对接”设置，填写本平台的访问地址和平台分配的对接账号，保存后客户端会自动连接。',
  },
  {
    title: '绑定车场',
    description: '连接成功后在客户端中选择要上云的车场并确认绑定，几分钟内即可在平台的车场列表中看到该车场及其在线状态。',
  },
] as const;

/** /quickAddPark 连接控制终端 */
export default function QuickAddParkPage() {
  const [current, setCurrent] = useState(0);
  const step = CONNECT_STEPS[current];
  const last = current === CONNECT_STEPS.length - 1;
  return (
    <PageCard title="连接控制终端">
      <Steps current={current} onChange={setCurrent} items={CONNECT_STEPS.map((s) => ({ title: s.title }))} style={{ marginBottom: 32 }} />
      <div style={{ maxWidth: 640, margin: '0 auto', minHeight: 120 }}>
        <Typography.Title level={5}>
          第 {current + 1} 步：{step.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{step.description}</Typography.Paragraph>
        <Space>
          {current > 0 && <Button onClick={() => setCurrent(current - 1)}>上一步</Button>}
          {!last && (
            <Button type="primary" onClick={() => setCurrent(current + 1)}>
              下一步
            </Button>
          )}
          {last && <Typography.Text type="success">完成以上步骤后，车场即接入平台。</Typography.Text>}
        </Space>
      </div>
    </PageCard>
  );
}
