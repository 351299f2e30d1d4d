import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { Alert, Button, Card, Descriptions, Modal, Space, Tag, Typography } from 'antd';
import { showSuccess } from '../../api/toast';
import type { LaneTerminalConfig, TerminalConfigState } from '../../../contracts/lanePages';
import { laneApi, ticketOfLocation, type LaneApi } from '../laneDevice/laneApi';
import { LaneLoading, LanePageFrame, LaneProblem, isTicketRefused } from '../laneDevice/LanePageStates';
import { TerminalConfigForm, useTerminalConfigForm } from './TerminalConfigForm';

const OPEN_FROM = '设备管理 › 终端管理 › 远程配置';

/**
 * /remoteConfig 远程配置: the parameters of a lane terminal, opened from 终端管理's row action 远程配置 in a new tab
 * with a short-lived ticket. 下发配置 sends them (the platform checks them; a refusal keeps what was typed and shows
 * why); 读取当前配置 reloads what the terminal holds.
 */
export default function RemoteConfigPage({ api = laneApi }: { api?: LaneApi }) {
  const ticket = ticketOfLocation(useLocation().search);
  const state = useSWR(ticket ? ['lanePages/config', ticket] : null, () => api.readConfig(ticket), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const form = useTerminalConfigForm();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [modal, modalHolder] = Modal.useModal();

  if (!ticket) return <LaneProblem error={null} openFrom={OPEN_FROM} onRetry={() => undefined} />;
  if (state.error) return <LaneProblem error={state.error} openFrom={OPEN_FROM} onRetry={() => void state.mutate()} />;
  const terminal = state.data;
  if (!terminal) return <LaneLoading text="正在读取终端配置…" />;

  const show = (next: TerminalConfigState) => {
    form.setFieldsValue(next.config);
    void state.mutate(next, { revalidate: false });
  };

  const send = async (config: LaneTerminalConfig) => {
    setSending(true);
    setRefusal(null);
    try {
      show(await api.sendConfig(ticket, config));
      showSuccess('配置已下发');
    } catch (error) {
      if (isTicketRefused(error)) await state.mutate();
      else setRefusal(error instanceof Error ? error.message : '下发失败，请稍后重试');
    } finally {
      setSending(false);
    }
  };

  const reload = async () => {
    const overwrite = () =>
      new Promise<boolean>((resolve) =>
        modal.confirm({
          title: '读取当前配置',
          content: '读取后将覆盖尚未下发的修改，是否继续？',
          okText: '确定',
          cancelText: '取消',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        }),
      );
    if (form.isFieldsTouched() && !(await overwrite())) return;
    setRefusal(null);
    const next = await state.mutate();
    if (next) {
      form.resetFields();
      form.setFieldsValue(next.config);
      showSuccess('已读取当前配置');
    }
  };

  return (
    <LanePageFrame>
      {modalHolder}
      <Card
        title={
          <Space>
            <span>远程配置</span>
            <Typography.Text type="secondary">{terminal.deviceName}</Typography.Text>
          </Space>
        }
        extra={terminal.online ? <Tag color="success">在线</Tag> : <Tag color="default">离线</Tag>}
        variant="borderless"
        style={{ maxWidth: 880, margin: '0 auto' }}
      >
        <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="所属车场">{terminal.parkName}</Descriptions.Item>
          <Descriptions.Item label="车道">{terminal.laneName}</Descriptions.Item>
          <Descriptions.Item label="最近配置时间">{terminal.lastConfigTime ?? '尚未远程配置'}</Descriptions.Item>
        </Descriptions>
        {!terminal.online && (
          <Alert
            type="warning"
            showIcon
            message="终端离线，配置将无法下发；请检查终端网络后点击「读取当前配置」。"
            style={{ marginBottom: 16 }}
          />
        )}
        {refusal && (
          <Alert
            type="error"
            showIcon
            message="下发失败"
            description={refusal}
            style={{ marginBottom: 16 }}
            closable
            onClose={() => setRefusal(null)}
          />
        )}
        <TerminalConfigForm form={form} initial={terminal.config} onFinish={(values) => void send(values)} />
        <Space style={{ marginLeft: 160 }}>
          <Button type="primary" loading={sending} onClick={() => form.submit()}>
            下发配置
          </Button>
          <Button loading={state.isValidating && !sending} onClick={() => void reload()}>
            读取当前配置
          </Button>
        </Space>
      </Card>
    </LanePageFrame>
  );
}
