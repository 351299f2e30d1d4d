/** A dictionary is either static (items) or loaded (endpoint), never both or neither. */
import { pointer } from '../../problem';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';

export function checkDictionaries(ctx: LintContext): void {
  for (const [name, dict] of Object.entries(ctx.doc.dictionaries ?? {})) {
    if ((dict.options === undefined) === (dict.endpoint === undefined)) {
      ctx.report({ pointer: pointer('dictionaries', name), rule: 'dictionarySource', message: lintMessages.dictionarySource() });
    }
  }
}
