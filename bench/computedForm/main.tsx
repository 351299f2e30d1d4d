/**
 * The page of the computed-form benchmark (bench/computedForm.ts): the renderer's FormView with a form of 200 fields,
 * 20 of them computed, outside the console shell (the services answer nothing over the network). Built only with
 * BENCH_PAGES=1.
 */
import FormView from '../../renderer/form/FormView';
import type { FormView as FormViewSpec } from '../../schemas/meta/generated/area';
import { computedFormDocument } from './computedFormDocument';
import { renderBenchPage } from '../benchPage';

const area = computedFormDocument();
renderBenchPage({
  page: '/bench/computedForm',
  request: async () => ({ data: {} }),
  view: <FormView area={area} viewName="form" view={area.views.form as FormViewSpec} params={{}} pointer="/views/form" container="page" />,
});
