/**
 * `npm run schemas:migrate`: each retired form rewritten to the current one (old → new, on the text, formatting
 * kept), nothing else touched, and a second run changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { migrateText } from './migrateText';
import { planEdits } from './planEdits';

const doc = (body: Record<string, unknown>) => `${JSON.stringify(body, null, 2)}\n`;

type Case = [name: string, old: Record<string, unknown>, migrated: Record<string, unknown>];

const cases: Case[] = [
  [
    'x-component-props of a form field → fieldProps',
    {
      views: {
        f: {
          kind: 'form',
          submit: 's',
          schema: { type: 'object', properties: { remark: { use: 'remark', 'x-component-props': { rows: 4 } } } },
        },
      },
    },
    {
      views: {
        f: { kind: 'form', submit: 's', schema: { type: 'object', properties: { remark: { use: 'remark', fieldProps: { rows: 4 } } } } },
      },
    },
  ],
  [
    'x-component-props next to fieldProps → merged into fieldProps (the editor props win)',
    { fields: { money: { title: '金额', valueType: 'money', fieldProps: { a: 1, b: 1 }, 'x-component-props': { b: 2 } } } },
    { fields: { money: { title: '金额', valueType: 'money', fieldProps: { a: 1, b: 2 } } } },
  ],
  [
    'props of a component view → fieldProps',
    { views: { map: { kind: 'component', component: 'DeviceMap', props: { endpoint: 'points' } } } },
    { views: { map: { kind: 'component', component: 'DeviceMap', fieldProps: { endpoint: 'points' } } } },
  ],
  [
    'items of a dictionary → options',
    {
      dictionaries: {
        yesNo: {
          items: [
            { value: 1, label: '是' },
            { value: 0, label: '否' },
          ],
        },
      },
    },
    {
      dictionaries: {
        yesNo: {
          options: [
            { value: 1, label: '是' },
            { value: 0, label: '否' },
          ],
        },
      },
    },
  ],
  [
    'items of a table field → tableColumns',
    { fields: { cars: { title: '车辆', valueType: 'table', items: { type: 'object', properties: { plateNo: { use: 'plateNo' } } } } } },
    {
      fields: {
        cars: { title: '车辆', valueType: 'table', tableColumns: { type: 'object', properties: { plateNo: { use: 'plateNo' } } } },
      },
    },
  ],
  [
    'columns of a detail section → perRow (its items stay)',
    { views: { d: { kind: 'detail', endpoint: 'e', sections: [{ title: '基本信息', columns: 3, items: [{ use: 'plateNo' }] }] } } },
    { views: { d: { kind: 'detail', endpoint: 'e', sections: [{ title: '基本信息', perRow: 3, items: [{ use: 'plateNo' }] }] } } },
  ],
  [
    'columns of a form layout → gridColumns',
    {
      views: {
        f: {
          kind: 'form',
          submit: 's',
          layout: { columns: 2, labelWidth: 100 },
          schema: { type: 'object', properties: { a: { use: 'a' } } },
        },
      },
    },
    {
      views: {
        f: {
          kind: 'form',
          submit: 's',
          layout: { gridColumns: 2, labelWidth: 100 },
          schema: { type: 'object', properties: { a: { use: 'a' } } },
        },
      },
    },
  ],
  [
    'batch of an action → removed (batchActions says it)',
    { actions: { batchRemove: { kind: 'request', label: '批量删除', endpoint: 'remove', batch: true } } },
    { actions: { batchRemove: { kind: 'request', label: '批量删除', endpoint: 'remove' } } },
  ],
  [
    'method PATCH → PUT',
    { endpoints: { update: { method: 'PATCH', path: '/x/{id}', operation: 'update' } } },
    { endpoints: { update: { method: 'PUT', path: '/x/{id}', operation: 'update' } } },
  ],
  [
    'then of a form submit → onSuccess',
    { views: { f: { kind: 'form', submits: [{ label: '提交审核', endpoint: 'create', then: 'submitApproval', primary: true }] } } },
    { views: { f: { kind: 'form', submits: [{ label: '提交审核', endpoint: 'create', onSuccess: 'submitApproval', primary: true }] } } },
  ],
  [
    "dataIndex of a calendar's rows → rowKey (other dataIndex stay)",
    {
      views: {
        c: {
          kind: 'calendar',
          rows: { dataIndex: 'staffId', title: '员工', label: 'staffName' },
          cell: { dataIndex: 'shiftId', dictionary: 'shift' },
        },
      },
    },
    {
      views: {
        c: {
          kind: 'calendar',
          rows: { rowKey: 'staffId', title: '员工', label: 'staffName' },
          cell: { dataIndex: 'shiftId', dictionary: 'shift' },
        },
      },
    },
  ],
  [
    'onOpen naming an endpoint no action calls → a request action of that name, labelled with the endpoint title',
    {
      endpoints: { markRead: { title: '标记已读', method: 'POST', path: '/r' } },
      views: { d: { kind: 'detail', endpoint: 'e', onOpen: 'markRead' } },
      actions: { view: { kind: 'open', label: '查看', view: 'd' } },
    },
    {
      endpoints: { markRead: { title: '标记已读', method: 'POST', path: '/r' } },
      views: { d: { kind: 'detail', endpoint: 'e', onOpen: 'markRead' } },
      actions: { view: { kind: 'open', label: '查看', view: 'd' }, markRead: { kind: 'request', label: '标记已读', endpoint: 'markRead' } },
    },
  ],
  [
    'onSuccess naming an endpoint a request action calls → that action (reused, not duplicated)',
    {
      endpoints: { approve: { method: 'POST', path: '/a' } },
      views: { f: { kind: 'form', submits: [{ label: '提交审核', endpoint: 'create', onSuccess: 'approve' }] } },
      actions: { submitApproval: { kind: 'request', label: '提交审核', endpoint: 'approve', confirm: '确认提交？' } },
    },
    {
      endpoints: { approve: { method: 'POST', path: '/a' } },
      views: { f: { kind: 'form', submits: [{ label: '提交审核', endpoint: 'create', onSuccess: 'submitApproval' }] } },
      actions: { submitApproval: { kind: 'request', label: '提交审核', endpoint: 'approve', confirm: '确认提交？' } },
    },
  ],
  [
    'then naming an endpoint whose name another action has → onSuccess naming a new action <endpoint>Action (an action with input is not reused)',
    {
      endpoints: { audit: { title: '审核', method: 'POST', path: '/a' } },
      views: { f: { kind: 'form', submits: [{ label: '提交', endpoint: 'create', then: 'audit' }] } },
      actions: {
        audit: { kind: 'open', label: '审核', view: 'f' },
        reject: {
          kind: 'request',
          label: '驳回',
          endpoint: 'audit',
          input: { schema: { type: 'object', properties: { reason: { title: '原因' } } } },
        },
      },
    },
    {
      endpoints: { audit: { title: '审核', method: 'POST', path: '/a' } },
      views: { f: { kind: 'form', submits: [{ label: '提交', endpoint: 'create', onSuccess: 'auditAction' }] } },
      actions: {
        audit: { kind: 'open', label: '审核', view: 'f' },
        reject: {
          kind: 'request',
          label: '驳回',
          endpoint: 'audit',
          input: { schema: { type: 'object', properties: { reason: { title: '原因' } } } },
        },
        auditAction: { kind: 'request', label: '审核', endpoint: 'audit' },
      },
    },
  ],
  [
    'rowKey of the area → entities.<entity>.rowKey of every entity its endpoints name (not a shared one, not one that declares its own)',
    {
      area: 'coupon',
      rowKey: 'couponId',
      entities: { parkOrder: { sharedFrom: 'stopFee' }, grant: { rowKey: 'grantId' } },
      endpoints: {
        list: { method: 'GET', path: '/c', operation: 'list', entity: 'couponBatch' },
        stats: { method: 'GET', path: '/s', operation: 'custom' },
        orders: { method: 'GET', path: '/o', operation: 'aggregate', entity: 'parkOrder' },
        grants: { method: 'GET', path: '/g', operation: 'list', entity: 'grant' },
      },
    },
    {
      area: 'coupon',
      entities: {
        parkOrder: { sharedFrom: 'stopFee' },
        grant: { rowKey: 'grantId' },
        couponBatch: { rowKey: 'couponId' },
        coupon: { rowKey: 'couponId' },
      },
      endpoints: {
        list: { method: 'GET', path: '/c', operation: 'list', entity: 'couponBatch' },
        stats: { method: 'GET', path: '/s', operation: 'custom' },
        orders: { method: 'GET', path: '/o', operation: 'aggregate', entity: 'parkOrder' },
        grants: { method: 'GET', path: '/g', operation: 'list', entity: 'grant' },
      },
    },
  ],
  [
    'rowKey id of the area → removed (it is the default)',
    { area: 'park', rowKey: 'id', endpoints: { list: { method: 'GET', path: '/p', operation: 'list' } } },
    { area: 'park', endpoints: { list: { method: 'GET', path: '/p', operation: 'list' } } },
  ],
  [
    "rowKey of a list on a generic list endpoint → its entity's (winning over the area's); a list on a custom endpoint keeps its own",
    {
      area: 'coupon',
      rowKey: 'couponId',
      endpoints: {
        stations: { method: 'GET', path: '/st', operation: 'list', entity: 'station' },
        images: { method: 'GET', path: '/i', operation: 'custom' },
      },
      views: {
        stations: { kind: 'list', endpoint: 'stations', rowKey: 'stationId', columns: [] },
        images: { kind: 'list', endpoint: 'images', rowKey: 'imageId', columns: [] },
      },
    },
    {
      area: 'coupon',
      endpoints: {
        stations: { method: 'GET', path: '/st', operation: 'list', entity: 'station' },
        images: { method: 'GET', path: '/i', operation: 'custom' },
      },
      views: {
        stations: { kind: 'list', endpoint: 'stations', columns: [] },
        images: { kind: 'list', endpoint: 'images', rowKey: 'imageId', columns: [] },
      },
      entities: { station: { rowKey: 'stationId' }, coupon: { rowKey: 'couponId' } },
    },
  ],
  [
    'a template body is migrated like the same thing written in place',
    {
      templates: {
        twoPerRow: { params: { title: { type: 'string' } }, body: { title: '${title}', columns: 2, items: [{ use: 'plateNo' }] } },
      },
    },
    {
      templates: {
        twoPerRow: { params: { title: { type: 'string' } }, body: { title: '${title}', perRow: 2, items: [{ use: 'plateNo' }] } },
      },
    },
  ],
];

describe('npm run schemas:migrate', () => {
  it.each(cases)('%s', async (_name, old, migrated) => {
    const result = await migrateText(doc(old));
    expect(JSON.parse(result.text)).toEqual(migrated);
    // The order of properties is kept: a renamed property stays where it was.
    expect(Object.keys(JSON.parse(result.text))).toEqual(Object.keys(migrated));
    expect(JSON.stringify(JSON.parse(result.text))).toBe(JSON.stringify(migrated));
    const again = await migrateText(result.text);
    expect(again.edits).toEqual([]);
    expect(again.text).toBe(result.text);
  });

  it('leaves the current forms alone, including template arguments named like an old property', async () => {
    const current = doc({
      endpoints: { markRead: { method: 'POST', path: '/r' } },
      actions: { markRead: { kind: 'request', label: '标记已读', endpoint: 'markRead' } },
      dictionaries: { yesNo: { options: [{ value: 1, label: '是' }] } },
      instances: [{ template: 'pick', with: { items: [{ value: 1, label: '是' }], columns: 2, batch: true } }],
      views: {
        d: { kind: 'detail', endpoint: 'e', onOpen: 'markRead', sections: [{ perRow: 2, items: [{ use: 'plateNo', title: '车牌号' }] }] },
      },
    });
    const result = await migrateText(current);
    expect(result.edits).toEqual([]);
    expect(result.text).toBe(current);
  });

  it('changes only the migrated text: the layout of a Prettier-formatted document is kept', async () => {
    const text = [
      '{',
      '  "dictionaries": {',
      '    "yesNo": { "items": [{ "value": 1, "label": "是" }] }',
      '  },',
      '  "actions": {',
      '    "remove": {',
      '      "kind": "request",',
      '      "label": "批量删除",',
      '      "batch": true,',
      '      "endpoint": "remove"',
      '    }',
      '  }',
      '}',
      '',
    ].join('\n');
    const result = await migrateText(text);
    expect(result.text).toBe(
      [
        '{',
        '  "dictionaries": {',
        '    "yesNo": { "options": [{ "value": 1, "label": "是" }] }',
        '  },',
        '  "actions": {',
        '    "remove": {',
        '      "kind": "request",',
        '      "label": "批量删除",',
        '      "endpoint": "remove"',
        '    }',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('leaves text that is not JSON as it is and says why', async () => {
    const result = await migrateText('{ "a": ');
    expect(result.text).toBe('{ "a": ');
    expect(result.syntaxError).toBeTruthy();
  });

  it('plans one edit per old form, at its path', () => {
    expect(planEdits({ views: { f: { kind: 'form', layout: { columns: 2 } } }, actions: { a: { label: 'A', batch: false } } })).toEqual([
      { kind: 'rename', path: ['views', 'f', 'layout', 'columns'], to: 'gridColumns' },
      { kind: 'remove', path: ['actions', 'a', 'batch'] },
    ]);
  });
});
