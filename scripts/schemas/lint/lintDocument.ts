/** Runs every lint rule on one document that is valid against its meta-schema. */
import { createLintContext, type LintFinding, type LintInput } from './lintContext';
import { checkActionPlacement } from './rules/actions';
import { checkEventActions } from './rules/eventActions';
import { checkRowKeys } from './rules/rowKeys';
import { checkCalendars } from './rules/calendars';
import { checkMonitors } from './rules/monitors';
import { checkComponents } from './rules/components';
import { checkDashboards } from './rules/dashboards';
import { checkDependentOptions } from './rules/dependentOptions';
import { checkDataFields } from './rules/dataFields';
import { checkDictionaries } from './rules/dictionaries';
import { checkNoExpressions } from './rules/expressions';
import { checkFields } from './rules/fields';
import { checkForms } from './rules/forms';
import { checkSteps } from './rules/steps';
import { checkComputedValues } from './rules/computedValues';
import { checkParams } from './rules/params';
import { checkPanes } from './rules/panes';
import { checkReferences } from './rules/references';
import { checkRoutes } from './rules/routes';
import { checkSchemaReference } from './rules/schemaReference';
import { checkTables } from './rules/tables';
import { checkTrees } from './rules/trees';
import { checkValidators } from './rules/validators';
import { checkCrossFieldValidators } from './rules/crossFieldValidators';
import { checkFormSubmits } from './rules/formSubmits';
import { checkTransitions } from './rules/transitions';
import { checkTransitionOutcomes } from './rules/transitionOutcomes';
import { checkBatchSteps } from './rules/batchSteps';
import { checkVersions } from './rules/versions';
import { checkScopes } from './rules/scopes';
import { checkUnique } from './rules/unique';

const rules = [
  checkReferences,
  checkDashboards,
  checkValidators,
  checkCrossFieldValidators,
  checkFormSubmits,
  checkFields,
  checkTables,
  checkDataFields,
  checkForms,
  checkSteps,
  checkComputedValues,
  checkParams,
  checkPanes,
  checkTrees,
  checkRoutes,
  checkActionPlacement,
  checkEventActions,
  checkRowKeys,
  checkDictionaries,
  checkDependentOptions,
  checkNoExpressions,
  checkSchemaReference,
  checkCalendars,
  checkMonitors,
  checkComponents,
  checkTransitions,
  checkTransitionOutcomes,
  checkBatchSteps,
  checkVersions,
  checkScopes,
  checkUnique,
];

export function lintDocument(input: LintInput): LintFinding[] {
  const findings: LintFinding[] = [];
  const ctx = createLintContext(input, findings);
  for (const rule of rules) rule(ctx);
  return findings;
}
