import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { FormSchema } from '../../schemas/meta/generated/area';
import type { ResolvedArea } from '../core/viewProps';
import { OpenHost } from './OpenHost';
import type { OpenSpec } from './types';

const InputForm = lazy(() => import('../form/InputForm').then((m) => ({ default: m.InputForm })));

/** An input form an action asked for (ActionUi.input). */
export interface InputRequest {
  title: string;
  okText?: string;
  schema: FormSchema;
  pointer?: string;
  submit(values: Record<string, unknown>): Promise<void>;
  resolve(submitted: boolean): void;
}

interface HostState {
  open: OpenSpec | null;
  input: InputRequest | null;
}

/**
 * What a view's action runner has open: a view in a modal or drawer, an input form. It lives outside the view's
 * React state, so opening or closing one draws only the host, never the list or detail the buttons sit in.
 */
export class ActionHostStore {
  private state: HostState = { open: null, input: null };
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  readonly get = () => this.state;

  set(patch: Partial<HostState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

export interface ActionHostProps {
  store: ActionHostStore;
  area: ResolvedArea;
  onOpenClosed(changed: boolean): void;
}

/** Draws what the store says is open: the opened view (OpenHost) and the input form. */
export function ActionHost({ store, area, onOpenClosed }: ActionHostProps) {
  const { open, input } = useSyncExternalStore(store.subscribe, store.get);
  return (
    <>
      <OpenHost
        area={area}
        spec={open}
        onClose={(changed) => {
          store.set({ open: null });
          onOpenClosed(changed);
        }}
      />
      {input && (
        <Suspense fallback={null}>
          <InputForm
            open
            area={area}
            schema={input.schema}
            title={input.title}
            okText={input.okText}
            pointer={input.pointer}
            onSubmit={async (values: Record<string, unknown>) => {
              await input.submit(values);
              store.set({ input: null });
              input.resolve(true);
            }}
            onCancel={() => {
              store.set({ input: null });
              input.resolve(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
