import type { ComponentView as ComponentViewSpec } from '../../schemas/meta/generated/area';
import { registeredComponent } from '../core/registeredComponent';
import { useRendererServices } from '../core/services';
import { UnknownKind } from '../core/UnknownKind';
import type { ViewProps } from '../core/viewProps';

/**
 * A component the shell registers through RendererProvider (`services.components`), given the view's `props` as
 * data. A name the shell has not registered (or registered for fields only) shows a visible error naming it and the
 * registered ones.
 */
export default function ComponentView({ area, viewName, view, params, pointer, container }: ViewProps<ComponentViewSpec>) {
  const found = registeredComponent(useRendererServices(), view.component, 'view');
  if ('problem' in found) return <UnknownKind what="组件" name={view.component} pointer={`${pointer}/component；${found.problem}`} />;
  const { Component } = found;
  return <Component props={view.fieldProps ?? {}} area={area} viewName={viewName} params={params} container={container} />;
}
