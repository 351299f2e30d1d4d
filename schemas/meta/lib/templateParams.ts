/**
 * Binding a template instance's `with` to the template's declared parameters: every parameter without default given,
 * nothing undeclared, each value of its declared type. Part of the expansion of templates.ts.
 */
import { fitsType, typeOfValue } from './templatePlaceholders';
import { child, type TemplateDefinition, type TemplateInstance, type TemplateLocation, type TemplateProblem } from './templateTypes';

export interface Definition extends TemplateDefinition {
  name: string;
  at: TemplateLocation;
}

export interface Param {
  raw: unknown;
  value: unknown;
  /** An optional parameter left out (or given null): a property or array item that is exactly its placeholder is dropped. */
  omitted?: boolean;
  at: TemplateLocation;
  ctx: Ctx;
}

export interface Ctx {
  source: 'area' | 'library';
  /** The outermost instance in the area document, once inside a template body. */
  instance?: string;
  params?: Map<string, Param>;
  /** Templates being expanded (cycle check). */
  stack: readonly string[];
  /** The template whose body this is. */
  template?: string;
}

export interface BindHooks {
  /** The value given in `with`, expanded in the instance's own context. */
  expand(raw: unknown, at: TemplateLocation): unknown;
  report(problem: TemplateProblem): void;
  /** Where a problem at this location shows in the area document. */
  where(at: TemplateLocation): string;
}

/** The parameters of one instance; undefined (with the problems reported) when they do not fit the declaration. */
export function bindParams(
  def: Definition,
  instance: TemplateInstance,
  at: TemplateLocation,
  ctx: Ctx,
  hooks: BindHooks,
): Map<string, Param> | undefined {
  const site = ctx.instance ?? at.pointer;
  const declared = def.params ?? {};
  const given = instance.with ?? {};
  const params = new Map<string, Param>();
  let ok = true;
  const templateAt = (...keys: string[]) => ({
    ...child(def.at, ...keys),
    name: def.name,
  });
  for (const name of Object.keys(given)) {
    if (Object.prototype.hasOwnProperty.call(declared, name)) continue;
    ok = false;
    hooks.report({
      rule: 'unknownTemplateParam',
      args: [def.name, name, Object.keys(declared).join('、') || '-'],
      site: hooks.where(child(at, 'with', name)),
      at: 'key',
      template: templateAt('params'),
    });
  }
  for (const [name, declaration] of Object.entries(declared)) {
    if (declaration.optional === true && (!Object.prototype.hasOwnProperty.call(given, name) || given[name] === null)) {
      params.set(name, { raw: undefined, value: undefined, omitted: true, at: child(at, 'with', name), ctx });
    } else if (Object.prototype.hasOwnProperty.call(given, name)) {
      const raw = given[name];
      const value = hooks.expand(raw, child(at, 'with', name));
      if (!fitsType(value, declaration.type)) {
        ok = false;
        hooks.report({
          rule: 'templateParamType',
          args: [def.name, name, declaration.type, typeOfValue(value)],
          site: hooks.where(child(at, 'with', name)),
          template: templateAt('params', name, 'type'),
        });
      }
      params.set(name, { raw, value, at: child(at, 'with', name), ctx });
    } else if (Object.prototype.hasOwnProperty.call(declaration, 'default')) {
      const defaultCtx: Ctx = {
        source: def.at.source,
        stack: ctx.stack,
        instance: site,
        template: def.name,
      };
      params.set(name, {
        raw: declaration.default,
        value: declaration.default,
        at: child(def.at, 'params', name, 'default'),
        ctx: defaultCtx,
      });
    } else {
      ok = false;
      hooks.report({
        rule: 'missingTemplateParam',
        args: [def.name, name],
        site: hooks.where(instance.with ? child(at, 'with') : at),
        template: templateAt('params', name),
      });
    }
  }
  return ok ? params : undefined;
}
