/** Fills a form from the view's `load` endpoint (editing: the action passes params.id). */
import type { Form } from '@formily/core';
import { useEffect, useState } from 'react';
import type { FormView as FormViewSpec } from '../../schemas/meta/generated/area';
import { callEndpoint, errorMessage, pickPath } from '../core/endpoint';
import type { RendererServices } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';
import { recordToFormValues } from './loadValues';
import { useLatest } from './useLatest';

export interface LoadState {
  loading: boolean;
  error?: string;
}

export function useFormLoad(options: {
  form: Form;
  area: ResolvedArea;
  view: FormViewSpec;
  params: Record<string, string>;
  record?: Record<string, unknown>;
  services: RendererServices;
}): LoadState {
  const { form, area, view, params, record, services } = options;
  const [state, setState] = useState<LoadState>({ loading: Boolean(view.load) });
  // Loads again only when the endpoint or the parameters change, never because an object was recreated.
  const latest = useLatest({ area, params, record, services, schema: view.schema });
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    const endpointName = view.load;
    if (!endpointName) {
      // Unchanged state is kept as it is: a new object would draw the whole form again right after it opens.
      setState((prev) => (prev.loading || prev.error !== undefined ? { loading: false } : prev));
      return;
    }
    let alive = true;
    setState({ loading: true });
    const { area, params, record, services, schema } = latest.current;
    callEndpoint(services, area, endpointName, { params, record })
      .then((body) => {
        if (!alive) return;
        const loaded = pickPath(body, area.endpoints[endpointName]?.result?.record ?? 'data');
        // The record's values over the defaults (a value the record lacks keeps its default).
        form.setValues({ ...(form.values as Record<string, unknown>), ...recordToFormValues(loaded, schema) }, 'overwrite');
        setState({ loading: false });
      })
      .catch((error: unknown) => alive && setState({ loading: false, error: errorMessage(error) }));
    return () => {
      alive = false;
    };
  }, [form, view.load, paramsKey, latest]);

  return state;
}
