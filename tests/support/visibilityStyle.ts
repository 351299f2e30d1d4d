/**
 * A faster `getComputedStyle` for jsdom tests. jsdom computes an element's style by matching every rule of every
 * style sheet against it; antd's CSS-in-JS injects thousands of rules, and testing-library's role queries ask for the
 * style of every node whose accessible name they compute, so most of a component test's time went into selector
 * matching. What those queries read is `display` and `visibility`, antd's popups read `overflow` and `position` of
 * their ancestors, and every antd table measures its scrollbar (rc-util getScrollBarSize: `width`, `height`,
 * `scrollbar-width` and `scrollbar-color`, of the element and of its `::-webkit-scrollbar`): these are answered here
 * from the few rules that set them (with the cascade's importance, specificity and order, inline styles and
 * visibility's inheritance); every other property is still jsdom's own computation. Like jsdom, a pseudo-element gets
 * its element's style. One deliberate difference: jsdom reads `scrollbar-color` as a single colour (the first of the
 * two, or transparent when unset); here it is the declared value, or `auto`, as browsers give it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
// @ts-expect-error The package's types are not reachable through its `exports` (see its index.d.ts).
import { calculate, compare } from '@bramus/specificity';

type Specificity = { a: number; b: number; c: number };
/** The properties answered here, by their CSS name, with the value an element gets when no rule sets it. */
const FAST = {
  display: 'block',
  visibility: 'visible',
  overflow: 'visible',
  'overflow-x': 'visible',
  'overflow-y': 'visible',
  position: 'static',
  width: 'auto',
  height: 'auto',
  'scrollbar-width': 'auto',
  'scrollbar-color': 'auto',
};
type FastProperty = keyof typeof FAST;
/** The script names of the properties (`overflowX`). */
const BY_SCRIPT_NAME = new Map<string | symbol, FastProperty>(
  Object.keys(FAST).map((name) => [name.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()), name as FastProperty]),
);

interface VisibilityRule {
  selector: string;
  property: FastProperty;
  value: string;
  important: boolean;
  specificity: Specificity;
  order: number;
}

/** jsdom's default style sheet (the user agent's), which it applies before the document's own sheets. */
const DEFAULT_SHEET = readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('jsdom')), 'jsdom/browser/default-stylesheet.css'),
  'utf8',
);

/** The highest specificity of a selector list, or null for a selector jsdom cannot parse (it matches nothing there). */
function maxSpecificity(selector: string): Specificity | null {
  let best: Specificity = { a: 0, b: 0, c: 0 };
  try {
    for (const s of calculate(selector)) if (compare(s.value, best) > 0) best = s.value;
  } catch {
    return null;
  }
  return best;
}

function collectRules(sheets: ArrayLike<CSSStyleSheet>, into: VisibilityRule[]): void {
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        if (window.matchMedia(rule.media.mediaText).matches) visit(rule.cssRules);
        continue;
      }
      if (!(rule instanceof CSSStyleRule)) continue;
      for (const property of Object.keys(FAST) as FastProperty[]) {
        const value = rule.style.getPropertyValue(property);
        const specificity = value ? maxSpecificity(rule.selectorText) : null;
        if (!specificity) continue;
        into.push({
          selector: rule.selectorText,
          property,
          value,
          important: rule.style.getPropertyPriority(property) === 'important',
          specificity,
          order: into.length,
        });
      }
    }
  };
  for (const sheet of Array.from(sheets)) visit(sheet.cssRules);
}

let cachedKey = '';
let cachedRules: VisibilityRule[] = [];
let defaultRules: VisibilityRule[] | undefined;

/** The rules of jsdom's default sheet, parsed once. */
function rulesOfDefaultSheet(): VisibilityRule[] {
  if (!defaultRules) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(DEFAULT_SHEET);
    defaultRules = [];
    collectRules([sheet], defaultRules);
  }
  return defaultRules;
}

/** The rules of the document that set one of the properties, rebuilt when a sheet is added, removed or changed. */
function rulesOf(doc: Document): VisibilityRule[] {
  const sheets = doc.styleSheets;
  let key = String(sheets.length);
  for (let i = 0; i < sheets.length; i++)
    key += `,${sheets[i].cssRules.length}:${(sheets[i].ownerNode as Element | null)?.textContent?.length ?? 0}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cachedRules = [...rulesOfDefaultSheet()];
    collectRules(sheets, cachedRules);
  }
  return cachedRules;
}

/** The cascaded value of one property on one element: inline style, then the rules, or '' when nothing sets it. */
function cascaded(element: Element, property: FastProperty): string {
  const inline = (element as HTMLElement).style;
  const inlineValue = inline?.getPropertyValue(property) ?? '';
  if (inlineValue && inline.getPropertyPriority(property) === 'important') return inlineValue;
  let best: VisibilityRule | undefined;
  for (const rule of rulesOf(element.ownerDocument)) {
    if (rule.property !== property) continue;
    if (best && best.important && !rule.important) continue;
    let matches = false;
    try {
      matches = element.matches(rule.selector);
    } catch {
      matches = false;
    }
    if (!matches) continue;
    // As jsdom cascades: a later !important declaration wins, else the higher or equal specificity later in order.
    if (rule.important || !best || compare(rule.specificity, best.specificity) >= 0) best = rule;
  }
  if (best?.important) return best.value;
  if (inlineValue) return inlineValue;
  return best?.value ?? '';
}

/** The computed value: the cascaded one, visibility inherited from the nearest ancestor that sets it, else the initial one. */
function computed(element: Element, property: FastProperty): string {
  if (property !== 'visibility') return cascaded(element, property) || FAST[property];
  for (let el: Element | null = element; el; el = el.parentElement) {
    const value = cascaded(el, property);
    if (value && value !== 'inherit') return value;
  }
  return FAST.visibility;
}

/** jsdom's own `getComputedStyle`, kept when the faster one is installed (the test of this module compares the two). */
export let jsdomComputedStyle: typeof window.getComputedStyle | undefined;

/** Installs the faster `getComputedStyle` on a jsdom window. */
export function installVisibilityStyle(win: Window & typeof globalThis): void {
  const full = win.getComputedStyle.bind(win);
  jsdomComputedStyle = full;
  // jsdom answers a pseudo-element with its element's style (after a "not implemented" notice): so does this one.
  win.getComputedStyle = (element: Element) => {
    let style: CSSStyleDeclaration | undefined;
    const whole = () => (style ??= full(element));
    return new Proxy({} as CSSStyleDeclaration, {
      get(_target, prop) {
        const fast = BY_SCRIPT_NAME.get(prop);
        if (fast) return computed(element, fast);
        if (prop === 'getPropertyValue')
          return (name: string) => (Object.hasOwn(FAST, name) ? computed(element, name as FastProperty) : whole().getPropertyValue(name));
        const value: unknown = Reflect.get(whole(), prop);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(whole()) : value;
      },
    });
  };
}
