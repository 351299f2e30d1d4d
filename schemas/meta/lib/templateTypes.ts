/** The words of templates (see templates.ts): definitions, instances, problems and origins. Pure, no I/O. */
import type { TemplateParamDeclaration } from './templatePlaceholders';

export type { TemplateParamDeclaration, TemplateParamType } from './templatePlaceholders';

export interface TemplateDefinition {
  description?: string;
  params?: Record<string, TemplateParamDeclaration>;
  body: unknown;
}

export interface TemplateInstance {
  template: string;
  with?: Record<string, unknown>;
}

/** Where a value is written: in the area document itself or in the shared library, at a JSON pointer. */
export interface TemplateLocation {
  source: 'area' | 'library';
  pointer: string;
}

export type TemplateRule =
  | 'unknownTemplate'
  | 'missingTemplateParam'
  | 'unknownTemplateParam'
  | 'templateParamType'
  | 'undeclaredPlaceholder'
  | 'placeholderNotText'
  | 'omittedParamInText'
  | 'templateCycle'
  | 'instanceNotFragment'
  | 'templateNameCollision';

export interface TemplateProblem {
  rule: TemplateRule;
  /** The names the message needs, in the order of lint/messages.ts. */
  args: string[];
  /** Where it shows in the area document: the instance (or the value given to it). */
  site: string;
  /** Point at the property name instead of its value. */
  at?: 'key';
  /** The place in the template the problem comes from. */
  template?: TemplateLocation & { name: string };
}

/** Where a value of the expanded document comes from; `instance` is set when it comes out of a template. */
export interface ValueOrigin extends TemplateLocation {
  instance?: string;
}

export interface Expansion<T> {
  doc: T;
  problems: TemplateProblem[];
  /** The origin of the value at a pointer of the expanded document (identity when nothing was expanded). */
  origin(pointer: string): ValueOrigin;
}

/** The sections an instance of `instances` may add to. */
export const FRAGMENT_SECTIONS = ['fields', 'endpoints', 'dictionaries', 'entities', 'views', 'actions'] as const;

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const escape = (s: string) => (s.includes('~') || s.includes('/') ? s.replace(/~/g, '~0').replace(/\//g, '~1') : s);
export const child = (at: TemplateLocation, ...keys: (string | number)[]): TemplateLocation => ({
  source: at.source,
  pointer: at.pointer + keys.map((k) => '/' + escape(String(k))).join(''),
});

/** {"template": name} or {"template": name, "with": {…}} and nothing else. */
export function isTemplateInstance(value: unknown): value is TemplateInstance {
  if (!isObject(value) || typeof value.template !== 'string') return false;
  const keys = Object.keys(value);
  return keys.every((k) => k === 'template' || k === 'with') && (value.with === undefined || isObject(value.with));
}
