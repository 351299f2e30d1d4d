/** The validator names of schemas/meta/validators.json and the schema fragment made from them. */

export interface ValidatorEntry {
  name: string;
  description: string;
  /** JSON Schema of the arguments of the object form {"name": args}; absent when the validator takes none. */
  args?: Record<string, unknown>;
  /** `form`: a cross-field validator, evaluated over the whole form by the renderer and the mock (schemas/meta/lib/crossFieldRules.ts), not by the shell's library. */
  scope?: 'form';
}
export interface ValidatorCatalogue {
  validators: ValidatorEntry[];
}

export const validatorNames = (catalogue: ValidatorCatalogue): string[] => catalogue.validators.map((v) => v.name);

/** The names the shell's validator library provides: every validator but the cross-field ones (scope form). */
export const libraryValidators = (catalogue: ValidatorCatalogue): ValidatorEntry[] =>
  catalogue.validators.filter((v) => v.scope !== 'form');

/**
 * The fragment referenced as #/$defs/validatorRule: a name (offered by editors, checked by the lint so an unknown
 * name gets a precise message) or {name: args} with the arguments checked for the validators that take some.
 */
export function validatorRuleSchema(catalogue: ValidatorCatalogue): Record<string, unknown> {
  const named = libraryValidators(catalogue);
  const withArgs = catalogue.validators.filter((v) => v.args);
  return {
    description: '校验器：名称字符串，或 {名称: 参数}（名称见 schemas/meta/validators.json）',
    anyOf: [
      {
        type: 'string',
        description: '校验器名称',
        enum: named.map((v) => v.name),
        enumDescriptions: named.map((v) => v.description),
      },
      { type: 'string', description: '校验器名称', pattern: '\\S' },
      {
        type: 'object',
        description: '带参数的校验器：{名称: 参数}',
        minProperties: 1,
        maxProperties: 1,
        properties: Object.fromEntries(withArgs.map((v) => [v.name, { description: v.description, ...v.args }])),
      },
    ],
    errorMessage:
      '校验器应为名称字符串，或 {名称: 参数}，如 "plateNo" 或 {"rangeNumber": [0, 10000]} ' +
      '(a validator must be a name, or {name: arguments}, such as "plateNo" or {"rangeNumber": [0, 10000]})',
  };
}
