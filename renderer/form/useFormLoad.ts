/** Fills a form from the view's `load` endpoint (editing: the action passes params.id). */
import type { Form } from '@formily/core';
import { useEffect, useState } from 'react';
import { unstable_serialize } from 'swr';
import type { FormView as FormViewSpec } from '../../schemas/meta/generated/area';
import { errorMessage, pickPath } from '../core/endpoint';
import type { RendererServices } from '../core/services';
import { useEndpointData } from '../core/viewData';
import type { ResolvedArea } from '../core/viewProps';
import { recordToFormValues } from './loadValues';

export interface LoadState {
  loading: boolean;
  error?: string;
}

/** Loads are never refreshed under the user's typing: a reconnect or an action of the area does not reload them. */
const FORM_LOAD = { revalidateOnReconnect: false } as const;

export function useFormLoad(options: {
  form: Form;
  area: ResolvedArea;
  view: FormViewSpec;
  params: Record<string, string>;
  record?: Record<string, unknown>;
  services: RendererServices;
}): LoadState {
  const { form, area, view, params, record } = options;
  const loaded = useEndpointData(area, view.load, { params, record }, FORM_LOAD);
  /** The load whose answer is in the form: filled once per load, never again under the user's typing. */
  const [filledFor, setFilledFor] = useState<string | null>(null);
  const keyHash = loaded.key ? unstable_serialize(loaded.key) : null;
  // A cached answer is shown only after the fresh one arrived (the mount always asks again).
  const fresh = loaded.data !== undefined && !loaded.isValidating ? loaded.data : undefined;

  useEffect(() => {
    if (fresh === undefined || keyHash === null || filledFor === keyHash) return;
    setFilledFor(keyHash);
    const loadedRecord = pickPath(fresh, area.endpoints[view.load!]?.result?.record ?? 'data');
    // The record's values over the defaults (a value the record lacks keeps its default).
    form.setValues({ ...(form.values as Record<string, unknown>), ...recordToFormValues(loadedRecord, view.schema) }, 'overwrite');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fresh, keyHash, filledFor, form]);

  if (!view.load) return NOT_LOADING;
  if (loaded.error !== undefined && !loaded.isValidating) return { loading: false, error: errorMessage(loaded.error) };
  return filledFor === keyHash ? NOT_LOADING : LOADING;
}

/** One object while there is nothing to load: a new one would draw the whole form again right after it opens. */
const NOT_LOADING: LoadState = { loading: false };
const LOADING: LoadState = { loading: true };
