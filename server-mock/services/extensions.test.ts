import { describe, expect, it } from 'vitest';
import registered from '../../schemas/meta/stepComputations.json';
import { ENGINE_EXTENSIONS } from './extensions';

describe('the engine extensions of the hand-written modules', () => {
  it('register exactly the step computations schemas/meta/stepComputations.json lists', () => {
    const names = ENGINE_EXTENSIONS.flatMap((e) => Object.keys(e.computations ?? {})).sort();
    expect(names).toEqual(
      Object.keys(registered)
        .filter((n) => !n.startsWith('$'))
        .sort(),
    );
    expect(names.length).toBeGreaterThan(0);
  });
});
