import { Button, Tooltip } from 'antd';
import type { Action } from '../../schemas/meta/generated/area';
import { isActionDisabled, isActionVisible } from './actionState';
import { iconOf } from './icons';
import { lazyModule, useLazyModule } from '../core/lazyModule';
import type { ImportButtonProps } from './ImportButton';
import type { ActionRunner } from './useActionRunner';
import type { ActionTarget } from './types';

export type ActionPlacement = 'toolbar' | 'row' | 'batch' | 'detail';

export interface ActionButtonProps {
  name: string;
  runner: ActionRunner;
  placement: ActionPlacement;
  target?: ActionTarget;
}

/** The import button's file picker (antd Upload) loads with the first import action shown; until then its button spins. */
const importButton = lazyModule(() => import('./ImportButton'));

function LazyImportButton(props: ImportButtonProps) {
  const ImportButton = useLazyModule(importButton)?.ImportButton;
  return ImportButton ? <ImportButton {...props} /> : props.button({ loading: true });
}

/** The label of an action's button: its `label`, else its name. */
export const actionLabel = (name: string, action: Action | undefined) => action?.label ?? name;

/**
 * One button of a document's action, like the platform's button directive: hidden unless the user holds
 * its permission code and its visibleWhen holds; disabled by disabledWhen; `danger` in red.
 */
export function ActionButton({ name, runner, placement, target = {} }: ActionButtonProps) {
  const { services, area } = runner.context;
  const action = area.actions?.[name];
  if (!action) return null;
  if (!isActionVisible(action, services, target, area)) return null;
  const disabled = isActionDisabled(action, services, target, area);
  const type = action.buttonType ?? (placement === 'row' ? 'link' : 'default');
  const render = (loading = false) => (
    <Button
      type={type}
      size={placement === 'row' ? 'small' : undefined}
      danger={action.danger}
      icon={iconOf(action.icon)}
      disabled={disabled}
      loading={loading}
      onClick={action.kind === 'import' ? undefined : () => void runner.run(name, target)}
    >
      {actionLabel(name, action)}
    </Button>
  );
  const button =
    action.kind === 'import' ? (
      <LazyImportButton action={action} ctx={runner.context} disabled={disabled} button={({ loading }) => render(loading)} />
    ) : (
      render()
    );
  return action.tooltip ? <Tooltip title={action.tooltip}>{button}</Tooltip> : button;
}
