/**
 * Simple stand-ins for the value types and the form engine, so the renderer's own tests do not depend
 * on them: `vi.mock('../fields', () => import('../testing/mockFields'))`.
 */
import type { ReactNode } from 'react';

export function ReadValue({ value }: { value: unknown }): ReactNode {
  if (value === undefined || value === null || value === '') return '--';
  return Array.isArray(value) ? value.join('、') : String(value);
}
