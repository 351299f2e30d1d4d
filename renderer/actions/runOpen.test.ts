/** `open` as a page goes to the view's menu path when the shell knows one (月卡办理 under /specificParking), else /<area>/<route>. */
import { describe, expect, it, vi } from 'vitest';
import library from '../../schemas/common/fields.json';
import specificCar from '../../schemas/specificCar.json';
import type { AreaDocument, FieldLibraryDocument } from '../../schemas/meta/generated/area';
import { resolveArea } from '../../schemas/meta/lib/resolveArea';
import { createFakeServices } from '../testing/fakeServices';
import { runOpen } from './runOpen';
import type { ActionContext, ActionOf } from './types';

const area = resolveArea(specificCar as unknown as AreaDocument, library as unknown as FieldLibraryDocument);
const action = area.actions!.issueMonthlyCard as ActionOf<'open'>;

function contextWith(viewPath?: (area: string, view: string) => string | undefined): ActionContext {
  const services = { ...createFakeServices(), viewPath };
  return { services, area, params: {}, ui: { open: vi.fn() } } as unknown as ActionContext;
}

describe('runOpen as a page', () => {
  it.each<[string, ((a: string, v: string) => string | undefined) | undefined, string]>([
    [
      'the menu path of the view',
      (a, v) => (a === 'specificCar' && v === 'monthlyCardAdd' ? '/specificParking/certificateByMonthly/add' : undefined),
      '/specificParking/certificateByMonthly/add',
    ],
    ['/<area>/<route> when no menu entry serves the view', () => undefined, '/specificCar/certificateByMonthly/add'],
    ['/<area>/<route> when the shell offers no lookup', undefined, '/specificCar/certificateByMonthly/add'],
  ])('navigates to %s', (_name, viewPath, expected) => {
    const ctx = contextWith(viewPath);
    runOpen(ctx, action, {});
    expect(ctx.services.navigate).toHaveBeenCalledWith(expected);
  });
});
