import { describe, expect, it, vi } from 'vitest';
import { invalidateArea, subscribeInvalidation } from './invalidate';

describe('invalidateArea', () => {
  it('calls the listeners of that area only, until they unsubscribe', () => {
    const bulletin = vi.fn();
    const other = vi.fn();
    const stopBulletin = subscribeInvalidation('sysBulletin', bulletin);
    const stopOther = subscribeInvalidation('stopFee', other);
    invalidateArea('sysBulletin');
    expect(bulletin).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    stopBulletin();
    invalidateArea('sysBulletin');
    expect(bulletin).toHaveBeenCalledTimes(1);
    stopOther();
  });

  it('a listener that unsubscribes while being called does not disturb the others', () => {
    const calls: string[] = [];
    const stopA = subscribeInvalidation('a', () => {
      calls.push('a');
      stopA();
    });
    const stopB = subscribeInvalidation('a', () => calls.push('b'));
    invalidateArea('a');
    invalidateArea('a');
    expect(calls).toEqual(['a', 'b', 'b']);
    stopB();
  });
});
