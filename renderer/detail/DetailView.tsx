import { useEffect, useRef } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Space } from 'antd';
import type { DetailView as DetailViewSpec } from '../../schemas/meta/generated/area';
import { errorMessage, pickPath } from '../core/endpoint';
import { useEndpointData } from '../core/viewData';
import { useRendererServices } from '../core/services';
import { UnknownKind } from '../core/UnknownKind';
import type { ViewProps } from '../core/viewProps';
import { ActionButton } from '../actions/ActionButton';
import { isActionVisible } from '../actions/actionState';
import { useActionRunner } from '../actions/useActionRunner';
import { DetailSection } from './DetailSection';
import { runOnOpen } from './runOnOpen';

type Record_ = Record<string, unknown>;

/**
 * A detail view: loads the record from its endpoint (view parameters such as `id`), shows its sections,
 * and the buttons of `actions` acting on it. A successful action elsewhere in the area reloads it.
 * `onOpen` is called once per record shown, after its first successful load (reloads do not call it again).
 */
export default function DetailView({ area, view, params, pointer, container, onClose }: ViewProps<DetailViewSpec>) {
  const services = useRendererServices();
  const endpoint = area.endpoints[view.endpoint];
  const loaded = useEndpointData(area, endpoint ? view.endpoint : undefined, { params });
  const runner = useActionRunner({ area, params, onBack: container === 'page' ? undefined : () => onClose?.(true) });
  /** The parameters `onOpen` was last called for: once per record shown, not again on reloads. */
  const openedFor = useRef<string | null>(null);
  const picked = loaded.data === undefined ? undefined : pickPath(loaded.data, endpoint?.result?.record ?? 'data');
  const record = picked && typeof picked === 'object' && !Array.isArray(picked) ? (picked as Record_) : undefined;
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    if (!record || view.onOpen === undefined || openedFor.current === paramsKey) return;
    openedFor.current = paramsKey;
    runOnOpen(services, area, view.onOpen, { record, params });
    // Once per record shown: a reload (new object, same parameters) does not call it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record, paramsKey]);

  if (!endpoint) return <UnknownKind what="接口" name={view.endpoint} pointer={`${pointer}/endpoint`} />;
  const failure =
    loaded.error !== undefined && !loaded.isValidating
      ? errorMessage(loaded.error)
      : loaded.data !== undefined && !record
        ? '记录不存在或已被删除'
        : undefined;
  if (failure !== undefined)
    return (
      <Alert
        type="error"
        showIcon
        message={`数据加载失败：${failure}`}
        action={
          <Button size="small" onClick={() => void loaded.mutate()}>
            重试
          </Button>
        }
      />
    );
  if (!record) return <Skeleton active paragraph={{ rows: 8 }} />;

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
