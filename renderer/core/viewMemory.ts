import { createContext, useCallback, useContext, useState } from 'react';

/**
 * What the views of one page remember of themselves, given by the shell (one memory per open page): a view that is
 * unmounted and mounted again inside the same page starts where it was. A `Map<string, unknown>` is one.
 */
export interface ViewMemory {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

const ViewMemoryContext = createContext<ViewMemory | null>(null);

/** Gives the views below a memory; without one, views start from their document's defaults. */
export const ViewMemoryProvider = ViewMemoryContext.Provider;

/**
 * A view's remembered state under `key` (a null key: none): `[start, remember]`. `start` is read once, when the view
 * mounts (undefined when nothing was remembered); `remember(value)` replaces what is kept for the next mount.
 */
export function useViewMemory<T>(key: string | null): [start: T | undefined, remember: (value: T) => void] {
  const memory = useContext(ViewMemoryContext);
  const [start] = useState(() => (memory && key !== null ? (memory.get(key) as T | undefined) : undefined));
  const remember = useCallback(
    (value: T) => {
      if (memory && key !== null) memory.set(key, value);
    },
    [memory, key],
  );
  return [start, remember];
}
