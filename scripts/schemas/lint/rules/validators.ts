/** Validator names must be in schemas/meta/validators.json; a validator without arguments is written as a string. */
import { childPointer } from '../../problem';
import { fieldSites } from '../inventory';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';

export function checkValidators(ctx: LintContext): void {
  for (const site of fieldSites(ctx.doc)) {
    (site.entry['x-validator'] ?? []).forEach((rule, i) => {
      const at = childPointer(site.pointer, 'x-validator', i);
      if (typeof rule === 'string') {
        if (!ctx.validatorNames.has(rule)) ctx.reportUnknown(at, 'unknownValidator', rule, ctx.validatorNames);
        return;
      }
      for (const name of Object.keys(rule)) {
        if (!ctx.validatorNames.has(name)) ctx.reportUnknown(childPointer(at, name), 'unknownValidator', name, ctx.validatorNames, 'key');
        else if (!ctx.validatorsWithArgs.has(name)) {
          ctx.report({
            pointer: childPointer(at, name),
            rule: 'validatorTakesNoArguments',
            message: lintMessages.validatorTakesNoArguments(name),
            at: 'key',
          });
        }
      }
    });
  }
}
