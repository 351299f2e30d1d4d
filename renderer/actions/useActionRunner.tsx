import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Modal } from 'antd';
import { errorMessage } from '../core/endpoint';
import { useRendererServices } from '../core/services';
import { useInvalidateArea } from '../core/viewData';
import type { ResolvedArea } from '../core/viewProps';
import { ActionHost, ActionHostStore } from './ActionHost';
import { askConfirm } from '../core/askConfirm';
import { runAction } from './runAction';
import type { ActionContext, ActionTarget, ActionUi } from './types';

export interface ActionRunnerOptions {
  area: ResolvedArea;
  params: Record<string, string>;
  search?(): Record<string, unknown>;
  total?(): number | undefined;
  onDone?(changed: boolean): void;
  onBack?(): void;
}

export interface ActionRunner {
  /** Runs the action of that name on a target; failures show their message. */
  run(name: string, target?: ActionTarget): Promise<void>;
  /** The context for buttons that run themselves (import). */
  context: ActionContext;
  /** Confirm dialogs, input forms and opened views; render it once in the view. */
  holder: ReactNode;
}

/** Runs the actions of one view and hosts the dialogs they open. */
export function useActionRunner(options: ActionRunnerOptions): ActionRunner {
  const services = useRendererServices();
  const invalidate = useInvalidateArea();
  const [modal, modalHolder] = Modal.useModal();
  const [host] = useState(() => new ActionHostStore());
  const latest = useRef(options);
  latest.current = options;

  const context = useMemo<ActionContext>(() => {
    const ui: ActionUi = {
      confirm: (confirm) => askConfirm(modal, confirm),
      input: (spec, submit) => new Promise<boolean>((resolve) => host.set({ input: { ...spec, submit, resolve } })),
      open: (spec) => host.set({ open: spec }),
    };
    return {
      services,
      get area() {
        return latest.current.area;
      },
      get params() {
        return latest.current.params;
      },
      search: () => latest.current.search?.() ?? {},
      total: () => latest.current.total?.(),
      ui,
      refreshArea: () => void invalidate(latest.current.area.area),
      onDone: (changed) => latest.current.onDone?.(changed),
      get onBack() {
        return latest.current.onBack;
      },
    };
  }, [host, modal, services, invalidate]);

  const run = useCallback(
    async (name: string, target: ActionTarget = {}) => {
      const action = latest.current.area.actions?.[name];
      try {
        if (!action) throw new Error(`未知的操作 "${name}"`);
        await runAction(context, action, target, name);
      } catch (error) {
        services.message.error(errorMessage(error));
      }
    },
    [context, services],
  );

  const openClosed = useCallback(
    (changed: boolean) => {
      if (changed) void invalidate(latest.current.area.area);
    },
    [invalidate],
  );

  const holder = (
    <>
      {modalHolder}
      <ActionHost store={host} area={options.area} onOpenClosed={openClosed} />
    </>
  );
  return { run, context, holder };
}
