import { useCallback, useMemo, useState } from 'react';
import { showWarning } from '../api/toast';
import { firstError } from '../validators';

/**
 * Field errors shown only for fields the user has left or submitted: the errors are computed from the current values
 * on every render, and `touch` / `touchAll` decide which of them are visible. `clear` hides them all again.
 * `validateAll` is the submit check of every dialog: all errors become visible and the first one is shown as a
 * warning (spec §5); it answers whether the form may be sent.
 */
export function useTouchedErrors<K extends string>(errors: Partial<Record<K, string>>) {
  const [touched, setTouched] = useState<ReadonlySet<K> | 'all'>(() => new Set<K>());
  const visible = useMemo(() => {
    const out: Partial<Record<K, string>> = {};
    for (const key of Object.keys(errors) as K[]) if (touched === 'all' || touched.has(key)) out[key] = errors[key];
    return out;
  }, [errors, touched]);
  const touch = useCallback((key: K) => setTouched((t) => (t === 'all' || t.has(key) ? t : new Set([...t, key]))), []);
  const touchAll = useCallback(() => setTouched('all'), []);
  const clear = useCallback(() => setTouched(new Set<K>()), []);
  const validateAll = useCallback(() => {
    setTouched('all');
    const first = firstError(errors);
    if (first) showWarning(first);
    return !first;
  }, [errors]);
  return { visible, touch, touchAll, clear, validateAll };
}

/** antd Form.Item props for a field's visible error. */
export const errorProps = (message: string | undefined) => (message ? { validateStatus: 'error' as const, help: message } : {});
