/**
 * Every parameter has a source: path {params} have a pathParams entry, {"param": x} sources are declared in a
 * view's params, {"input": x} sources are fields of the input form of each action calling the endpoint, and an
 * action opening a view passes what the view declares (and all it requires).
 */
import { childPointer, pointer } from '../../problem';
import type { ParamMap } from '../../../../schemas/meta/generated/area';
import { actionSources, endpointSources, endpointUses, paneSources } from '../inventory';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';

const placeholders = (path: string) => [...path.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]);

/**
 * What `{view, params}` at `at` (an open action, a list's pane) passes to the view: only parameters it declares
 * (reported at the parameter's name), and every one it requires (reported at `view`).
 */
export function checkPassedParams(ctx: LintContext, viewName: string, passed: ParamMap | undefined, at: string): void {
  const wanted = ctx.doc.views?.[viewName]?.params ?? {};
  for (const key of Object.keys(passed ?? {})) {
    if (!(key in wanted)) {
      ctx.report({
        pointer: childPointer(at, 'params', key),
        rule: 'unknownViewParam',
        message: lintMessages.unknownViewParam(viewName, key),
        at: 'key',
      });
    }
  }
  for (const [key, param] of Object.entries(wanted)) {
    if (param.required && !passed?.[key]) {
      ctx.report({ pointer: childPointer(at, 'view'), rule: 'missingViewParam', message: lintMessages.missingViewParam(viewName, key) });
    }
  }
}

export function checkParams(ctx: LintContext): void {
  const declared = new Set(Object.values(ctx.doc.views ?? {}).flatMap((v) => Object.keys(v.params ?? {})));
  const uses = endpointUses(ctx.doc);

  for (const [name, endpoint] of Object.entries(ctx.doc.endpoints ?? {})) {
    const at = pointer('endpoints', name);
    const inPath = placeholders(endpoint.path);
    for (const p of inPath) {
      if (!endpoint.pathParams?.[p]) {
        ctx.report({ pointer: childPointer(at, 'path'), rule: 'pathParamWithoutSource', message: lintMessages.pathParamWithoutSource(p) });
      }
    }
    for (const key of Object.keys(endpoint.pathParams ?? {})) {
      if (!inPath.includes(key)) {
        ctx.report({
          pointer: childPointer(at, 'pathParams', key),
          rule: 'pathParamNotInPath',
          message: lintMessages.pathParamNotInPath(key),
          at: 'key',
        });
      }
    }
    for (const { pointer: sourceAt, source } of endpointSources(endpoint, at)) {
      if (source.input === undefined) continue;
      for (const use of uses.filter((u) => u.name === name)) {
        const action = use.action?.def;
        const form = action?.kind === 'request' ? action.input?.schema.properties : undefined;
        if (!form || !(source.input in form)) {
          const user = use.action?.name ?? use.view ?? use.dictionary ?? name;
          ctx.report({
            pointer: childPointer(sourceAt, 'input'),
            rule: 'inputWithoutSource',
            message: lintMessages.inputWithoutSource(source.input, user),
          });
        }
      }
    }
  }

  const sources = [
    ...Object.entries(ctx.doc.endpoints ?? {}).flatMap(([name, e]) => endpointSources(e, pointer('endpoints', name))),
    ...actionSources(ctx.doc),
    ...paneSources(ctx.doc),
  ];
  for (const { pointer: at, source } of sources) {
    if (source.param !== undefined && !declared.has(source.param)) {
      ctx.report({
        pointer: childPointer(at, 'param'),
        rule: 'undeclaredViewParam',
        message: lintMessages.undeclaredViewParam(source.param),
      });
    }
  }

  for (const [name, action] of Object.entries(ctx.doc.actions ?? {})) {
    if (action.kind !== 'open') continue;
    const view = ctx.doc.views?.[action.view];
    if (!view) continue; // reported as unknown
    const at = pointer('actions', name);
    checkPassedParams(ctx, action.view, action.params, at);
    const mode = action.mode ?? ('mode' in view ? view.mode : undefined);
    if (mode === 'page' && view.route === undefined) {
      ctx.report({
        pointer: childPointer(at, action.mode ? 'mode' : 'view'),
        rule: 'pageWithoutRoute',
        message: lintMessages.pageWithoutRoute(action.view),
      });
    }
  }
}
