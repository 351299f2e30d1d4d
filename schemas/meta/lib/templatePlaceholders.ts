/**
 * Template parameters: their declared types and the `${name}` placeholders of a template body. Pure, no I/O.
 * A string that is exactly one placeholder ("${columns}") is replaced by the parameter's value itself, of any type;
 * a placeholder inside longer text or a property name ("${kind}List") is replaced by the value as text, which only a
 * string or a number can give. There is nothing else: no expressions, no defaults inside the placeholder.
 */

export type TemplateParamType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';

export interface TemplateParamDeclaration {
  type: TemplateParamType;
  description?: string;
  default?: unknown;
  /** May be left out (or given null): the property or array item whose whole value is `${name}` is then dropped. */
  optional?: boolean;
}

/** The name of a whole-value placeholder ("${title}"), or undefined. */
export function wholePlaceholder(text: string): string | undefined {
  const match = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(text);
  return match ? match[1] : undefined;
}

export const hasPlaceholder = (text: string): boolean => text.includes('${');

/** The type a JSON value has in the words of a parameter declaration. */
export function typeOfValue(value: unknown): TemplateParamType | 'null' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'object') return typeof value as TemplateParamType;
  return 'null';
}

export function fitsType(value: unknown, type: TemplateParamType): boolean {
  const actual = typeOfValue(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

export type InterpolationFailure = {
  kind: 'undeclared' | 'notText' | 'omitted';
  name: string;
  actual?: string;
};

/**
 * `${name}` inside text replaced by the parameter's value as text. Failures (an undeclared name, a value that is not
 * a string or a number) are returned, and the placeholder is left as it was.
 */
export function interpolate(
  text: string,
  valueOf: (name: string) => { found: boolean; value?: unknown; omitted?: boolean },
): { text: string; failures: InterpolationFailure[] } {
  const failures: InterpolationFailure[] = [];
  const result = text.replace(/\$\{([^}]*)\}/g, (whole, name: string) => {
    const param = valueOf(name);
    if (!param.found) {
      failures.push({ kind: 'undeclared', name });
      return whole;
    }
    if (param.omitted) {
      failures.push({ kind: 'omitted', name });
      return whole;
    }
    if (typeof param.value !== 'string' && typeof param.value !== 'number') {
      failures.push({
        kind: 'notText',
        name,
        actual: typeOfValue(param.value),
      });
      return whole;
    }
    return String(param.value);
  });
  return { text: result, failures };
}
