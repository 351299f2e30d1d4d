import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

type Rows = { results: Record<string, unknown>[]; totalRecord: number };

/** Generates an alarm (no socket needs to be open) and returns its message. */
async function alarm(msgType: number): Promise<Record<string, string | number>> {
  const res = await t.post('/__mock/alarm', { msgType });
  expect(res.status).toBe(200);
  return (res.body as unknown as { message: Record<string, string | number> }).message;
}

const list = async (path: string, query: Record<string, string | number>) =>
  (
    await t.get<Rows>(
      `/api${path}?${new URLSearchParams({ pageNo: '1', pageSize: '50', ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`,
      token,
    )
  ).body.data;

describe('the alarm feed records each alarm in the list its popup opens', () => {
  it.each([
    [1, '/special/v2/api/blackAlertRecords', 'plateNo', { status: 1 }],
    [2, '/device/v2/api/videoOfflines', 'devCode', { status: 1 }],
    [4, '/device/v2/api/chargeOfflines', 'devCode', { status: 1 }],
    [9, '/device/v2/api/parkDockingOfflines', 'parkName', { status: 1 }],
    [7, '/device/v2/api/abnormalTemRecords', 'deviceName', { status: 1 }],
  ])('msgType %i → %s filtered by %s', async (msgType, path, key, expected) => {
    const message = await alarm(msgType);
    const data = await list(path, { [key]: message[key] });
    const row = data.results.find((r) => r.alarmTime === message.alarmTime || r.offlineTime === message.alarmTime);
    expect(row, JSON.stringify(message)).toMatchObject({ [key]: message[key], ...expected });
  });

  it('a blacklist alarm names a vehicle on the blacklist', async () => {
    const message = await alarm(1);
    const blacklisted = await list('/special/v2/api/blackLists', { plateNo: message.plateNo });
    expect(blacklisted.results.map((r) => r.plateNo)).toContain(message.plateNo);
  });

  it('an arrears alarm marks that vehicle 在场 (isParking 1) in the arrears list, without a second row', async () => {
    const message = await alarm(6);
    const data = await list('/charge/v2/api/arrearsPlates', { plateNo: message.plateNo, isParking: 1 });
    expect(data.results.filter((r) => r.plateNo === message.plateNo)).toHaveLength(1);
  });

  it('a monthly pass alarm marks the card 下发失败 with the reason', async () => {
    const message = await alarm(3);
    const data = await list('/special/v2/api/monthlyCards', { plateNo: message.plateNo });
    expect(data.results.find((r) => r.plateNo === message.plateNo)).toMatchObject({ syncStatus: 2, failReason: message.context });
  });

  it('a batch alarm records one offline row per device or park', async () => {
    const message = await alarm(10);
    const parks = String(message.parkNames).split('、');
    expect(parks).toHaveLength(Number(message.parkNum));
    for (const parkName of parks) {
      const data = await list('/device/v2/api/parkDockingOfflines', { parkName, status: 1 });
      expect(
        data.results.some((r) => r.offlineTime === message.alarmTime),
        parkName,
      ).toBe(true);
    }
  });
});
