/** The values a loaded record gives a form: one per schema property, by its name (else its dataIndex path). */
import type { FormSchema } from '../../schemas/meta/generated/area';
import { pickPath } from '../core/endpoint';

export function recordToFormValues(record: unknown, schema: FormSchema): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (!record || typeof record !== 'object') return values;
  for (const [name, field] of Object.entries(schema.properties)) {
    const own = (record as Record<string, unknown>)[name];
    const value = own !== undefined ? own : field.dataIndex ? pickPath(record, field.dataIndex) : undefined;
    if (value !== undefined) values[name] = value;
  }
  return values;
}
