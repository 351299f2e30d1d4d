import { describe, expect, it } from 'vitest';
import { receivesAlarms } from './useAlarmSocket';

describe('who receives real-time alarms (spec §6)', () => {
  it.each([
    [1, false],
    [2, true],
    [3, true],
    [4, false],
    [undefined, false],
  ])('userType %s → %s', (userType, expected) => {
    expect(receivesAlarms(userType)).toBe(expected);
  });
});
