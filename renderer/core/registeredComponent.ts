/**
 * Looks a registered component up by name for a view or a field (`services.components`), or says why not: a name the
 * shell has not registered names the registered ones; a registered one that does not serve this use says what does.
 */
import type { ComponentType } from 'react';
import type { RegisteredComponent, RegisteredComponentProps, RegisteredFieldProps, RendererServices } from './services';

type Served = { view: ComponentType<RegisteredComponentProps>; field: ComponentType<RegisteredFieldProps> };

export type RegisteredLookup<U extends keyof Served> = { Component: Served[U] } | { problem: string };

export function registeredComponent<U extends keyof Served>(services: RendererServices, name: string, use: U): RegisteredLookup<U> {
  const registered: Record<string, RegisteredComponent> = services.components ?? {};
  const names = Object.keys(registered);
  const entry = Object.prototype.hasOwnProperty.call(registered, name) ? registered[name] : undefined;
  if (!entry) return { problem: names.length > 0 ? `已注册的组件：${names.join('、')}` : '外壳没有注册任何组件' };
  const Component = entry[use] as Served[U] | undefined;
  if (Component) return { Component };
  const serving = names.filter((other) => registered[other][use]);
  return {
    problem: `该组件不能用作${use === 'view' ? '视图' : '字段'}；可用作${use === 'view' ? '视图' : '字段'}的组件：${serving.join('、') || '无'}`,
  };
}
