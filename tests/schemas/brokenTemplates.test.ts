/**
 * Templates in `npm run schemas:check`: each fixture of tests/schemas/fixtures/templates has one mistake; the check
 * reports it at the instance in the document (line:column + pointer) and, where it comes from a template, at the
 * template too (line:column + pointer, and the pointer in the expanded document).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkAll } from '../../scripts/schemas/checkAll';
import { formatProblem } from '../../scripts/schemas/problem';
import { templateMessages } from '../../scripts/schemas/lint/templateMessages';

const dir = 'tests/schemas/fixtures/templates';

/** fixture, problems in all (one per instance when the mistake is in a shared template), then the first problem. */
type Case = [fixture: string, count: number, rule: string, at: string, zh: string, en: string, template: string | undefined];

const cases: Case[] = [
  [
    'templateCycle',
    2,
    'templateCycle',
    '117:5 /instances/0',
    '模板不能实例化自身：recordPage → nameColumns → nameColumns',
    'a template cannot instantiate itself: recordPage → nameColumns → nameColumns',
    'nameColumns 110:9 /templates/nameColumns/body/2',
  ],
  [
    'templateExtraParam',
    1,
    'unknownTemplateParam',
    '128:9 /instances/1/with/title',
    '模板 "recordPage" 没有参数 "title"（声明的参数：kind、noun、permissionPrefix、statusColumn）',
    'template "recordPage" has no parameter "title" (declared: kind, noun, permissionPrefix, statusColumn)',
    'recordPage 26:17 /templates/recordPage/params',
  ],
  [
    'templateMetaSchema',
    2,
    'meta-schema',
    '114:5 /instances/0',
    '取值应为以下之一："list"、"form"、"detail"、"tabs"、"calendar"、"component"、"dashboard"、"monitor"（是否想写 "list"？）',
    'must be one of "list", "form", "detail", "tabs", "calendar", "component", "dashboard", "monitor" (did you mean "list"?)',
    'recordPage 71:21 /templates/recordPage/body/views/${kind}List/kind → /views/noticeList/kind',
  ],
  [
    'templateMissingParam',
    1,
    'missingTemplateParam',
    '124:15 /instances/1/with',
    '模板 "recordPage" 缺少参数 "noun"：它没有默认值，须在 with 中给出',
    'template "recordPage" lacks parameter "noun": it has no default, so with must give it',
    'recordPage 31:17 /templates/recordPage/params/noun',
  ],
  [
    'templateNameCollision',
    1,
    'templateNameCollision',
    '124:5 /instances/0',
    '模板 "recordPage" 展开后的 views "noticeList" 与文档中已有的重名',
    'views "noticeList" from template "recordPage" is already defined in the document',
    'recordPage 80:26 /templates/recordPage/body/views/${kind}List',
  ],
  [
    'templateNotFragment',
    1,
    'instanceNotFragment',
    '130:5 /instances/2',
    'instances 中的模板 "nameColumns" 的内容须是文档片段：只含 fields、endpoints、dictionaries、entities、views、actions 这些部分，每部分是 名称 → 定义',
    'template "nameColumns" in instances must have a document fragment as body: only the sections fields, endpoints, dictionaries, entities, views, actions, each a map of names',
    'nameColumns 100:15 /templates/nameColumns/body',
  ],
  [
    'templateOmittedParamInText',
    2,
    'omittedParamInText',
    '119:5 /instances/0',
    '模板 "recordPage" 在文字或属性名中使用可选参数 "hint"，而实例没有给出它：可选参数只能单独作为整个值（"${hint}"），不给时该属性或数组项省略',
    'template "recordPage" uses the optional parameter "hint" inside text or a property name, and the instance leaves it out: an optional parameter can only be a whole value ("${hint}"), dropped with its property or array item when left out',
    'recordPage 77:22 /templates/recordPage/body/views/${kind}List/title',
  ],
  [
    'templateParamType',
    1,
    'templateParamType',
    '128:25 /instances/1/with/statusColumn',
    '模板 "recordPage" 的参数 "statusColumn" 应为对象（object），实际为字符串（string）',
    'parameter "statusColumn" of template "recordPage" must be of type object, not string',
    'recordPage 40:19 /templates/recordPage/params/statusColumn/type',
  ],
  [
    'templatePlaceholderNotText',
    2,
    'placeholderNotText',
    '114:5 /instances/0',
    '模板 "recordPage" 在文字或属性名中使用参数 "statusColumn"，它须为字符串或数字，实际为对象（object）',
    'template "recordPage" uses parameter "statusColumn" inside text or a property name, so it must be a string or a number, not object',
    'recordPage 72:22 /templates/recordPage/body/views/${kind}List/title',
  ],
  [
    'templateUndeclaredPlaceholder',
    2,
    'undeclaredPlaceholder',
    '114:5 /instances/0',
    '模板 "recordPage" 中的 ${nown} 不是声明的参数',
    '${nown} in template "recordPage" is not a declared parameter',
    'recordPage 92:24 /templates/recordPage/body/actions/${kind}Remove/confirm',
  ],
  [
    'templateUnknown',
    1,
    'unknownTemplate',
    '123:19 /instances/1/template',
    '未知的模板 "recordPages"（本文档 templates 与 schemas/common/fields.json 的 templates 中都没有）',
    'unknown template "recordPages" (not in this document\'s templates nor in those of schemas/common/fields.json)',
    undefined,
  ],
  [
    'templateUnknownEndpoint',
    2,
    'unknownEndpoint',
    '114:5 /instances/0',
    '未知的接口 "noticeDelete"（是否想写 "noticeRemove"？）',
    'unknown endpoint "noticeDelete" (did you mean "noticeRemove"?)',
    'recordPage 91:25 /templates/recordPage/body/actions/${kind}Remove/endpoint → /actions/noticeRemove/endpoint',
  ],
  [
    'templateWithValue',
    1,
    'unknownDictionary',
    '124:25 /instances/0/with/statusColumn/dictionary',
    '未知的字典 "recordStatu"（是否想写 "recordStatus"？）',
    'unknown dictionary "recordStatu" (did you mean "recordStatus"?)',
    undefined,
  ],
];

describe('schemas:check expands templates and reports their problems where they are written', () => {
  it.each(cases)('%s → %i problem(s), the first %s', (fixture, count, rule, at, zh, en, template) => {
    const file = `${dir}/${fixture}.json`;
    const { problems } = checkAll([file]);
    expect(problems).toHaveLength(count);
    const [first] = problems;
    expect({
      rule: first.rule,
      at: `${first.line}:${first.column} ${first.pointer}`,
      zh: first.zh,
      en: first.en,
      file: first.file,
    }).toEqual({ rule, at, zh, en, file });
    const t = first.template;
    expect(t && `${t.name} ${t.line}:${t.column} ${t.pointer}${t.expanded ? ' → ' + t.expanded : ''}`).toEqual(template);
    if (t) expect(t.file).toBe(file);
  });

  it('refuses an optional parameter with a default (the meta-schema, with a message saying why)', () => {
    const path = `${dir}/templateValid.json`;
    const doc = JSON.parse(readFileSync(path, 'utf8'));
    Object.assign(doc.templates.recordPage.params.noun, { optional: true, default: '记录' });
    const problems = checkAll([{ path, text: JSON.stringify(doc, null, 2) }]).problems.map((p) => [p.rule, p.pointer, p.zh]);
    expect(problems).toEqual([
      ['meta-schema', '/templates/recordPage/params/noun', '可选参数（optional）不写默认值：不给时其属性省略，给了默认值就总有值'],
    ]);
  });

  it('accepts the valid fixture, whose instances add two list pages', () => {
    expect(checkAll([`${dir}/templateValid.json`]).problems).toEqual([]);
  });

  it('has a broken fixture for every template rule', () => {
    const covered = new Set(cases.map((c) => c[2]));
    expect(Object.keys(templateMessages).filter((rule) => !covered.has(rule))).toEqual([]);
  });

  it('places a problem of a shared template (schemas/common) in the library file, and at each instance', () => {
    const library = `${dir}/library/common/fields.json`;
    const file = `${dir}/templateLibrary.json`;
    const problems = checkAll([library, file]).problems;
    expect(problems.map((p) => [`${p.file}:${p.line}:${p.column} ${p.pointer}`, p.zh, p.template])).toEqual(
      ['noticeList', 'alarmList'].map((list, i) => [
        `${file}:${109 + 8 * i}:5 /instances/${i}`,
        '取值 "txt" 不在允许的范围内（是否想写 "text"？）',
        {
          name: 'statusColumns',
          file: library,
          line: 652,
          column: 24,
          pointer: '/templates/statusColumns/body/1/valueType',
          expanded: `/views/${list}/columns/3/valueType`,
        },
      ]),
    );
  });

  it('prints the template position on a second line', () => {
    const [problem] = checkAll([`${dir}/templateUnknownEndpoint.json`]).problems;
    expect(formatProblem(problem).split('\n')).toEqual([
      `${dir}/templateUnknownEndpoint.json:114:5 /instances/0 未知的接口 "noticeDelete"（是否想写 "noticeRemove"？） (unknown endpoint "noticeDelete" (did you mean "noticeRemove"?))`,
      `  ↳ 模板 "recordPage" ${dir}/templateUnknownEndpoint.json:91:25 /templates/recordPage/body/actions/\${kind}Remove/endpoint（展开后 /actions/noticeRemove/endpoint） (in template "recordPage"; expanded at /actions/noticeRemove/endpoint)`,
    ]);
  });
});
