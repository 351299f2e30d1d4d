import { Drawer, Modal } from 'antd';
import { ViewMount } from '../core/ViewMount';
import type { ResolvedArea } from '../core/viewProps';
import type { OpenSpec } from './types';
import { useReturnFocus } from './useReturnFocus';

export interface OpenHostProps {
  area: ResolvedArea;
  spec: OpenSpec | null;
  onClose(changed: boolean): void;
}

/** The modal or drawer of an `open` action, with the opened view inside (its own error boundary). */
export function OpenHost({ area, spec, onClose }: OpenHostProps) {
  useReturnFocus(spec !== null);
  if (!spec) return null;
  const content = (
    <ViewMount
      area={area}
      viewName={spec.viewName}
      view={spec.view}
      params={spec.params}
      record={spec.record}
      container={spec.mode}
      onClose={onClose}
    />
  );
  if (spec.mode === 'drawer')
    return (
      <Drawer open title={spec.title} width={spec.width ?? 520} onClose={() => onClose(false)}>
        {content}
      </Drawer>
    );
  return (
    <Modal open title={spec.title} width={spec.width ?? 720} footer={null} maskClosable={false} onCancel={() => onClose(false)}>
      {content}
    </Modal>
  );
}
