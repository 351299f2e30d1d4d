import { describe, expect, it } from 'vitest';
import registered from '../../schemas/meta/components.json';
import { REGISTERED_COMPONENTS } from '../../scripts/schemas/lint/rules/components';
import { registeredComponents, type RegisteredComponentName } from './registeredComponents';

describe('registered components', () => {
  it('the shell registers exactly the components schemas/meta/components.json names (what schemas:check knows)', () => {
    expect(Object.keys(registeredComponents).sort()).toEqual([...REGISTERED_COMPONENTS].sort());
    expect(REGISTERED_COMPONENTS).toEqual(Object.keys(registered).filter((k) => k !== '$comment'));
  });

  it('each registers exactly what components.json says it serves (view, field), and a field component says what value it reads and writes', () => {
    const entries = registered as unknown as Record<string, { serves: string[]; value?: string }>;
    for (const name of REGISTERED_COMPONENTS as RegisteredComponentName[]) {
      expect(Object.keys(registeredComponents[name]).sort()).toEqual([...entries[name].serves].sort());
      if (entries[name].serves.includes('field')) expect(entries[name].value).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(Object.keys(registeredComponents.GeoPoint)).toEqual(['field']);
  });

  it('each registered component has a Chinese description and documents its props', () => {
    for (const name of REGISTERED_COMPONENTS) {
      const entry = (registered as unknown as Record<string, { description: string; props: Record<string, string> }>)[name];
      expect(entry.description).toMatch(/[\u4e00-\u9fa5]/);
      expect(Object.keys(entry.props).length).toBeGreaterThan(0);
    }
  });
});
