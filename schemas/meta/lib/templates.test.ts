import { describe, expect, it } from 'vitest';
import { expandTemplates, isTemplateInstance, type TemplateDefinition } from './templates';
import { interpolate, wholePlaceholder } from './templatePlaceholders';

const column: TemplateDefinition = {
  params: {
    name: { type: 'string' },
    title: { type: 'string' },
    width: { type: 'integer', default: 120 },
  },
  body: { dataIndex: '${name}', title: '${title}', width: '${width}' },
};
const figures: TemplateDefinition = {
  body: [{ use: 'offlineCount' }, { use: 'onlineRate' }],
};
const page: TemplateDefinition = {
  params: {
    kind: { type: 'string' },
    noun: { type: 'string' },
    columns: { type: 'array', default: [] },
  },
  body: {
    endpoints: {
      '${kind}List': { title: '${noun}列表', path: '/api/${kind}s' },
    },
    views: {
      '${kind}List': {
        kind: 'list',
        title: '${noun}管理',
        endpoint: '${kind}List',
        columns: '${columns}',
      },
    },
  },
};

describe('expandTemplates', () => {
  it('leaves a document without templates as it is (the same object)', () => {
    const doc = { area: 'a', views: { list: { kind: 'list' } } };
    expect(expandTemplates(doc).doc).toBe(doc);
  });

  it.each<[string, unknown, unknown]>([
    [
      'a whole-value placeholder keeps the type (number)',
      { template: 'column', with: { name: 'fee', title: '费用', width: 90 } },
      { dataIndex: 'fee', title: '费用', width: 90 },
    ],
    [
      'a missing parameter takes its default',
      { template: 'column', with: { name: 'fee', title: '费用' } },
      { dataIndex: 'fee', title: '费用', width: 120 },
    ],
  ])('%s', (_, instance, expected) => {
    const { doc, problems } = expandTemplates({
      templates: { column },
      views: { list: { columns: [instance] } },
    });
    expect(problems).toEqual([]);
    expect(doc).toEqual({ views: { list: { columns: [expected] } } });
  });

  it('splices an array body into the array it is written in (a field group)', () => {
    const { doc } = expandTemplates({
      templates: { figures },
      views: {
        stat: {
          columns: [{ use: 'statDate' }, { template: 'figures' }, { use: 'remark' }],
        },
      },
    });
    expect(doc).toEqual({
      views: {
        stat: {
          columns: [{ use: 'statDate' }, { use: 'offlineCount' }, { use: 'onlineRate' }, { use: 'remark' }],
        },
      },
    });
  });

  it('merges an instance of `instances` into the sections, names and texts interpolated, arrays passed whole', () => {
    const { doc, problems } = expandTemplates({
      area: 'device',
      endpoints: { other: { path: '/x' } },
      templates: { page, figures },
      instances: [
        {
          template: 'page',
          with: {
            kind: 'ballcamera',
            noun: '球机',
            columns: [{ use: 'deviceName' }, { template: 'figures' }],
          },
        },
      ],
    });
    expect(problems).toEqual([]);
    expect(doc).toEqual({
      area: 'device',
      endpoints: {
        other: { path: '/x' },
        ballcameraList: { title: '球机列表', path: '/api/ballcameras' },
      },
      views: {
        ballcameraList: {
          kind: 'list',
          title: '球机管理',
          endpoint: 'ballcameraList',
          columns: [{ use: 'deviceName' }, { use: 'offlineCount' }, { use: 'onlineRate' }],
        },
      },
    });
  });

  const form: TemplateDefinition = {
    params: { title: { type: 'string' }, load: { type: 'string', optional: true }, extra: { type: 'object', optional: true } },
    body: { kind: 'form', title: '${title}', load: '${load}', actions: ['save', '${load}', 'back'], extra: '${extra}' },
  };
  it.each<[string, Record<string, unknown>, unknown]>([
    [
      'an optional parameter given: its value, like any other',
      { title: '复制', load: 'detail' },
      { kind: 'form', title: '复制', load: 'detail', actions: ['save', 'detail', 'back'] },
    ],
    [
      'an optional parameter left out: the property and the array item holding it are dropped',
      { title: '新增' },
      { kind: 'form', title: '新增', actions: ['save', 'back'] },
    ],
    [
      'an optional parameter given null: dropped as when left out',
      { title: '新增', load: null, extra: null },
      { kind: 'form', title: '新增', actions: ['save', 'back'] },
    ],
    [
      'an optional object given',
      { title: '新增', extra: { a: 1 } },
      { kind: 'form', title: '新增', actions: ['save', 'back'], extra: { a: 1 } },
    ],
  ])('%s', (_, given, expected) => {
    const { doc, problems } = expandTemplates({ templates: { form }, views: { f: { template: 'form', with: given } } });
    expect(problems).toEqual([]);
    expect(doc).toEqual({ views: { f: expected } });
  });

  it('uses a library template unless the area defines one of the same name', () => {
    const library = {
      templates: { column: { body: { title: '公共' } }, figures },
    };
    const { doc } = expandTemplates(
      {
        templates: { column: { body: { title: '本区域' } } },
        views: {
          a: { columns: [{ template: 'column' }, { template: 'figures' }] },
        },
      },
      library,
    );
    expect(doc).toEqual({
      views: {
        a: {
          columns: [{ title: '本区域' }, { use: 'offlineCount' }, { use: 'onlineRate' }],
        },
      },
    });
  });

  it('keeps value sources such as {"param": "id"} as they are: only ${…} is a placeholder', () => {
    const body = {
      path: '/api/${kind}/{id}',
      pathParams: { id: { param: 'id' } },
    };
    const { doc } = expandTemplates({
      templates: { detail: { params: { kind: { type: 'string' } }, body } },
      endpoints: { d: { template: 'detail', with: { kind: 'parks' } } },
    });
    expect(doc).toEqual({
      endpoints: {
        d: { path: '/api/parks/{id}', pathParams: { id: { param: 'id' } } },
      },
    });
  });

  type ProblemCase = [string, Record<string, unknown>, { rule: string; args: string[]; site: string; template?: string }];
  const cases: ProblemCase[] = [
    ['unknown template', { views: { a: { template: 'colum' } } }, { rule: 'unknownTemplate', args: ['colum'], site: '/views/a/template' }],
    [
      'missing parameter',
      { views: { a: { template: 'column', with: { name: 'x' } } } },
      {
        rule: 'missingTemplateParam',
        args: ['column', 'title'],
        site: '/views/a/with',
        template: '/templates/column/params/title',
      },
    ],
    [
      'extra parameter',
      {
        views: {
          a: {
            template: 'column',
            with: { name: 'x', title: 'y', label: 'z' },
          },
        },
      },
      {
        rule: 'unknownTemplateParam',
        args: ['column', 'label', 'name、title、width'],
        site: '/views/a/with/label',
        template: '/templates/column/params',
      },
    ],
    [
      'parameter of the wrong type',
      {
        views: {
          a: {
            template: 'column',
            with: { name: 'x', title: 'y', width: '90' },
          },
        },
      },
      {
        rule: 'templateParamType',
        args: ['column', 'width', 'integer', 'string'],
        site: '/views/a/with/width',
        template: '/templates/column/params/width/type',
      },
    ],
    [
      'undeclared placeholder',
      {
        templates: { t: { body: { title: '${noun}' } } },
        views: { a: { template: 't' } },
      },
      {
        rule: 'undeclaredPlaceholder',
        args: ['t', 'noun'],
        site: '/views/a',
        template: '/templates/t/body/title',
      },
    ],
    [
      'an object inside text',
      {
        templates: {
          t: { params: { o: { type: 'object' } }, body: { title: '标题${o}' } },
        },
        views: { a: { template: 't', with: { o: {} } } },
      },
      {
        rule: 'placeholderNotText',
        args: ['t', 'o', 'object'],
        site: '/views/a',
        template: '/templates/t/body/title',
      },
    ],
    [
      'an optional parameter left out but used inside text',
      {
        templates: { t: { params: { load: { type: 'string', optional: true } }, body: { title: '加载${load}' } } },
        views: { a: { template: 't' } },
      },
      {
        rule: 'omittedParamInText',
        args: ['t', 'load'],
        site: '/views/a',
        template: '/templates/t/body/title',
      },
    ],
    [
      'a template instantiating itself',
      {
        templates: { t: { body: [{ template: 't' }] } },
        views: { a: { columns: [{ template: 't' }] } },
      },
      {
        rule: 'templateCycle',
        args: ['t → t'],
        site: '/views/a/columns/0',
        template: '/templates/t/body/0',
      },
    ],
    [
      'an instance of `instances` that is not a fragment',
      { templates: { figures }, instances: [{ template: 'figures' }] },
      {
        rule: 'instanceNotFragment',
        args: ['figures', 'fields、endpoints、dictionaries、entities、views、actions'],
        site: '/instances/0',
        template: '/templates/figures/body',
      },
    ],
    [
      'a name the document already has',
      {
        templates: { page },
        views: { parkList: {} },
        instances: [{ template: 'page', with: { kind: 'park', noun: '车场' } }],
      },
      {
        rule: 'templateNameCollision',
        args: ['page', 'views', 'parkList'],
        site: '/instances/0',
        template: '/templates/page/body/views/${kind}List',
      },
    ],
  ];

  it.each(cases)('reports %s at the instance and at the template', (_, doc, expected) => {
    const { problems } = expandTemplates({
      templates: { column, page, figures },
      ...doc,
    });
    expect(
      problems.map((p) => ({
        rule: p.rule,
        args: p.args,
        site: p.site,
        ...(p.template ? { template: p.template.pointer } : {}),
      })),
    ).toEqual([expected]);
  });

  it('tells where every expanded value was written', () => {
    const { origin } = expandTemplates(
      {
        templates: { page },
        views: { own: { kind: 'list' } },
        instances: [
          {
            template: 'page',
            with: { kind: 'park', noun: '车场', columns: [{ use: 'parkId' }] },
          },
        ],
      },
      undefined,
      { trackOrigins: true },
    );
    expect(origin('/views/own/kind')).toEqual({
      source: 'area',
      pointer: '/views/own/kind',
    });
    expect(origin('/views/parkList/title')).toEqual({
      source: 'area',
      pointer: '/templates/page/body/views/${kind}List/title',
      instance: '/instances/0',
    });
    expect(origin('/views/parkList/columns/0/use')).toEqual({
      source: 'area',
      pointer: '/instances/0/with/columns/0/use',
    });
  });
});

describe('placeholders', () => {
  it.each<[string, string | undefined]>([
    ['${title}', 'title'],
    ['${title}管理', undefined],
    ['{id}', undefined],
    ['$title', undefined],
  ])('%s is a whole-value placeholder of %s', (text, name) => expect(wholePlaceholder(text)).toBe(name));

  it('interpolates strings and numbers only', () => {
    const values: Record<string, unknown> = { kind: 'park', n: 3, o: {} };
    const valueOf = (name: string) => (name in values ? { found: true, value: values[name] } : { found: false });
    expect(interpolate('${kind}List${n}', valueOf)).toEqual({
      text: 'parkList3',
      failures: [],
    });
    expect(interpolate('a${o}b${x}', valueOf)).toEqual({
      text: 'a${o}b${x}',
      failures: [
        { kind: 'notText', name: 'o', actual: 'object' },
        { kind: 'undeclared', name: 'x' },
      ],
    });
  });

  it('knows an instance by its keys: template and with only', () => {
    expect([
      isTemplateInstance({ template: 'a' }),
      isTemplateInstance({ template: 'a', with: {} }),
      isTemplateInstance({ template: 'a', title: 'x' }),
      isTemplateInstance({ template: 1 }),
    ]).toEqual([true, true, false, false]);
  });
});
