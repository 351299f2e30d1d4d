import { describe, expect, it } from 'vitest';
import { FEE_RULE_NAME, parkingFee } from './fee';

describe('停车计费规则', () => {
  it.each([
    [0, 0],
    [30 * 60, 0],
    [30 * 60 + 1, 4],
    [3600, 4],
    [3601, 8],
    [10 * 3600, 40],
    [11 * 3600, 40],
    [24 * 3600, 40],
    [24 * 3600 + 1, 44],
    [50 * 3600, 88],
    [-5, 0],
  ])('%i seconds cost %d yuan', (seconds, yuan) => {
    expect(parkingFee(seconds).receivableMoney).toBe(yuan);
  });

  it('explains the calculation step by step', () => {
    expect(parkingFee(20 * 60).steps).toEqual([{ period: '免费时段（30分钟内）', duration: 1200, unitPrice: '免费', money: 0 }]);
    expect(parkingFee(26 * 3600)).toEqual({
      ruleName: FEE_RULE_NAME,
      freeMinutes: 30,
      parkDuration: 93600,
      receivableMoney: 48,
      steps: [
        { period: '第1个24小时（封顶）', duration: 86400, unitPrice: '4.00元/小时', money: 40 },
        { period: '第2个24小时', duration: 7200, unitPrice: '4.00元/小时', money: 8 },
      ],
    });
    expect(FEE_RULE_NAME).toBe('标准临停计费：30分钟内免费，超过按每小时4.00元计费，每24小时封顶40.00元');
  });
});
