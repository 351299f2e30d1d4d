/** Runs every lint rule on one document that is valid against its meta-schema. */
import { createLintContext, type LintFinding, type LintInput } from './lintContext';
import { checkActionPlacement } from './rules/actions';
import { checkDataFields } from './rules/dataFields';
import { checkDictionaries } from './rules/dictionaries';
import { checkNoExpressions } from './rules/expressions';
import { checkFields } from './rules/fields';
import { checkForms } from './rules/forms';
import { checkParams } from './rules/params';
import { checkReferences } from './rules/references';
import { checkRoutes } from './rules/routes';
import { checkSchemaReference } from './rules/schemaReference';
import { checkTables } from './rules/tables';
import { checkValidators } from './rules/validators';

const rules = [
  checkReferences,
  checkValidators,
  checkFields,
  checkTables,
  checkDataFields,
  checkForms,
  checkParams,
  checkRoutes,
  checkActionPlacement,
  checkDictionaries,
  checkNoExpressions,
  checkSchemaReference,
];

export function lintDocument(input: LintInput): LintFinding[] {
  const findings: LintFinding[] = [];
  const ctx = createLintContext(input, findings);
  for (const rule of rules) rule(ctx);
  return findings;
}
