/**
 * The one ajv set-up of the meta-schema (JSON Schema 2020-12, all errors, strict, ajv-formats, ajv-errors,
 * discriminated unions). Used to generate the standalone validators; never shipped to the browser.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';

export interface MetaSchemas {
  area: object;
  fields: object;
  validatorRule: object;
}

export function createMetaAjv(schemas: MetaSchemas, code: { source: boolean } = { source: false }): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    inlineRefs: false,
    discriminator: true,
    code: code.source ? { source: true, esm: true, lines: false } : {},
  });
  // Editor help (VS Code) beside each enum value; no effect on validation.
  ajv.addKeyword({ keyword: 'enumDescriptions', schemaType: 'array' });
  addFormats(ajv);
  addErrors(ajv);
  ajv.addSchema(schemas.validatorRule, 'generated/validatorRule.schema.json');
  ajv.addSchema(schemas.area, 'area.schema.json');
  ajv.addSchema(schemas.fields, 'fields.schema.json');
  return ajv;
}
