import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Modal } from 'antd';
import type { FormSchema } from '../../schemas/meta/generated/area';
import { errorMessage } from '../core/endpoint';
import { invalidateArea } from '../core/invalidate';
import { useRendererServices } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';
import { OpenHost } from './OpenHost';
import { runAction } from './runAction';
import type { ActionContext, ActionTarget, ActionUi, OpenSpec } from './types';

const InputForm = lazy(() => import('../form/InputForm').then((m) => ({ default: m.InputForm })));

export interface ActionRunnerOptions {
  area: ResolvedArea;
  params: Record<string, string>;
  search?(): Record<string, unknown>;
  total?(): number | undefined;
  onDone?(changed: boolean): void;
  onBack?(): void;
}

interface InputState {
  title: string;
  okText?: string;
  schema: FormSchema;
  pointer?: string;
  submit(values: Record<string, unknown>): Promise<void>;
  resolve(submitted: boolean): void;
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
  const [modal, modalHolder] = Modal.useModal();
  const [openSpec, setOpenSpec] = useState<OpenSpec | null>(null);
  const [input, setInput] = useState<InputState | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const context = useMemo<ActionContext>(() => {
    const ui: ActionUi = {
      confirm: (confirm) =>
        new Promise<boolean>((resolve) => {
          const plain = typeof confirm === 'string';
          modal.confirm({
            title: plain ? '提示' : confirm.title,
            content: plain ? confirm : confirm.content,
            okText: '确定',
            cancelText: '取消',
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        }),
      input: (spec, submit) => new Promise<boolean>((resolve) => setInput({ ...spec, submit, resolve })),
      open: (spec) => setOpenSpec(spec),
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
      onDone: (changed) => latest.current.onDone?.(changed),
      get onBack() {
        return latest.current.onBack;
      },
    };
  }, [modal, services]);

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

  const closeOpened = useCallback((changed: boolean) => {
    setOpenSpec(null);
    if (changed) invalidateArea(latest.current.area.area);
  }, []);

  const holder = (
    <>
      {modalHolder}
      <OpenHost area={options.area} spec={openSpec} onClose={closeOpened} />
      {input && (
        <Suspense fallback={null}>
          <InputForm
            open
            area={options.area}
            schema={input.schema}
            title={input.title}
            okText={input.okText}
            pointer={input.pointer}
            onSubmit={async (values: Record<string, unknown>) => {
              await input.submit(values);
              setInput(null);
              input.resolve(true);
            }}
            onCancel={() => {
              setInput(null);
              input.resolve(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
  return { run, context, holder };
}
