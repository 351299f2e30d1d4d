/**
 * 充电平台 › 视频设备 over HTTP: the seeded cameras of the operating stations, a unique 设备编号, the IP address
 * check, covered piles of the camera's own station, the cameras covering one pile, filters, 实时视频 through the /video page's ticket for an online
 * camera and the refusal of an offline one, and 403 without the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANE_CALLS, type LiveCamera, type ParkCameras } from '../../../contracts/lanePages';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';

const API = '/api/charging/v2/api';
type Page = { results: WireRow[]; totalRecord: number };

let t: TestServer;
let admin: string;
const list = async (query = '') => (await t.get<Page>(`${API}/cameras?pageNo=1&pageSize=1000${query}`, admin)).body.data;
const camera = (over: Record<string, unknown> = {}) => ({
  cameraCode: 'SP3301019901',
  cameraName: '桩区球机-99',
  stationId: 1,
  installPosition: 2,
  cameraBrand: 2,
  cameraIp: '192.168.11.199',
  channelNo: 9,
  coveredPiles: ['CP33010100000001'],
  ...over,
});

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('视频设备', () => {
  it('seeds at least 60 cameras over the operating stations, some offline, bay cameras covering their own piles', async () => {
    const { results, totalRecord } = await list();
    expect(totalRecord).toBeGreaterThanOrEqual(60);
    expect(new Set(results.map((r) => r.stationId))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(results.map((r) => r.installPosition))).toEqual(new Set([1, 2, 3, 4]));
    expect(results.filter((r) => r.cameraOnline === 0).length).toBeGreaterThan(2);
    expect(results.filter((r) => r.cameraOnline === 1).length).toBeGreaterThan(40);
    expect(new Set(results.map((r) => r.cameraCode)).size).toBe(results.length);
    const piles = (await t.get<Page>(`${API}/piles?pageNo=1&pageSize=1000`, admin)).body.data.results;
    for (const r of results)
      for (const code of r.coveredPiles as string[]) expect(piles.find((p) => p.pileCode === code)?.stationId).toBe(r.stationId);
  });

  it("a pile's 视频设备 are the cameras whose covered piles include it", async () => {
    const { results } = await list();
    const code = (results.find((r) => (r.coveredPiles as string[]).length > 0)!.coveredPiles as string[])[0];
    const covering = results.filter((r) => (r.coveredPiles as string[]).includes(code));
    const byPile = (await t.get<Page>(`${API}/cameras/byPile?pageNo=1&pageSize=100&coveredPiles=${code}`, admin)).body.data;
    expect(byPile.totalRecord).toBeGreaterThan(0);
    expect(byPile.results.map((r) => r.cameraId).sort()).toEqual(covering.map((r) => r.cameraId).sort());
  });

  it('filters by station, position, brand and online state', async () => {
    const { results } = await list('&stationId=2&installPosition=2&cameraOnline=1');
    expect(results.length).toBeGreaterThan(3);
    expect(results.every((r) => r.stationId === 2 && r.installPosition === 2 && r.cameraOnline === 1)).toBe(true);
    const hik = (await list('&cameraBrand=1&cameraName=入口')).results;
    expect(hik.length).toBeGreaterThan(0);
    expect(hik.every((r) => r.cameraBrand === 1 && String(r.cameraName).includes('入口'))).toBe(true);
  });

  it('adds a camera as 离线 until it reports, refuses a used 设备编号, a wrong IP and another station’s pile', async () => {
    const created = await t.post(`${API}/cameras`, camera(), admin);
    expect(created.body.code).toBe('200');
    const added = (await list('&cameraCode=SP3301019901')).results;
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ cameraName: '桩区球机-99', cameraOnline: 0, lastHeartbeat: null });

    const again = await t.post(`${API}/cameras`, camera({ cameraName: '桩区球机-98' }), admin);
    expect(again.body.msg).toBe('设备编号 SP3301019901 已被视频设备「桩区球机-99」使用');

    const badIp = await t.post(`${API}/cameras`, camera({ cameraCode: 'SP3301019902', cameraIp: '192.168.11.300' }), admin);
    expect(badIp.body.code).not.toBe('200');
    expect(badIp.body.msg).toContain('请输入正确的IP地址');

    const foreign = await t.post(`${API}/cameras`, camera({ cameraCode: 'SP3301019903', coveredPiles: ['CP33010200000001'] }), admin);
    expect(foreign.body.msg).toBe('充电桩 CP33010200000001 不属于所选充电站');

    const edited = await t.put(
      `${API}/cameras`,
      { ...camera({ cameraName: '桩区球机-97' }), cameraId: added[0].cameraId, cameraOnline: 1 },
      admin,
    );
    expect(edited.body.code).toBe('200');
    expect((await list('&cameraCode=SP3301019901')).results[0]).toMatchObject({ cameraName: '桩区球机-97', cameraOnline: 0 });
    expect((await t.del(`${API}/cameras`, { ids: [added[0].cameraId] }, admin)).body.code).toBe('200');
    expect((await list('&cameraCode=SP3301019901')).totalRecord).toBe(0);
  });
});

describe('实时视频', () => {
  it('an online camera opens the /video page’s live view with a ticket; the 2×2 view shows its station’s cameras', async () => {
    const online = (await list('&cameraOnline=1&stationId=1')).results[0];
    const ticket = await t.post<{ ticket: string }>(`${API}/cameras/${online.cameraId}/liveTicket`, {}, admin);
    expect(ticket.body.code).toBe('200');
    const live = await t.get<LiveCamera>(`/api${LANE_CALLS.live}?ticket=${encodeURIComponent(ticket.body.data.ticket)}`, null);
    expect(live.body.data).toMatchObject({ deviceName: online.cameraName, parkName: '文三路充电站', online: true });
    const park = await t.get<ParkCameras>(`/api${LANE_CALLS.park}?ticket=${encodeURIComponent(ticket.body.data.ticket)}`, null);
    expect(park.body.data.parkName).toBe('文三路充电站');
    expect(park.body.data.cameras.length).toBeGreaterThan(1);
    const frame = await t.get(`/api${LANE_CALLS.frame}?ticket=${encodeURIComponent(ticket.body.data.ticket)}`, null);
    expect(frame.status).toBe(200);
  });

  it('an offline camera is refused: 设备离线，无法查看实时视频', async () => {
    const offline = (await list('&cameraOnline=0')).results[0];
    const refused = await t.post(`${API}/cameras/${offline.cameraId}/liveTicket`, {}, admin);
    expect(refused.body).toMatchObject({ code: '0x10d7500017', msg: '设备离线，无法查看实时视频' });
    expect(refused.body.data ?? null).toBeNull();
  });
});

describe('permissions', () => {
  it('answers 403 without the page', async () => {
    const viewer = await t.login('viewer1');
    expect((await t.get(`${API}/cameras?pageNo=1&pageSize=5`, viewer)).status).toBe(403);
    expect((await t.post(`${API}/cameras`, camera({ cameraCode: 'SP3301019904' }), viewer)).status).toBe(403);
    expect((await t.post(`${API}/cameras/1/liveTicket`, {}, viewer)).status).toBe(403);
  });
});
