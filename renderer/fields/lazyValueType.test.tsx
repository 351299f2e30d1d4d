// @vitest-environment jsdom
import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bulletinArea } from '../testing/fakeServices';
import { lazyValueType } from './lazyValueType';
import type { EditProps, ReadProps, ValueTypeSpec } from './types';

const field = { name: 'photos', title: '照片', valueType: 'image' as const };
const controls: ValueTypeSpec = {
  Read: ({ value }: ReadProps) => <span>读：{String(value)}</span>,
  Edit: ({ value }: EditProps) => <input aria-label="照片" defaultValue={String(value)} />,
};

/** An importer that the test settles by hand, counting its calls. */
function manualImport() {
  let settle!: { resolve(spec: ValueTypeSpec): void; reject(error: Error): void };
  const load = vi.fn(
    () =>
      new Promise<ValueTypeSpec>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { load, settle: () => settle };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>边界：{this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyValueType: controls that load on first use', () => {
  it('holds the place with a spinner, then draws the control; later ones draw at once, from one import', async () => {
    const { load, settle } = manualImport();
    const type = lazyValueType(load);
    const area = bulletinArea();
    render(<type.Read field={field} value="a.png" record={{}} area={area} />);
    expect(screen.getByLabelText('加载中')).toBeTruthy();
    expect(screen.queryByText('读：a.png')).toBeNull();
    await act(async () => settle().resolve(controls));
    expect(screen.getByText('读：a.png')).toBeTruthy();
    render(<type.Edit field={field} value="b.png" area={area} onChange={() => undefined} />);
    expect((screen.getByLabelText('照片') as HTMLInputElement).value).toBe('b.png');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed import reaches the view boundary like any chunk, and the next use imports again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, settle } = manualImport();
    const type = lazyValueType(load);
    const area = bulletinArea();
    const first = render(
      <Boundary>
        <type.Read field={field} value="a.png" record={{}} area={area} />
      </Boundary>,
    );
    await act(async () => settle().reject(new TypeError('Failed to fetch dynamically imported module: /assets/media-x.js')));
    expect(screen.getByText('边界：Failed to fetch dynamically imported module: /assets/media-x.js')).toBeTruthy();
    first.unmount();
    render(<type.Read field={field} value="c.png" record={{}} area={area} />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => settle().resolve(controls));
    expect(screen.getByText('读：c.png')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
