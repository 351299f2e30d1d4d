import { createContext, useContext } from 'react';
import type { ResolvedArea } from '../core/viewProps';

/** What the inputs of a schema form need beyond their field: the area (dictionaries) and the opening record. */
export interface SchemaFormContextValue {
  area: ResolvedArea;
  record?: Record<string, unknown>;
}

export const SchemaFormContext = createContext<SchemaFormContextValue | null>(null);

export function useSchemaFormContext(): SchemaFormContextValue {
  const value = useContext(SchemaFormContext);
  if (!value) throw new Error('ValueEdit 只能用在 SchemaForm 中');
  return value;
}
