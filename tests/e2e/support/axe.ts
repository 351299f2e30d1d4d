import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.0 / 2.1 levels A and AA the console is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * axe's page-structure rules (tagged best-practice, so not in the WCAG tags): one h1, one main landmark,
 * no skipped heading levels, all content inside landmarks.
 */
export const STRUCTURE_RULES = ['page-has-heading-one', 'landmark-one-main', 'heading-order', 'region'];

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * A rule that is not run over some elements, with the reason. `rule` names the one axe rule concerned;
 * without it the elements are left out of every rule (used only for markup that has no content at all).
 */
export interface AxeExclusion {
  selector: string;
  rule?: string;
  why: string;
}

async function run(builder: AxeBuilder): Promise<AxeFinding[]> {
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 4).map((n) => n.target.join(' ')),
  }));
}

/**
 * Runs axe (WCAG 2.1 A/AA, then the structure rules) over the page and returns its violations in a short
 * form. Each exclusion
 * with a rule takes only that rule off its elements: the rule still runs, in a second pass, over
 * everything else, and every other rule still runs over those elements.
 */
export async function axeViolations(page: Page, exclusions: readonly AxeExclusion[] = []): Promise<AxeFinding[]> {
  const whole = exclusions.filter((e) => !e.rule);
  const byRule = new Map<string, string[]>();
  for (const e of exclusions) if (e.rule) byRule.set(e.rule, [...(byRule.get(e.rule) ?? []), e.selector]);

  const main = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const e of whole) main.exclude(e.selector);
  if (byRule.size) main.disableRules([...byRule.keys()]);
  const found = await run(main);

  const structure = new AxeBuilder({ page }).withRules(STRUCTURE_RULES);
  for (const e of whole) structure.exclude(e.selector);
  found.push(...(await run(structure)));

  for (const [rule, selectors] of byRule) {
    const pass = new AxeBuilder({ page }).withRules([rule]);
    for (const s of [...whole.map((e) => e.selector), ...selectors]) pass.exclude(s);
    found.push(...(await run(pass)));
  }
  return found;
}

/** One readable line per violation: id, impact, help and the first few target selectors. */
export function describeViolations(screen: string, found: AxeFinding[]): string {
  if (found.length === 0) return `${screen}: no violations`;
  const lines = found.map((v) => `  - ${v.id} [${v.impact ?? 'n/a'}] ${v.help}\n      ${v.targets.join('\n      ')}`);
  return `${screen}: ${found.length} axe violation(s)\n${lines.join('\n')}`;
}
