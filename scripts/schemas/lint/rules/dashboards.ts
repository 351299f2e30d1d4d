/**
 * Dashboards and aggregate endpoints: a widget's view exists; a KPI or chart reads an aggregate endpoint, its
 * fields are that endpoint's measures, a chart's x and pivot are its group fields; an aggregate's sort names one of
 * its measures (so do a difference's two parts) and its capacity a dictionary. (Unknown widget endpoints are
 * reported by the references rule.)
 */
import type { AggregateSpec, Endpoint } from '../../../../schemas/meta/generated/area';
import { pointer } from '../../problem';
import type { LintContext } from '../lintContext';
import { lintMessages } from '../messages';

function checkMeasure(ctx: LintContext, spec: AggregateSpec, name: string, at: string) {
  if (!Object.prototype.hasOwnProperty.call(spec.measures, name)) ctx.reportUnknown(at, 'unknownMeasure', name, Object.keys(spec.measures));
}

/** The aggregate spec of a widget's endpoint, or undefined (reported) when it is not an aggregate endpoint. */
function aggregateOf(ctx: LintContext, endpointName: string, at: string): AggregateSpec | undefined {
  const endpoint: Endpoint | undefined = ctx.endpoints.get(endpointName);
  if (!endpoint) return undefined;
  if (endpoint.operation !== 'aggregate' || !endpoint.aggregate) {
    ctx.report({ pointer: at, rule: 'widgetNotAggregate', message: lintMessages.widgetNotAggregate(endpointName) });
    return undefined;
  }
  return endpoint.aggregate;
}

export function checkDashboards(ctx: LintContext): void {
  const views = Object.keys(ctx.doc.views ?? {});
  for (const [viewName, view] of Object.entries(ctx.doc.views ?? {})) {
    if (view.kind !== 'dashboard') continue;
    view.widgets.forEach((widget, i) => {
      const at = (...keys: (string | number)[]) => pointer('views', viewName, 'widgets', i, ...keys);
      if (widget.kind === 'view') {
        if (!views.includes(widget.view)) ctx.reportUnknown(at('view'), 'unknownView', widget.view, views);
        return;
      }
      const spec = aggregateOf(ctx, widget.endpoint, at('endpoint'));
      if (widget.kind === 'kpi') {
        if (spec) checkMeasure(ctx, spec, widget.field, at('field'));
        if (widget.sparkline) {
          const line = aggregateOf(ctx, widget.sparkline.endpoint, at('sparkline', 'endpoint'));
          if (line) checkMeasure(ctx, line, widget.sparkline.field, at('sparkline', 'field'));
        }
        return;
      }
      if (!spec) return;
      widget.series.forEach((series, j) => checkMeasure(ctx, spec, series.field, at('series', j, 'field')));
      const grouped = [spec.groupBy?.field, spec.groupBy?.pivot].filter((f): f is string => f !== undefined);
      if (!grouped.includes(widget.x.field))
        ctx.report({ pointer: at('x', 'field'), rule: 'chartFieldNotGrouped', message: lintMessages.chartFieldNotGrouped(widget.x.field) });
      if (widget.pivot && !grouped.includes(widget.pivot.field)) {
        ctx.report({
          pointer: at('pivot', 'field'),
          rule: 'chartFieldNotGrouped',
          message: lintMessages.chartFieldNotGrouped(widget.pivot.field),
        });
      }
    });
  }
  for (const [name, endpoint] of Object.entries(ctx.doc.endpoints ?? {})) {
    const spec = endpoint.aggregate;
    if (!spec) continue;
    if (spec.sort) checkMeasure(ctx, spec, spec.sort.by, pointer('endpoints', name, 'aggregate', 'sort', 'by'));
    for (const [measure, def] of Object.entries(spec.measures))
      (def.of ?? []).forEach((part, i) =>
        checkMeasure(ctx, spec, part, pointer('endpoints', name, 'aggregate', 'measures', measure, 'of', i)),
      );
    if (spec.capacity && !ctx.dictionaries.has(spec.capacity.dictionary)) {
      ctx.reportUnknown(
        pointer('endpoints', name, 'aggregate', 'capacity', 'dictionary'),
        'unknownDictionary',
        spec.capacity.dictionary,
        ctx.dictionaries.keys(),
      );
    }
  }
}
