/**
 * `expect(rows).toHaveItemsAllMatching(predicate)`: the list has at least one item and every item satisfies the
 * predicate. A filter test asserts with it, so a filter that returns nothing fails instead of passing vacuously.
 */
import { expect } from 'vitest';

expect.extend({
  toHaveItemsAllMatching(received: unknown, predicate: (item: never, index: number) => unknown) {
    if (!Array.isArray(received)) return { pass: false, message: () => `expected a list, got ${this.utils.printReceived(received)}` };
    if (received.length === 0) return { pass: false, message: () => 'expected at least one item, got an empty list' };
    const failing = received.findIndex((item, index) => !predicate(item as never, index));
    return {
      pass: failing === -1,
      message: () =>
        failing === -1
          ? `expected some of the ${received.length} items not to match`
          : `expected every item to match; item ${failing} of ${received.length} does not: ${this.utils.printReceived(received[failing])}`,
    };
  },
});

/** The item type of a list; for a value typed `any` (a parsed JSON body), whatever the predicate declares. */
type ItemOf<T> = 0 extends 1 & T ? never : T extends readonly (infer U)[] ? U : never;

interface ItemsMatchers<T> {
  toHaveItemsAllMatching(predicate: (item: ItemOf<T>, index: number) => unknown): void;
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any -- merged into vitest's own declaration, whose parameters (T = any) it must repeat exactly
  interface Matchers<T = any> extends ItemsMatchers<T> {}
}
