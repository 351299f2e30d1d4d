// @vitest-environment jsdom
/**
 * A virtual table's rows are drawn again only when their own props change: rc-virtual-list (patches/, applied by
 * patch-package on install) hands each row one style object per width instead of a new one per scroll step, so
 * antd's memoised rows skip the rows already on screen and a wheel notch draws only the rows it brings into view.
 */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import useChildrenEs from 'rc-virtual-list/es/hooks/useChildren.js';
import useChildrenLib from 'rc-virtual-list/lib/hooks/useChildren.js';

type UseChildren = typeof useChildrenEs;

const rows = Array.from({ length: 50 }, (_, i) => ({ key: `row${i}` }));

/** The style each row was given, per render of the list at a scroll position (first row) and width. */
function stylesGiven(useChildren: UseChildren) {
  const given: unknown[][] = [];
  const { rerender } = renderHook(
    ({ start, width }: { start: number; width: number }) => {
      const styles: unknown[] = [];
      given.push(styles);
      return useChildren(
        rows,
        start,
        start + 9,
        width,
        0,
        () => {},
        (_item: unknown, _index: number, props: { style: unknown }) => {
          styles.push(props.style);
          return null;
        },
        { getKey: (row: { key: string }) => row.key } as never,
      );
    },
    { initialProps: { start: 0, width: 1200 } },
  );
  rerender({ start: 2, width: 1200 });
  rerender({ start: 3, width: 1500 });
  return given;
}

describe.each([
  ['ES module (the console build)', useChildrenEs as UseChildren],
  ['CommonJS module', useChildrenLib as unknown as UseChildren],
])('virtual list rows while scrolling: %s', (_name, useChildren) => {
  it('gives every row the same style object while the width stays, a new one when it changes', () => {
    const [first, scrolled, widened] = stylesGiven(useChildren);
    expect(first).toHaveLength(10);
    expect(new Set([...first, ...scrolled]).size).toBe(1);
    expect(first[0]).toEqual({ width: 1200 });
    expect(widened[0]).not.toBe(first[0]);
    expect(widened[0]).toEqual({ width: 1500 });
  });
});
