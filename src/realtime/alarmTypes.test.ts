import { describe, expect, it } from 'vitest';
import { alarmTypeOf, fieldText, parseAlarm, shortcutHref, type AlarmMessage } from './alarmTypes';

const at = '2026-11-22 08:30:00';

describe('alarm types', () => {
  it('knows the msgTypes 1–10 of spec §8 and no other', () => {
    for (let msgType = 1; msgType <= 10; msgType++) expect(alarmTypeOf(msgType)?.msgType).toBe(msgType);
    for (const msgType of [0, 11, -1]) expect(alarmTypeOf(msgType)).toBeUndefined();
  });

  // The link of every alarm (spec §2 "Alarm shortcuts") and the info shown when already there (spec §8).
  it.each<[string, AlarmMessage, string, string]>([
    [
      'blacklist entry',
      { msgType: 1, plateNo: '浙A·12345', parkName: '西湖文化广场停车场', alarmTime: at },
      '/operationManagement/specificCar/blackManage/blackAlertRecord/list?plateNo=%E6%B5%99A%C2%B712345',
      '您已处于黑名单告警记录页面',
    ],
    [
      'video offline',
      { msgType: 2, deviceName: '西湖1号枪机', devCode: 'VD00000001' },
      '/equipMonitoring/offline/video?devCode=VD00000001',
      '您已处于视频设备离线记录页面',
    ],
    [
      'monthly pass issue failure',
      { msgType: 3, plateNo: '沪B·7K9Q2', syncType: 1 },
      '/specificParking/cardManage/index?plateNo=%E6%B2%AAB%C2%B77K9Q2',
      '您已处于包期办理页面',
    ],
    [
      'charging pile offline',
      { msgType: 4, devName: '文三路1号快充桩', devCode: 'CP12345678' },
      '/equipMonitoring/offline/charge?devCode=CP12345678',
      '您已处于充电桩离线记录页面',
    ],
    [
      'charging pile offline (batch)',
      { msgType: 5, devNum: 3, devNames: 'a、b、c' },
      '/equipMonitoring/offline/charge?status=1',
      '您已处于充电桩离线记录页面',
    ],
    [
      'arrears entry',
      { msgType: 6, plateNo: '浙A·D1234' },
      '/underpaymentManage/underpaymentCar/list?isParking=1&plateNo=%E6%B5%99A%C2%B7D1234',
      '您已处于欠费车辆页面',
    ],
    [
      'abnormal temperature, parking',
      { msgType: 7, addressType: 1, deviceName: '测温相机1' },
      '/equipMonitoring/AbnormalRecord/abnormalTemRecord/parking/list?activeName=parking&deviceName=%E6%B5%8B%E6%B8%A9%E7%9B%B8%E6%9C%BA1',
      '您已处于温度异常告警记录页面',
    ],
    [
      'abnormal temperature, charging',
      { msgType: 7, addressType: 2, deviceName: '充电桩3' },
      '/equipMonitoring/AbnormalRecord/abnormalTemRecord/charging/list?activeName=charging&deviceName=%E5%85%85%E7%94%B5%E6%A1%A93',
      '您已处于温度异常告警记录页面',
    ],
    [
      'abnormal temperature, no addressType (charging)',
      { msgType: 7 },
      '/equipMonitoring/AbnormalRecord/abnormalTemRecord/charging/list?activeName=charging',
      '您已处于温度异常告警记录页面',
    ],
    ['video offline (batch)', { msgType: 8, devNum: 2 }, '/equipMonitoring/offline/video?status=1', '您已处于视频设备离线记录页面'],
    [
      'docking offline',
      { msgType: 9, parkName: '武林广场地下停车库' },
      '/equipMonitoring/offline/docking?parkName=%E6%AD%A6%E6%9E%97%E5%B9%BF%E5%9C%BA%E5%9C%B0%E4%B8%8B%E5%81%9C%E8%BD%A6%E5%BA%93',
      '您已处于场库设备离线记录页面',
    ],
    ['docking offline (batch)', { msgType: 10, parkNum: 2 }, '/equipMonitoring/offline/docking?status=1', '您已处于场库设备离线记录页面'],
  ])('%s links to its list and knows its already-there text', (_name, message, href, already) => {
    const type = alarmTypeOf(message.msgType)!;
    expect(shortcutHref(type.shortcut(message))).toBe(href);
    expect(type.alreadyThere).toBe(already);
  });

  it('leaves empty values out of the link', () => {
    expect(shortcutHref(alarmTypeOf(1)!.shortcut({ msgType: 1, plateNo: '  ' }))).toBe(
      '/operationManagement/specificCar/blackManage/blackAlertRecord/list',
    );
  });

  it.each([
    [{ msgType: 3, syncType: 2 }, 3, 'syncType', '修改'],
    [{ msgType: 3, syncType: 9 }, 3, 'syncType', '9'],
    [{ msgType: 7, addressType: 1 }, 7, 'addressType', '停车场'],
    [{ msgType: 7, addressType: '2' }, 7, 'addressType', '充电站'],
    [{ msgType: 1, plateNo: null }, 1, 'plateNo', ''],
  ] as const)('shows %j field %s as %s', (message, msgType, key, shown) => {
    const field = alarmTypeOf(msgType)!.fields.find((f) => f.key === key)!;
    expect(fieldText(message as AlarmMessage, field)).toBe(shown);
  });
});

describe('parseAlarm', () => {
  it.each([
    [{ infName: 'heartbeat', msg: 'pong' }],
    [{ msgType: 11 }],
    [{ msgType: 0 }],
    [{ msgType: '1x' }],
    [null],
    ['text'],
    [[{ msgType: 1 }]],
  ])('ignores %j', (frame) => {
    expect(parseAlarm(frame)).toBeNull();
  });

  it('accepts a numeric string msgType and keeps only text and number fields', () => {
    expect(parseAlarm({ msgType: '6', plateNo: '浙A·12345', extra: { nested: true }, devNum: 3 })).toEqual({
      msgType: 6,
      plateNo: '浙A·12345',
      devNum: 3,
    });
  });

  it('keeps markup as plain text (React shows it literally)', () => {
    expect(parseAlarm({ msgType: 1, plateNo: '<img src=x onerror=alert(1)>' })?.plateNo).toBe('<img src=x onerror=alert(1)>');
  });
});
