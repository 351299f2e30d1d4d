import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Space } from 'antd';
import type { DetailView as DetailViewSpec } from '../../schemas/meta/generated/area';
import { callEndpoint, errorMessage, pickPath } from '../core/endpoint';
import { useInvalidation } from '../core/invalidate';
import { useRendererServices } from '../core/services';
import { UnknownKind } from '../core/UnknownKind';
import type { ViewProps } from '../core/viewProps';
import { ActionButton } from '../actions/ActionButton';
import { isActionVisible } from '../actions/actionState';
import { useActionRunner } from '../actions/useActionRunner';
import { DetailSection } from './DetailSection';
import { runOnOpen } from './runOnOpen';

type Record_ = Record<string, unknown>;
type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; record: Record_ };

/**
 * A detail view: loads the record from its endpoint (view parameters such as `id`), shows its sections,
 * and the buttons of `actions` acting on it. A successful action elsewhere in the area reloads it.
 * `onOpen` is called once per record shown, after its first successful load (reloads do not call it again).
 */
export default function DetailView({ area, view, params, pointer, container, onClose }: ViewProps<DetailViewSpec>) {
  const services = useRendererServices();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const endpoint = area.endpoints[view.endpoint];
  const runner = useActionRunner({ area, params, onBack: container === 'page' ? undefined : () => onClose?.(true) });
  /** The parameters `onOpen` was last called for: once per record shown, not again on reloads. */
  const openedFor = useRef<string | null>(null);
  useInvalidation(area.area, () => setGeneration((n) => n + 1));

  useEffect(() => {
    if (!endpoint) return;
    let alive = true;
    callEndpoint(services, area, view.endpoint, { params }).then(
      (body) => {
        if (!alive) return;
        const record = pickPath(body, endpoint.result?.record ?? 'data');
        if (record && typeof record === 'object' && !Array.isArray(record)) {
          setState({ status: 'ready', record: record as Record_ });
          const key = JSON.stringify(params);
          if (view.onOpen !== undefined && openedFor.current !== key) {
            openedFor.current = key;
            runOnOpen(services, area, view.onOpen, { record: record as Record_, params });
          }
        } else setState({ status: 'error', message: '记录不存在或已被删除' });
      },
      (error: unknown) => alive && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      alive = false;
    };
  }, [services, area, view.endpoint, view.onOpen, endpoint, params, generation]);

  if (!endpoint) return <UnknownKind what="接口" name={view.endpoint} pointer={`${pointer}/endpoint`} />;
  if (state.status === 'loading') return <Skeleton active paragraph={{ rows: 8 }} />;
  if (state.status === 'error')
    return (
      <Alert
        type="error"
        showIcon
        message={`数据加载失败：${state.message}`}
        action={
          <Button
            size="small"
            onClick={() => {
              setState({ status: 'loading' });
              setGeneration((n) => n + 1);
            }}
          >
            重试
          </Button>
        }
      />
    );

  const { record } = state;
  const target = { record, rows: [record] };
  const actions = (view.actions ?? [])
    .filter((name) => {
      const action = area.actions?.[name];
      return action !== undefined && isActionVisible(action, services, target, area);
    })
    .map((name) => <ActionButton key={name} name={name} runner={runner} placement="detail" target={target} />);
  const sections = view.sections.map((section, index) => <DetailSection key={index} section={section} record={record} area={area} />);
  if (container === 'page')
    return (
      <Card title={view.title} extra={<Space>{actions}</Space>}>
        {sections}
        {runner.holder}
      </Card>
    );
  return (
    <>
      {actions.length > 0 && (
        <Flex justify="flex-end" style={{ marginBottom: 16 }}>
          <Space>{actions}</Space>
        </Flex>
      )}
      {sections}
      {runner.holder}
    </>
  );
}
