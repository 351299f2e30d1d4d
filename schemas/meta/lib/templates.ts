/**
 * Template expansion, the one place it happens: the schema check, the renderer (through resolveArea) and the mock
 * engine (through resolveArea) all see the expanded document. Pure: no I/O, no framework.
 *
 * A template (area `templates` or the shared library's `templates`) is a body with declared parameters. It is used
 * - in the area's `instances`: the body is a fragment of a document ({"views": …, "actions": …}) merged into it;
 * - in place of any value, {"template": name, "with": {…}}: the body replaces the instance; an instance inside an
 *   array whose body is an array is spliced in (a group of columns, of form fields, of action names).
 * `${name}` placeholders of the body are substituted (see templatePlaceholders.ts). The expanded document has no
 * `templates` and no `instances`. Problems point at the instance in the area document and at the template.
 */
import { hasPlaceholder, interpolate, wholePlaceholder } from './templatePlaceholders';

import {
  FRAGMENT_SECTIONS,
  child,
  escape,
  isObject,
  isTemplateInstance,
  type Expansion,
  type TemplateDefinition,
  type TemplateInstance,
  type TemplateLocation,
  type TemplateRule,
  type TemplateProblem,
  type ValueOrigin,
} from './templateTypes';
import { bindParams, type Ctx, type Definition } from './templateParams';

export * from './templateTypes';

/** True when a document defines or uses templates (else expansion is the identity). */
export function usesTemplates(doc: unknown): boolean {
  if (!isObject(doc)) return false;
  if (doc.templates !== undefined || doc.instances !== undefined) return true;
  const visit = (v: unknown): boolean =>
    Array.isArray(v) ? v.some(visit) : isObject(v) ? isTemplateInstance(v) || Object.values(v).some(visit) : false;
  return visit(doc);
}

type Templated = {
  templates?: Record<string, TemplateDefinition>;
  instances?: TemplateInstance[];
};

/**
 * Expands every template instance of `doc` with the templates of the document and of the shared library (the area's
 * own template wins over a library template of the same name). `trackOrigins` keeps, for the check, where every
 * value of the result was written.
 */
export function expandTemplates<T extends object>(
  doc: T,
  library?: { templates?: Record<string, TemplateDefinition> },
  options: { trackOrigins?: boolean } = {},
): Expansion<Omit<T, 'templates' | 'instances'>> {
  const identity = (pointer: string): ValueOrigin => ({
    source: 'area',
    pointer,
  });
  if (!usesTemplates(doc))
    return {
      doc: doc as Omit<T, 'templates' | 'instances'>,
      problems: [],
      origin: identity,
    };
  const expander = new Expander(doc as Templated, library?.templates, options.trackOrigins === true);
  return expander.run() as Expansion<Omit<T, 'templates' | 'instances'>>;
}

class Expander {
  private readonly templates = new Map<string, Definition>();
  private readonly problems = new Map<string, TemplateProblem>();
  private readonly origins = new Map<string, ValueOrigin>();

  constructor(
    private readonly doc: Templated,
    libraryTemplates: Record<string, TemplateDefinition> | undefined,
    private readonly track: boolean,
  ) {
    for (const [name, def] of Object.entries(libraryTemplates ?? {}))
      this.templates.set(name, {
        ...def,
        name,
        at: { source: 'library', pointer: `/templates/${name}` },
      });
    for (const [name, def] of Object.entries(doc.templates ?? {}))
      this.templates.set(name, {
        ...def,
        name,
        at: { source: 'area', pointer: `/templates/${name}` },
      });
  }

  run(): Expansion<Record<string, unknown>> {
    const { templates: _templates, instances, ...rest } = this.doc as Record<string, unknown> & Templated;
    const root: Ctx = { source: 'area', stack: [] };
    const out = this.expand(rest, { source: 'area', pointer: '' }, root, this.track ? '' : undefined) as Record<string, unknown>;
    (instances ?? []).forEach((instance, i) => this.mergeFragment(out, instance, i, root));
    const origin = (pointer: string): ValueOrigin => {
      for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
        const found = this.origins.get(p);
        if (found) return { ...found, pointer: found.pointer + pointer.slice(p.length) };
        if (p === '') return { source: 'area', pointer };
      }
    };
    return { doc: out, problems: [...this.problems.values()], origin };
  }

  private report(problem: TemplateProblem): void {
    const key = [problem.rule, problem.site, problem.template?.pointer ?? '', ...problem.args].join('\u0000');
    if (!this.problems.has(key)) this.problems.set(key, problem);
  }

  private record(out: string | undefined, at: TemplateLocation, ctx: Ctx): void {
    if (out === undefined) return;
    const instance = at.source === 'area' && ctx.params === undefined ? undefined : ctx.instance;
    this.origins.set(out, instance === undefined ? { ...at } : { ...at, instance });
  }

  /** A problem found inside a template body: shown at the instance, and at the template. */
  private bodyProblem(rule: TemplateRule, args: string[], at: TemplateLocation, ctx: Ctx): void {
    this.report({
      rule,
      args,
      site: ctx.instance ?? at.pointer,
      template: { ...at, name: ctx.template ?? '' },
    });
  }

  private text(value: string, at: TemplateLocation, ctx: Ctx): string {
    if (!ctx.params || !hasPlaceholder(value)) return value;
    const params = ctx.params;
    const { text, failures } = interpolate(value, (name) => {
      const param = params.get(name);
      return param ? { found: true, value: param.value, omitted: param.omitted } : { found: false };
    });
    for (const f of failures) {
      if (f.kind === 'undeclared') this.bodyProblem('undeclaredPlaceholder', [ctx.template ?? '', f.name], at, ctx);
      else if (f.kind === 'omitted') this.bodyProblem('omittedParamInText', [ctx.template ?? '', f.name], at, ctx);
      else this.bodyProblem('placeholderNotText', [ctx.template ?? '', f.name, f.actual ?? ''], at, ctx);
    }
    return text;
  }

  /**
   * `implied`: the value's origin is its parent's origin plus the same key (a scalar then needs no entry of its own:
   * `origin` finds the parent's).
   */
  private expand(value: unknown, at: TemplateLocation, ctx: Ctx, out: string | undefined, implied = false): unknown {
    if (typeof value === 'string') {
      const whole = ctx.params ? wholePlaceholder(value) : undefined;
      const param = whole === undefined ? undefined : ctx.params!.get(whole);
      if (param?.omitted) return null;
      if (param) return this.expand(param.raw, param.at, param.ctx, out);
      if (!implied) this.record(out, at, ctx);
      return this.text(value, at, ctx);
    }
    if (Array.isArray(value)) {
      this.record(out, at, ctx);
      const items: unknown[] = [];
      value.forEach((item, i) => this.pushItem(items, item, child(at, i), ctx, out, i));
      return items;
    }
    if (isObject(value)) {
      if (isTemplateInstance(value)) {
        const prepared = this.prepare(value, at, ctx);
        return prepared ? this.expand(prepared.body, prepared.at, prepared.ctx, out) : {};
      }
      this.record(out, at, ctx);
      const result: Record<string, unknown> = {};
      for (const [rawKey, v] of Object.entries(value)) {
        if (this.omitted(v, ctx)) continue;
        const key = this.text(rawKey, child(at, rawKey), ctx);
        result[key] = this.expand(v, child(at, rawKey), ctx, out === undefined ? undefined : `${out}/${escape(key)}`, key === rawKey);
      }
      return result;
    }
    if (!implied) this.record(out, at, ctx);
    return value;
  }

  /** True for `"${name}"` of an optional parameter left out: the property or array item holding it is dropped. */
  private omitted(value: unknown, ctx: Ctx): boolean {
    if (typeof value !== 'string' || !ctx.params) return false;
    const whole = wholePlaceholder(value);
    return whole !== undefined && ctx.params.get(whole)?.omitted === true;
  }

  /** One array item; an instance whose body is an array is spliced in. `index`: the item's index in the written array. */
  private pushItem(items: unknown[], item: unknown, at: TemplateLocation, ctx: Ctx, out: string | undefined, index?: number): void {
    if (this.omitted(item, ctx)) return;
    if (isTemplateInstance(item)) {
      const prepared = this.prepare(item, at, ctx);
      if (!prepared) return;
      if (Array.isArray(prepared.body)) {
        prepared.body.forEach((b, j) => this.pushItem(items, b, child(prepared.at, j), prepared.ctx, out));
        return;
      }
      items.push(this.expand(prepared.body, prepared.at, prepared.ctx, out === undefined ? undefined : `${out}/${items.length}`));
      return;
    }
    items.push(this.expand(item, at, ctx, out === undefined ? undefined : `${out}/${items.length}`, index === items.length));
  }

  /** Finds the template and binds its parameters; undefined (with the problems reported) when it cannot be expanded. */
  private prepare(
    instance: TemplateInstance,
    at: TemplateLocation,
    ctx: Ctx,
  ): { body: unknown; at: TemplateLocation; ctx: Ctx } | undefined {
    const site = ctx.instance ?? at.pointer;
    const where = (loc: TemplateLocation) => (ctx.instance === undefined && loc.source === 'area' ? loc.pointer : site);
    const def = this.templates.get(instance.template);
    if (!def) {
      this.report({
        rule: 'unknownTemplate',
        args: [instance.template],
        site: where(child(at, 'template')),
        template: ctx.template === undefined ? undefined : { ...child(at, 'template'), name: ctx.template },
      });
      return undefined;
    }
    if (ctx.stack.includes(def.name)) {
      this.report({
        rule: 'templateCycle',
        args: [[...ctx.stack, def.name].join(' → ')],
        site: where(at),
        template: {
          ...(ctx.template === undefined ? def.at : at),
          name: ctx.template ?? def.name,
        },
      });
      return undefined;
    }
    const params = bindParams(def, instance, at, ctx, {
      expand: (raw, rawAt) => this.expand(raw, rawAt, ctx, undefined),
      report: (problem) => this.report(problem),
      where,
    });
    if (!params) return undefined;
    return {
      body: def.body,
      at: child(def.at, 'body'),
      ctx: {
        source: def.at.source,
        instance: site,
        params,
        stack: [...ctx.stack, def.name],
        template: def.name,
      },
    };
  }

  /** An entry of the area's `instances`: its body's sections are merged into the document's. */
  private mergeFragment(out: Record<string, unknown>, instance: TemplateInstance, index: number, root: Ctx): void {
    const at: TemplateLocation = {
      source: 'area',
      pointer: `/instances/${index}`,
    };
    const prepared = this.prepare(instance, at, root);
    if (!prepared) return;
    const body = prepared.body;
    const sections = isObject(body) ? Object.keys(body) : [];
    const foreign = sections.filter((s) => !(FRAGMENT_SECTIONS as readonly string[]).includes(s));
    if (!isObject(body) || foreign.length > 0 || sections.some((s) => !isObject(body[s]))) {
      this.report({
        rule: 'instanceNotFragment',
        args: [instance.template, FRAGMENT_SECTIONS.join('、')],
        site: at.pointer,
        template: { ...prepared.at, name: instance.template },
      });
      return;
    }
    for (const section of sections) {
      const target = (out[section] ??= {}) as Record<string, unknown>;
      if (this.track && !this.origins.has(`/${section}`)) this.origins.set(`/${section}`, { ...at });
      for (const [rawName, value] of Object.entries(body[section] as Record<string, unknown>)) {
        const entryAt = child(prepared.at, section, rawName);
        const name = this.text(rawName, entryAt, prepared.ctx);
        if (Object.prototype.hasOwnProperty.call(target, name)) {
          this.report({
            rule: 'templateNameCollision',
            args: [instance.template, section, name],
            site: at.pointer,
            template: { ...entryAt, name: instance.template },
          });
          continue;
        }
        target[name] = this.expand(value, entryAt, prepared.ctx, this.track ? `/${section}/${escape(name)}` : undefined);
      }
    }
  }
}
