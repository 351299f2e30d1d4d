/**
 * Registered components: a `component` view and a `valueType: "component"` field name a component the shell registers.
 * The names, and whether each serves views, fields or both, are those of schemas/meta/components.json (the shell's
 * registry, src/app/registeredComponents.ts, is kept equal to it by a test). Read as JSON, so the check needs no React.
 */
import registeredComponents from '../../../../schemas/meta/components.json';
import { childPointer, pointer } from '../../problem';
import { closestName } from '../../suggest';
import { fieldSites } from '../inventory';
import { resolveField, type LintContext } from '../lintContext';
import { lintMessages, withGuess } from '../messages';

export type ComponentUse = 'view' | 'field';

const entries = Object.entries(registeredComponents).filter(([name]) => !name.startsWith('$')) as [string, { serves?: string[] }][];

/** The registered component names (keys of components.json other than `$comment`). */
export const REGISTERED_COMPONENTS: readonly string[] = entries.map(([name]) => name);

/** The registered components that serve as a view or as a field (their `serves`). */
export function componentsServing(use: ComponentUse): string[] {
  return entries.filter(([, entry]) => entry.serves?.includes(use)).map(([name]) => name);
}

export function checkComponents(ctx: LintContext): void {
  for (const [name, view] of Object.entries(ctx.doc.views ?? {})) {
    if (view.kind === 'component') checkName(ctx, view.component, childPointer(pointer('views', name), 'component'), 'view');
  }
  for (const site of fieldSites(ctx.doc)) {
    if (site.entry.use !== undefined && !ctx.vocabulary.has(site.entry.use)) continue; // reported as unknown
    const field = resolveField(ctx, site.entry);
    if (field.valueType !== 'component') continue;
    if (site.entry.component !== undefined) checkName(ctx, site.entry.component, childPointer(site.pointer, 'component'), 'field');
    else if (field.component === undefined && site.entry.valueType === 'component') {
      ctx.report({
        pointer: childPointer(site.pointer, 'valueType'),
        rule: 'componentRequired',
        message: lintMessages.componentRequired(),
      });
    }
  }
}

function checkName(ctx: LintContext, name: string, at: string, use: ComponentUse): void {
  if (!REGISTERED_COMPONENTS.includes(name)) {
    const message = lintMessages.unknownComponent(name, REGISTERED_COMPONENTS);
    ctx.report({ pointer: at, rule: 'unknownComponent', message: withGuess(message, closestName(name, REGISTERED_COMPONENTS)) });
    return;
  }
  const serving = componentsServing(use);
  if (!serving.includes(name))
    ctx.report({ pointer: at, rule: 'componentServes', message: lintMessages.componentServes(name, use, serving) });
}
