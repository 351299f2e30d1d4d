import { Collapse, Typography } from 'antd';
import { PageCard } from '../common/PageCard';

/** Short help topics. */
export const HELP_TOPICS = [
  {
    key: 'login',
    title: '登录与账号',
    body: '使用平台分配的账号登录。连续多次输错密码后需要输入图片验证码；忘记密码时可在登录页点击“忘记密码”，通过绑定的手机号找回。',
  },
  {
    key: 'enterprise',
    title: '企业认证',
    body: '企业主账号可在右上角用户菜单中发起企业认证，提交企业名称、注册地址、负责人和手机号后等待平台审核。认证通过前部分功能不可用。',
  },
  {
    key: 'park',
    title: '连接控制终端',
    body: '在“连接控制终端”页面按步骤安装车场客户端、填写平台地址并完成车场绑定，车场的出入记录即可同步到平台。',
  },
  {
    key: 'todo',
    title: '待办事项',
    body: '顶部的待办铃铛显示待处理数量。进入“待办事项”可按标题、类型、状态筛选，并查看每条待办的详细内容。',
  },
  {
    key: 'tabs',
    title: '页签与刷新',
    body: '在“页面风格设置”中打开 Tags-View 后，访问过的页面会保留在页签栏；右键页签可刷新、关闭当前、关闭其他或全部关闭。',
  },
  {
    key: 'fault',
    title: '故障上报',
    body: '使用过程中遇到问题，可点击顶部的故障上报按钮，填写标题、描述并上传最多 4 张截图，处理进度可在“故障上报记录”中查看。',
  },
] as const;

/** /helpDocumentation 帮助文档 */
export default function HelpDocumentationPage() {
  return (
    <PageCard title="帮助文档">
      <Collapse
        accordion
        defaultActiveKey={HELP_TOPICS[0].key}
        items={HELP_TOPICS.map((t) => ({
          key: t.key,
          label: t.title,
          children: <Typography.Paragraph style={{ marginBottom: 0 }}>{t.body}</Typography.Paragraph>,
        }))}
      />
    </PageCard>
  );
}
