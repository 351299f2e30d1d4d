/**
 * Row keys on the entities: the mock keys each entity's records by the key that entity declares
 * (`entities.<entity>.rowKey`, default id), whichever document uses it first; the renderer keys a list's rows by
 * its endpoint's entity (schemas/meta/lib/rowKeys.ts).
 */
import { describe, expect, it } from 'vitest';
import type { AreaDocument } from '../../schemas/meta/generated/area';
import { listRowKey } from '../../schemas/meta/lib/rowKeys';
import { buildEntityModels } from './entityModel';
import { loadAreas } from './loadAreas';

const list = (endpoint: string) => ({ kind: 'list' as const, endpoint, columns: [{ dataIndex: 'name', title: '名称' }] });

const owner: AreaDocument = {
  area: 'owner',
  title: '所属区域',
  entities: { order: { rowKey: 'orderId' } },
  endpoints: {
    orders: { method: 'GET', path: '/o', operation: 'list', entity: 'order' },
    notes: { method: 'GET', path: '/n', operation: 'list', entity: 'note' },
    stats: { method: 'GET', path: '/s', operation: 'custom' },
  },
  views: { orders: list('orders'), notes: list('notes'), stats: { ...list('stats'), rowKey: 'parkId' } },
};
const borrower: AreaDocument = {
  area: 'borrower',
  title: '共用区域',
  entities: { order: { sharedFrom: 'owner' } },
  endpoints: { orders: { method: 'GET', path: '/b', operation: 'list', entity: 'order' } },
  views: { orders: list('orders') },
};

describe('entity keys', () => {
  it.each([
    ['owner first', [owner, borrower]],
    ['borrower first', [borrower, owner]],
  ])("each entity is keyed by its own key, the owner's for a shared one (%s)", (_, docs) => {
    const warnings: string[] = [];
    const models = buildEntityModels(
      docs.map((doc) => ({ file: `${doc.area}.json`, doc })),
      warnings,
    );
    expect([models.get('order')?.rowKey, models.get('note')?.rowKey]).toEqual(['orderId', 'id']);
    expect(
      models
        .get('order')
        ?.fields.filter((f) => f.storage === 'key')
        .map((f) => f.name),
    ).toEqual(['orderId']);
    expect(warnings).toEqual([]);
  });

  it.each<[string, string]>([
    ['orders', 'orderId'],
    ['notes', 'id'],
    ['stats', 'parkId'],
  ])('a list on %s keys its rows by %s', (view, key) => {
    expect(listRowKey(owner, owner.views[view] as Parameters<typeof listRowKey>[1])).toBe(key);
  });

  it('keys the coupons by couponId and the charging stations by stationId (one document, two entities)', () => {
    const warnings: string[] = [];
    const models = buildEntityModels(loadAreas(), warnings);
    expect([models.get('couponBatch')?.rowKey, models.get('couponStation')?.rowKey, models.get('sysBulletin')?.rowKey]).toEqual([
      'couponId',
      'stationId',
      'bulletinId',
    ]);
    expect(warnings.filter((w) => w.includes('rowKey'))).toEqual([]);
  });
});
