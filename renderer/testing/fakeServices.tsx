/** Test helpers: a RendererServices whose `request` answers from in-test fixtures, and a render wrapper. */
import type { ReactElement, ReactNode } from 'react';
import { act, render, renderHook } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { SWRConfig, useSWRConfig } from 'swr';
import zhCN from 'antd/es/locale/zh_CN';
import { vi } from 'vitest';
import library from '../../schemas/common/fields.json';
import bulletin from '../../schemas/sysBulletin.json';
import type { AreaDocument, FieldLibraryDocument } from '../../schemas/meta/generated/area';
import { resolveArea } from '../../schemas/meta/lib/resolveArea';
import { RendererProvider } from '../core/RendererProvider';
import { DATA_POLICY } from '../core/dataPolicy';
import { useInvalidateArea } from '../core/viewData';
import type { EndpointCall, RendererContextValues, RendererServices } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';

export type Reply = (call: EndpointCall) => unknown;

export interface FakeOptions {
  /** "METHOD /path" (exact, params excluded) → body, or a function of the call; a thrown Error rejects. */
  routes?: Record<string, unknown>;
  permissions?: string[] | 'all';
  context?: RendererContextValues;
}

export type FakeServices = RendererServices & {
  calls: EndpointCall[];
  routes: Record<string, unknown>;
  messages: { type: string; text: string }[];
};

export function createFakeServices(options: FakeOptions = {}): FakeServices {
  const calls: EndpointCall[] = [];
  const messages: { type: string; text: string }[] = [];
  const routes = { ...(options.routes ?? {}) };
  const permissions = options.permissions ?? 'all';
  const note = (type: string) => (text: string) => void messages.push({ type, text });
  return {
    calls,
    routes,
    messages,
    request: vi.fn(async (call: EndpointCall) => {
      calls.push(call);
      const key = `${call.method} ${call.url}`;
      if (!(key in routes)) throw new Error(`未配置的接口 ${key}`);
      const route = routes[key];
      return typeof route === 'function' ? (route as Reply)(call) : structuredClone(route);
    }),
    validators: {},
    hasPermission: (code: string) => permissions === 'all' || permissions.includes(code),
    navigate: vi.fn(),
    message: { success: note('success'), error: note('error'), warning: note('warning'), info: note('info') },
    context: () => options.context ?? { platformType: 1 },
    upload: vi.fn(async (file: File) => ({ url: `https://files.example/${file.name}`, name: file.name })),
  };
}

/** The data layer as the shell gives it, with a cache of its own per render. */
export const testDataLayer = () => ({ ...DATA_POLICY, provider: () => new Map() });

/** A data layer of its own for a load outside a hook (loadDictionary). */
export function testDataCache() {
  const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={testDataLayer()}>{children}</SWRConfig>;
  return renderHook(() => useSWRConfig(), { wrapper }).result.current;
}

/** Hands the data layer's area invalidation of the rendered tree to the test. */
function InvalidationProbe({ into }: { into: { current: (area: string) => Promise<unknown> } }) {
  into.current = useInvalidateArea();
  return null;
}

/**
 * Renders inside the zh_CN locale, a data layer of its own and the services. `invalidateArea(area)` does
 * what a successful action of that area does: drops the area's keys, so its mounted views load again.
 */
export function renderWithServices(ui: ReactElement, services: RendererServices) {
  const invalidation = { current: (_area: string): Promise<unknown> => Promise.resolve() };
  const result = render(
    <ConfigProvider locale={zhCN}>
      <SWRConfig value={testDataLayer()}>
        <RendererProvider services={services}>
          {ui}
          <InvalidationProbe into={invalidation} />
        </RendererProvider>
      </SWRConfig>
    </ConfigProvider>,
  );
  return { ...result, invalidateArea: (area: string) => act(async () => void (await invalidation.current(area))) };
}

/** The real sysBulletin document, resolved against the real field library. */
export function bulletinArea(): ResolvedArea {
  return resolveArea(bulletin as unknown as AreaDocument, library as unknown as FieldLibraryDocument);
}

export const ok = (data: unknown) => ({ code: '200', msg: '成功', data });

export function bulletinRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    bulletinId: 1,
    title: '系统升级通知',
    category: 1,
    bulletinStatus: 0,
    forceRead: 0,
    createUser: '陈建国',
    updateTime: '2026-01-10 09:30:00',
    ...overrides,
  };
}
