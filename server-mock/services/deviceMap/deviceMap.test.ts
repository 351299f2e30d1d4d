import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../testing/serverPerFile';
import { PARK_COORDINATES } from '../sharedOptions/parkCoordinates';

interface Point {
  deviceId: number;
  deviceName: string;
  deviceType: number;
  parkId: number;
  parkName: string;
  longitude: number;
  latitude: number;
  status: number;
  statusText: string;
}

const PATH = '/api/device/v2/api/deviceMap/points';
const server = testServerPerFile();

const points = async (query = '') =>
  (await server.t.get<{ results: Point[]; totalRecord: number }>(`${PATH}${query}`, server.token)).body.data;

describe('设备地图 points', () => {
  it('answers every device of the eleven kinds with coordinates near its park and a status of 在线, 离线 or 故障', async () => {
    const { results, totalRecord } = await points();
    expect(totalRecord).toBe(results.length);
    expect(new Set(results.map((p) => p.deviceType))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]));
    const pcameras = (await server.t.get<{ totalRecord: number }>('/api/device/v2/api/pcameras?pageSize=1', server.token)).body.data
      .totalRecord;
    expect(results.filter((p) => p.deviceType === 1)).toHaveLength(pcameras);
    for (const p of results) {
      const centre = PARK_COORDINATES[p.parkId];
      expect(Math.abs(p.longitude - centre[0])).toBeLessThanOrEqual(0.0041);
      expect(Math.abs(p.latitude - centre[1])).toBeLessThanOrEqual(0.0041);
    }
    expect(new Set(results.map((p) => p.statusText.replace(/（\d+%）/, '')))).toEqual(new Set(['在线', '离线', '电量过低']));
    for (const fault of results.filter((p) => p.status === 2)) expect(fault.deviceType).toBe(11);
  });

  it('filters by device type and park, with the park names of the shared dictionary', async () => {
    const { results } = await points('?deviceType=1&parkId=1001');
    expect(results.length).toBeGreaterThan(0);
    expect(results).toHaveItemsAllMatching((p) => p.deviceType === 1 && p.parkId === 1001 && p.parkName === '西湖文化广场停车场');
    const detail = (await server.t.get<{ deviceName: string }>(`/api/device/v2/api/pcameras/${results[0].deviceId}`, server.token)).body
      .data;
    expect(detail.deviceName).toBe(results[0].deviceName);
  });

  it('agrees with the device ledger: the 离线 markers of a kind are its devices with 在线状态 离线', async () => {
    for (const [type, path] of [
      [1, 'pcameras'],
      [11, 'geomagneticDetectors'],
    ] as const) {
      const ledger = (await server.t.get<{ totalRecord: number }>(`/api/device/v2/api/${path}?pageSize=1&onlineStatus=0`, server.token))
        .body.data.totalRecord;
      const offline = (await points(`?deviceType=${type}`)).results.filter((p) => p.status === 0);
      expect(ledger).toBeGreaterThan(0);
      expect(offline).toHaveLength(ledger);
    }
  });
});
