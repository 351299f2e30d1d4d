/**
 * Code loaded on first use: the parts of a few controls (image preview, upload, the HTML cleaner) and ECharts are
 * kept out of the chunks a page needs to draw its first rows. `load()` starts the import once and shares it;
 * `loaded()` gives the module synchronously once it has arrived, so a component mounted later draws it at once.
 * A failed import is forgotten, so the next `load()` tries again.
 */
import { useEffect, useState } from 'react';

export interface LazyModule<T> {
  load(): Promise<T>;
  loaded(): T | undefined;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (module) => (value = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}

/**
 * The module for a component: undefined until it has arrived (the component draws its placeholder), then the
 * module. A failed import is thrown from the render, as React.lazy does, so the view's boundaries report it the
 * way they report any chunk that could not be loaded.
 */
export function useLazyModule<T>(lazy: LazyModule<T>): T | undefined {
  const [, arrived] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const module = lazy.loaded();
  useEffect(() => {
    if (module !== undefined) return;
    let live = true;
    lazy.load().then(
      () => live && arrived((n) => n + 1),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [lazy, module]);
  if (failure) throw failure.error;
  return module;
}
