import { describe, expect, it } from 'vitest';
import { buildSearchFields } from '../list/searchFields';
import { compareValues, countBy, rowMatches } from './filterRows';
import { applyRows, frameRows, type Row } from './liveRows';

const keyOf = (r: Row) => String(r.connectorId);

describe('frameRows', () => {
  it.each([
    [{ infName: 'chargingConnectors', rows: [{ connectorId: 1 }, null, 3, [4]] }, [{ connectorId: 1 }]],
    [{ infName: 'chargingConnectors', rows: [] }, []],
    [{ infName: 'other', rows: [{ connectorId: 1 }] }, null],
    [{ infName: 'chargingConnectors', rows: 'x' }, null],
    [{ msgType: 4, devCode: 'CP1' }, null],
    [null, null],
  ])("takes the rows of the topic's frames only: %j", (frame, rows) => {
    expect(frameRows(frame, 'chargingConnectors')).toEqual(rows);
  });
});

describe('applyRows', () => {
  it("replaces a row by key unless the frame's row is older, and adds rows of new keys", () => {
    const rows = new Map<string, Row>([
      ['11', { connectorId: 11, connectorStatus: 1, rev: 5 }],
      ['12', { connectorId: 12, connectorStatus: 2, rev: 9 }],
    ]);
    const changed = applyRows(
      rows,
      [
        { connectorId: 11, connectorStatus: 2, rev: 10 },
        { connectorId: 12, connectorStatus: 5, rev: 3 },
        { connectorId: 21, connectorStatus: 1, rev: 11 },
      ],
      keyOf,
    );
    expect(changed).toBe(true);
    expect([...rows.values()]).toEqual([
      { connectorId: 11, connectorStatus: 2, rev: 10 },
      { connectorId: 12, connectorStatus: 2, rev: 9 },
      { connectorId: 21, connectorStatus: 1, rev: 11 },
    ]);
    expect(applyRows(rows, [{ connectorId: 12, connectorStatus: 1, rev: 8 }], keyOf)).toBe(false);
  });
});

describe('rowMatches and countBy', () => {
  const fields = buildSearchFields([
    { dataIndex: 'stationId', title: '充电站', valueType: 'select', dictionary: 'stations', search: true },
    { dataIndex: 'pileCode', title: '桩编号', valueType: 'text', search: true },
    { dataIndex: 'plateNo', title: '车牌号', valueType: 'plate', search: true },
    { dataIndex: 'power', title: '实时功率', valueType: 'number' },
  ]);
  const rows: Row[] = [
    { stationId: 1, pileCode: 'CP3301010001', plateNo: '浙AD12345', connectorStatus: 2 },
    { stationId: 1, pileCode: 'CP3301010002', plateNo: null, connectorStatus: 1 },
    { stationId: 2, pileCode: 'CP3301020001', plateNo: '沪AF88888', connectorStatus: 2 },
  ];
  const keyOfTitle = (title: string) => fields.find((f) => f.title === title)!.key;

  it.each([
    [{}, 3],
    [{ [keyOfTitle('充电站')]: '1' }, 2],
    [{ [keyOfTitle('充电站')]: 2, [keyOfTitle('车牌号')]: '沪a' }, 1],
    [{ [keyOfTitle('桩编号')]: ' 0101 ' }, 2],
    [{ [keyOfTitle('车牌号')]: 'AD123' }, 1],
    [{ [keyOfTitle('车牌号')]: '' }, 3],
    [{ [keyOfTitle('充电站')]: 3 }, 0],
  ])('filters %j to %i rows', (filters, n) => {
    expect(rows.filter((r) => rowMatches(r, filters, fields))).toHaveLength(n);
  });

  it('counts rows by state', () => {
    expect(Object.fromEntries(countBy(rows, 'connectorStatus'))).toEqual({ '1': 1, '2': 2 });
  });
});

describe('compareValues', () => {
  it('orders numbers by value, times as text, and empty values last', () => {
    const values = [12.5, null, 3, 100, undefined];
    expect([...values].sort(compareValues)).toEqual([3, 12.5, 100, null, undefined]);
    const times = ['2026-11-27 22:07:53', '', '2026-11-27 21:52:53'];
    expect([...times].sort(compareValues)).toEqual(['2026-11-27 21:52:53', '2026-11-27 22:07:53', '']);
  });
});
