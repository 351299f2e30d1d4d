// @vitest-environment jsdom
/**
 * Dependent options: a dictionary whose endpoint reads another search field ({"search": "parkId"}) or a cell of
 * the same row ({"row": "parkId"}) loads with that value, waits (请先选择车场) while a `requiresParent` parent is
 * empty, loads lazily otherwise, and clears its value when the parent changes.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AreaDocument } from '../../schemas/meta/generated/area';
import { loadDictionary } from '../core/dictionaries';
import { resolveSource, type ValueScope } from '../core/endpoint';
import type { ResolvedArea } from '../core/viewProps';
import { createFakeServices, ok, renderWithServices, testDataCache } from '../testing/fakeServices';
import { linkSearchParents, buildSearchFields } from '../list/searchFields';
import { dictionaryParents } from './dictionaryItems';
import { optionTypes } from './options';

const GATES = 'GET /gates';
const GATE_ROWS = [
  { gateId: 11, gateName: '武林广场·东门入口', parkId: 1002 },
  { gateId: 12, gateName: '武林广场·东门出口', parkId: 1002 },
  { gateId: 21, gateName: '西湖文化广场·北门入口', parkId: 1001 },
];
const gatesOf = (parkId: unknown) => GATE_ROWS.filter((g) => parkId === undefined || g.parkId === Number(parkId));

function area(source: Record<string, string>, requiresParent: boolean): ResolvedArea {
  return {
    area: 'demo',
    title: '演示',
    endpoints: { gates: { method: 'GET', path: '/gates', query: { parkId: source }, result: { list: 'data' } } },
    dictionaries: { gate: { endpoint: 'gates', labelKey: 'gateName', valueKey: 'gateId', requiresParent } },
    views: {},
  } as unknown as AreaDocument;
}

function services() {
  return createFakeServices({ routes: { [GATES]: (call: { params?: Record<string, unknown> }) => ok(gatesOf(call.params?.parkId)) } });
}

describe('value sources {"search"} and {"row"}', () => {
  const fake = createFakeServices();
  it.each<[string, Record<string, string>, ValueScope, unknown]>([
    ['search: the search form value', { search: 'parkId' }, { searchForm: { parkId: 1002 } }, 1002],
    ['search: an empty search value is not sent', { search: 'parkId' }, { searchForm: { parkId: '' } }, undefined],
    ['search: no search form', { search: 'parkId' }, { form: { parkId: 1 } }, undefined],
    ['row: the cell of the same row', { row: 'parkId' }, { row: { parkId: 1001 }, record: { parkId: 9 } }, 1001],
    ['row: a read table cell takes its row as the record', { row: 'parkId' }, { record: { parkId: 1003 } }, 1003],
    ['row: an empty cell is not sent', { row: 'parkId' }, { row: { parkId: [] } }, undefined],
  ])('%s', (_name, source, scope, expected) => {
    expect(resolveSource(source, scope, fake)).toEqual(expected);
  });

  it.each<[string, Record<string, string>, string[]]>([
    ['field', { field: 'provinceCode' }, ['field:provinceCode']],
    ['search', { search: 'parkId' }, ['search:parkId']],
    ['row', { row: 'parkId' }, ['row:parkId']],
    ['param (not a parent)', { param: 'parkId' }, []],
  ])('a dictionary reading %s has the parents %j', (_name, source, expected) => {
    expect(dictionaryParents(area(source, false), 'gate').map((p) => `${p.kind}:${p.name}`)).toEqual(expected);
  });
});

describe('loading a dependent dictionary', () => {
  it.each<[string, boolean, ValueScope, string[], number]>([
    [
      'requiresParent, parent chosen: only its gates',
      true,
      { searchForm: { parkId: 1002 } },
      ['武林广场·东门入口', '武林广场·东门出口'],
      1,
    ],
    ['requiresParent, no parent: nothing is requested', true, { searchForm: {} }, [], 0],
    [
      'optional parent, none chosen: every gate',
      false,
      { searchForm: {} },
      ['武林广场·东门入口', '武林广场·东门出口', '西湖文化广场·北门入口'],
      1,
    ],
  ])('%s', async (_name, requiresParent, scope, labels, requests) => {
    const fake = services();
    const items = await loadDictionary(fake, area({ search: 'parkId' }, requiresParent), 'gate', scope, testDataCache());
    expect(items.map((i) => i.label)).toEqual(labels);
    expect(fake.calls).toHaveLength(requests);
  });
});

/** A lane select under a parent value the test changes (as a search form or a table row would). */
function Harness({ kind, initial, requiresParent }: { kind: 'search' | 'row'; initial: unknown; requiresParent: boolean }) {
  const [parkId, setParkId] = useState<unknown>(initial);
  const [value, setValue] = useState<unknown>();
  const scope: ValueScope = kind === 'search' ? { searchForm: { parkId } } : { row: { parkId } };
  const Edit = optionTypes.select.Edit;
  return (
    <>
      <button onClick={() => setParkId(1001)}>换成西湖文化广场</button>
      <button onClick={() => setParkId(undefined)}>清空车场</button>
      <button onClick={() => setValue(11)}>选东门入口</button>
      <output data-testid="value">{value === undefined ? '空' : String(value)}</output>
      <Edit
        field={{ title: '出入口', valueType: 'select', dictionary: 'gate' }}
        area={area({ [kind]: 'parkId' }, requiresParent)}
        value={value}
        onChange={setValue}
        scope={scope}
        parentTitles={{ parkId: '车场' }}
      />
    </>
  );
}

const shown = () => screen.getByTestId('value').textContent;
const select = () => document.querySelector('.ant-select') as HTMLElement;

describe('a dependent select', () => {
  it.each(['search', 'row'] as const)(
    '{"%s": "parkId"} with requiresParent: 请先选择车场, then the park\'s gates; a new park clears the value',
    async (kind) => {
      const fake = services();
      const view = renderWithServices(<Harness kind={kind} initial={undefined} requiresParent />, fake);
      expect(select().className).toContain('ant-select-disabled');
      expect(view.container.textContent).toContain('请先选择车场');
      expect(fake.calls).toHaveLength(0);
      view.rerender(<></>);
      view.unmount();

      const again = services();
      renderWithServices(<Harness kind={kind} initial={1002} requiresParent />, again);
      await waitFor(() => expect(again.calls).toHaveLength(1));
      expect(again.calls[0].params).toEqual({ parkId: 1002 });
      fireEvent.click(screen.getByText('选东门入口'));
      await waitFor(() => expect(screen.getByTitle('武林广场·东门入口')).toBeTruthy());
      expect(shown()).toBe('11');
      fireEvent.click(screen.getByText('换成西湖文化广场'));
      await waitFor(() => expect(shown()).toBe('空'));
      await waitFor(() => expect(again.calls.map((c) => c.params)).toEqual([{ parkId: 1002 }, { parkId: 1001 }]));
    },
  );

  it('a parent emptied under a requiresParent select clears it and asks for the parent again', async () => {
    const fake = services();
    renderWithServices(<Harness kind="row" initial={1002} requiresParent />, fake);
    fireEvent.click(screen.getByText('选东门入口'));
    await waitFor(() => expect(screen.getByTitle('武林广场·东门入口')).toBeTruthy());
    fireEvent.click(screen.getByText('清空车场'));
    await waitFor(() => expect(shown()).toBe('空'));
    expect(document.body.textContent).toContain('请先选择车场');
  });

  it('without requiresParent it loads lazily: nothing until the select opens, then every gate', async () => {
    const fake = services();
    renderWithServices(<Harness kind="search" initial={undefined} requiresParent={false} />, fake);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.calls).toHaveLength(0);
    fireEvent.mouseDown(select().querySelector('.ant-select-selector') as HTMLElement);
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(fake.calls[0].params).toBeUndefined();
    await waitFor(() => expect(screen.getAllByText('西湖文化广场·北门入口').length).toBeGreaterThan(0));
  });
});

describe('search fields linked to their parents', () => {
  it('links the gate search field to the park search field by its parameter', () => {
    const demo = area({ search: 'parkId' }, false);
    const fields = linkSearchParents(
      buildSearchFields([
        { dataIndex: 'parkId', title: '车场', valueType: 'select', dictionary: 'park', search: true },
        { dataIndex: 'gateId', title: '出入口', valueType: 'select', search: { dictionary: 'gate' } },
        { dataIndex: 'plateNo', title: '车牌号', valueType: 'plate', search: true },
      ]),
      demo,
    );
    expect(fields.map((f) => [f.title, f.parents?.map((p) => p.title) ?? []])).toEqual([
      ['车场', []],
      ['出入口', ['车场']],
      ['车牌号', []],
    ]);
  });
});

vi.setConfig({ testTimeout: 15000 });
