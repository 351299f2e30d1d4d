import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../testing/serverPerFile';

const BASE = '/api/system/v2/api/areas';

interface Area {
  areaId: number;
  areaName: string;
  areaCode: string;
  areaLevel: number;
  parentId: number;
  parkNum: number;
  hasChildren: boolean;
}

const server = testServerPerFile();

const list = async (query = '') =>
  (await server.t.get<{ results: Area[]; totalRecord: number }>(`${BASE}?pageSize=100&${query}`, server.token)).body;
const byName = async (name: string) => (await list(`areaName=${encodeURIComponent(name)}`)).data.results.find((a) => a.areaName === name)!;
const children = async (id: number) => (await list(`parentId=${id}`)).data.results;

describe('区域管理 (tree entity from schemas/areaManage.json)', () => {
  it('answers the provinces as the top level, each with hasChildren', async () => {
    const body = await list();
    expect(body.data.results.map((a) => a.areaName)).toEqual(['浙江省', '江苏省', '上海市']);
    expect(body.data.totalRecord).toBe(3);
    expect(body.data.results).toHaveItemsAllMatching((a) => a.areaLevel === 1 && a.hasChildren);
  });

  it('answers the children of a parent, down to the streets (leaves)', async () => {
    const zhejiang = await byName('浙江省');
    expect((await children(zhejiang.areaId)).map((a) => a.areaName)).toEqual(['杭州市', '宁波市', '温州市']);
    const xihu = await byName('西湖区');
    const streets = await children(xihu.areaId);
    expect(streets.map((a) => a.areaName)).toEqual(['北山街道', '西溪街道', '灵隐街道', '翠苑街道', '文新街道']);
    expect(streets).toHaveItemsAllMatching((s) => s.areaLevel === 4 && s.hasChildren === false);
    expect(streets[0]).toMatchObject({ areaCode: '330106001', parkNum: 3 });
  });

  it('a search answers matches at any level', async () => {
    const body = await list('areaName=街道&areaLevel=4');
    expect(body.data.totalRecord).toBeGreaterThan(40);
    expect(body.data.results).toHaveItemsAllMatching((a) => a.areaName.endsWith('街道'));
  });

  it('adds a child with the level under its parent, and refuses one under a street', async () => {
    const xihu = await byName('西湖区');
    const created = await server.t.post<Area>(
      BASE,
      { parentId: xihu.areaId, areaName: '转塘街道', areaCode: '330106010', sortNo: 9 },
      server.token,
    );
    expect(created.body.code).toBe('200');
    expect(created.body.data).toMatchObject({ areaLevel: 4, parentId: xihu.areaId, parkNum: 0 });
    const refused = await server.t.post(
      BASE,
      { parentId: created.body.data.areaId, areaName: '某社区', areaCode: '330106010001' },
      server.token,
    );
    expect(refused.body.msg).toBe('街道下不能再添加下级区域');
    const duplicate = await server.t.post(BASE, { areaName: '重复', areaCode: '330000' }, server.token);
    expect(duplicate.body.msg).toBe('行政区划代码 330000 已被「浙江省」使用');
  });

  it('moves an area with its subtree, refusing moves into its own subtree or below the street level', async () => {
    const hangzhou = await byName('杭州市');
    const xihu = await byName('西湖区');
    const beishan = await byName('北山街道');
    const into = await server.t.put(`${BASE}/move`, { areaId: hangzhou.areaId, parentId: xihu.areaId }, server.token);
    expect(into.body.msg).toBe('不能将「杭州市」移动到其自身或其下级之下');
    const self = await server.t.put(`${BASE}/move`, { areaId: xihu.areaId, parentId: xihu.areaId }, server.token);
    expect(self.body.msg).toBe('不能将「西湖区」移动到其自身或其下级之下');
    const hubin = await byName('湖滨街道');
    const underStreet = await server.t.put(`${BASE}/move`, { areaId: beishan.areaId, parentId: hubin.areaId }, server.token);
    expect(underStreet.body.msg).toBe('街道下不能再添加下级区域');
    const shangcheng = await byName('上城区');
    const tooDeep = await server.t.put(`${BASE}/move`, { areaId: xihu.areaId, parentId: shangcheng.areaId }, server.token);
    expect(tooDeep.body.msg).toBe('移动后「西湖区」的下级将超过街道一级，不能移动到该区域下');
    expect(await byName('北山街道')).toMatchObject({ areaLevel: 4 });

    const ningbo = await byName('宁波市');
    const moved = await server.t.put(`${BASE}/move`, { areaId: xihu.areaId, parentId: ningbo.areaId }, server.token);
    expect(moved.body.code).toBe('200');
    expect((await children(ningbo.areaId)).map((a) => a.areaName)).toContain('西湖区');
    expect((await children(hangzhou.areaId)).map((a) => a.areaName)).not.toContain('西湖区');
    // A district moved under a province becomes a city-level area and its streets district-level ones.
    const zhejiang = await byName('浙江省');
    expect((await server.t.put(`${BASE}/move`, { areaId: xihu.areaId, parentId: zhejiang.areaId }, server.token)).body.code).toBe('200');
    expect(await byName('西湖区')).toMatchObject({ areaLevel: 2 });
    expect(await byName('北山街道')).toMatchObject({ areaLevel: 3 });
  });

  it('refuses deleting an area with children or with parks, and deletes an empty one', async () => {
    const shanghai = await byName('上海市');
    expect((await server.t.del(BASE, { ids: [shanghai.areaId] }, server.token)).body.msg).toBe(
      '「上海市」下还有 1 个下级，请先删除或移走下级',
    );
    const lujiazui = await byName('陆家嘴街道');
    expect((await server.t.del(BASE, { ids: [lujiazui.areaId] }, server.token)).body.msg).toBe('「陆家嘴街道」下有 5 个车场，不能删除');
    const tangqiao = await byName('塘桥街道');
    expect((await server.t.del(BASE, { ids: [tangqiao.areaId] }, server.token)).body.code).toBe('200');
    expect(await byName('塘桥街道')).toBeUndefined();
  });

  it('tree options: the top level, a lazily loaded level, and the branch of the selected area', async () => {
    const top = (
      await server.t.get<{ areaName: string; hasChildren: boolean; children?: unknown[] }[]>(`${BASE}/treeOptions`, server.token)
    ).body.data;
    expect(top.map((o) => o.areaName)).toEqual(['浙江省', '江苏省', '上海市']);
    expect(top).toHaveItemsAllMatching((o) => o.children === undefined);
    const gusu = await byName('姑苏区');
    const branch = (
      await server.t.get<{ areaName: string; children?: { areaName: string; children?: { areaName: string }[] }[] }[]>(
        `${BASE}/treeOptions?selected=${gusu.areaId}`,
        server.token,
      )
    ).body.data;
    const jiangsu = branch.find((o) => o.areaName === '江苏省')!;
    expect(jiangsu.children!.map((c) => c.areaName)).toEqual(['南京市', '苏州市']);
    expect(jiangsu.children![1].children!.map((c) => c.areaName)).toEqual(['姑苏区']);
    const suzhou = await byName('苏州市');
    const level = (await server.t.get<{ areaName: string }[]>(`${BASE}/treeOptions?parentId=${suzhou.areaId}`, server.token)).body.data;
    expect(level.map((o) => o.areaName)).toEqual(['姑苏区']);
  });
});
