import { useRef } from 'react';

/** A ref always holding the latest value: callbacks read it without making effects depend on its identity. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
