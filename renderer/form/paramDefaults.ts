/** Initial values a form takes from its view parameters: each field's `defaultParam` (新增下级: the parent's key). */
import type { FormSchema } from '../../schemas/meta/generated/area';

/** A parameter as a form value: whole numbers (ids from the URL or a row) as numbers, the rest as text. */
const asValue = (text: string): string | number => (/^-?\d{1,15}$/.test(text) ? Number(text) : text);

export function paramDefaults(schema: FormSchema, params: Record<string, string> | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.properties)) {
    const param = field.defaultParam;
    const given = param ? params?.[param] : undefined;
    if (given !== undefined && given !== '') values[name] = asValue(given);
  }
  return values;
}
