/** No code in JSON: a Formily-style "{{ … }}" expression anywhere in a document is refused. */
import { childPointer } from '../../problem';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';

const expression = /\{\{[\s\S]*\}\}/;

export function checkNoExpressions(ctx: LintContext): void {
  const path: (string | number)[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.includes('{{') && expression.test(value)) {
        ctx.report({ pointer: childPointer('', ...path), rule: 'noExpressions', message: lintMessages.noExpressions() });
      }
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => {
        path.push(i);
        visit(v);
        path.pop();
      });
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        path.push(k);
        visit(v);
        path.pop();
      }
    }
  };
  visit(ctx.doc);
}
