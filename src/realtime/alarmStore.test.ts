import { beforeEach, describe, expect, it } from 'vitest';
import { alarmStore, clearAlarms, closeAlarm, showAlarm } from './alarmStore';

beforeEach(() => clearAlarms());

const types = () => alarmStore.get().popups.map((p) => p.message.msgType);

describe('alarm popups store', () => {
  it('keeps one popup per msgType: a new message of a type replaces the old one', () => {
    showAlarm({ msgType: 1, plateNo: '浙A·11111' });
    showAlarm({ msgType: 2, deviceName: '1号枪机' });
    const firstId = alarmStore.get().popups[0].id;
    showAlarm({ msgType: 1, plateNo: '浙A·22222' });
    expect(types()).toEqual([2, 1]);
    const blacklist = alarmStore.get().popups.find((p) => p.message.msgType === 1)!;
    expect(blacklist.message.plateNo).toBe('浙A·22222');
    expect(blacklist.id).not.toBe(firstId);
  });

  it('closes one type and clears all', () => {
    showAlarm({ msgType: 1 });
    showAlarm({ msgType: 9 });
    closeAlarm(1);
    expect(types()).toEqual([9]);
    clearAlarms();
    expect(types()).toEqual([]);
  });
});
