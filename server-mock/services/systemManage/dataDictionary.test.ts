/**
 * 系统设置 › 数据字典 over HTTP (schemas/systemManage.json, services/systemManage/dictOptions.ts): seeded dictionaries
 * with their items; an item added to 商户类型 is offered at once by the select of 商户管理 (the dictionary
 * `merchantType` of schemas/business.json loads `dictItems/options/merchantType`), one disabled is no longer offered
 * while records keep it; a value or a name used twice in one dictionary and a repeated 字典编码 are refused; 403
 * without the page's codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';
import { WRONG_STATE } from '../../testing/areaReads';
import { DICT_SEED } from './seed';

const API = '/api/system/v2/api';
type Page = { results: WireRow[]; totalRecord: number };

let t: TestServer;
let admin: string;
const items = async (typeCode: string) =>
  (await t.get<Page>(`${API}/dictItems?pageNo=1&pageSize=100&typeCode=${typeCode}`, admin)).body.data.results;
const offered = async (typeCode: string) => (await t.get<{ itemLabel: string }[]>(`${API}/dictItems/options/${typeCode}`, admin)).body.data;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('数据字典', () => {
  it('lists the seeded dictionaries, filters by name, and each one’s items in order', async () => {
    const types = (await t.get<Page>(`${API}/dictTypes?pageNo=1&pageSize=50`, admin)).body.data;
    expect(types.results.map((r) => r.typeCode)).toEqual(DICT_SEED.map((d) => d.typeCode));
    const byName = (await t.get<Page>(`${API}/dictTypes?pageNo=1&pageSize=50&typeName=${encodeURIComponent('商户')}`, admin)).body.data;
    expect(byName.results.map((r) => r.typeName)).toEqual(['商户类型']);
    expect((await items('merchantType')).map((r) => r.itemLabel)).toEqual(['商场', '酒店', '餐饮', '写字楼', '医院', '影院']);
    expect((await offered('merchantType')).map((r) => r.itemLabel)).toEqual(['商场', '酒店', '餐饮', '写字楼', '医院', '影院']);
  });

  it('an item added to 商户类型 is offered by 商户管理 at once; disabled, it is no longer offered', async () => {
    const res = await t.post(`${API}/dictItems`, { typeCode: 'merchantType', itemLabel: '健身房', itemValue: 7, sortNo: 15 }, admin);
    expect(res.body.code).toBe('200');
    expect((await offered('merchantType')).map((r) => r.itemLabel)).toEqual(['商场', '健身房', '酒店', '餐饮', '写字楼', '医院', '影院']);
    const gym = (await items('merchantType')).find((r) => r.itemLabel === '健身房')!;
    expect((await t.post(`${API}/dictItems/disable`, { dictItemId: gym.dictItemId }, admin)).body.code).toBe('200');
    expect((await offered('merchantType')).map((r) => r.itemLabel)).not.toContain('健身房');
    expect((await t.post(`${API}/dictItems/enable`, { dictItemId: gym.dictItemId }, admin)).body.code).toBe('200');
    expect((await offered('merchantType')).map((r) => r.itemLabel)).toContain('健身房');
  });

  it.each([
    ['a value used in the dictionary', { typeCode: 'carColor', itemLabel: '香槟色', itemValue: 1, sortNo: 70 }, '该字典已有字典项值 1'],
    ['a name used in the dictionary', { typeCode: 'carColor', itemLabel: '白色', itemValue: 99, sortNo: 70 }, '该字典已有字典项「白色」'],
  ])('refuses %s, naming it, and writes nothing', async (_case, body, message) => {
    const before = (await items('carColor')).length;
    const res = await t.post(`${API}/dictItems`, body, admin);
    expect(res.body).toMatchObject({ code: WRONG_STATE, msg: message });
    expect(await items('carColor')).toHaveLength(before);
  });

  it('refuses a 字典编码 used twice', async () => {
    const res = await t.post(`${API}/dictTypes`, { typeCode: 'carBrand', typeName: '车辆品牌2' }, admin);
    expect(res.body).toMatchObject({ code: WRONG_STATE, msg: '字典编码 carBrand 已存在' });
  });

  it('refuses the calls without the page’s button codes (403)', async () => {
    const viewer = await t.login('viewer1');
    expect((await t.get(`${API}/dictTypes?pageNo=1&pageSize=10`, viewer)).status).toBe(403);
    expect((await t.post(`${API}/dictItems`, { typeCode: 'carColor', itemLabel: '金色', itemValue: 50, sortNo: 1 }, viewer)).status).toBe(
      403,
    );
  });
});
