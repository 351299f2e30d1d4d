/** The messages of the template check (schemas/meta/lib/templates.ts finds the problems), in Chinese and English. */
import type { TemplateProblem, TemplateRule } from '../../../schemas/meta/lib/templates';
import type { Message } from './messages';

const typeNames: Record<string, string> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: 'null',
};
const zhType = (t: string) => `${typeNames[t] ?? t}（${t}）`;

export const templateMessages: Record<TemplateRule, (...args: string[]) => Message> = {
  unknownTemplate: (name) => ({
    zh: `未知的模板 "${name}"（本文档 templates 与 schemas/common/fields.json 的 templates 中都没有）`,
    en: `unknown template "${name}" (not in this document's templates nor in those of schemas/common/fields.json)`,
  }),
  missingTemplateParam: (template, param) => ({
    zh: `模板 "${template}" 缺少参数 "${param}"：它没有默认值，须在 with 中给出`,
    en: `template "${template}" lacks parameter "${param}": it has no default, so with must give it`,
  }),
  unknownTemplateParam: (template, param, declared) => ({
    zh: `模板 "${template}" 没有参数 "${param}"（声明的参数：${declared}）`,
    en: `template "${template}" has no parameter "${param}" (declared: ${declared.split('、').join(', ')})`,
  }),
  templateParamType: (template, param, expected, actual) => ({
    zh: `模板 "${template}" 的参数 "${param}" 应为${zhType(expected)}，实际为${zhType(actual)}`,
    en: `parameter "${param}" of template "${template}" must be of type ${expected}, not ${actual}`,
  }),
  undeclaredPlaceholder: (template, param) => ({
    zh: `模板 "${template}" 中的 \${${param}} 不是声明的参数`,
    en: `\${${param}} in template "${template}" is not a declared parameter`,
  }),
  placeholderNotText: (template, param, actual) => ({
    zh: `模板 "${template}" 在文字或属性名中使用参数 "${param}"，它须为字符串或数字，实际为${zhType(actual)}`,
    en: `template "${template}" uses parameter "${param}" inside text or a property name, so it must be a string or a number, not ${actual}`,
  }),
  omittedParamInText: (template, param) => ({
    zh: `模板 "${template}" 在文字或属性名中使用可选参数 "${param}"，而实例没有给出它：可选参数只能单独作为整个值（"\${${param}}"），不给时该属性或数组项省略`,
    en: `template "${template}" uses the optional parameter "${param}" inside text or a property name, and the instance leaves it out: an optional parameter can only be a whole value ("\${${param}}"), dropped with its property or array item when left out`,
  }),
  templateCycle: (chain) => ({
    zh: `模板不能实例化自身：${chain}`,
    en: `a template cannot instantiate itself: ${chain}`,
  }),
  instanceNotFragment: (template, sections) => ({
    zh: `instances 中的模板 "${template}" 的内容须是文档片段：只含 ${sections} 这些部分，每部分是 名称 → 定义`,
    en: `template "${template}" in instances must have a document fragment as body: only the sections ${sections.split('、').join(', ')}, each a map of names`,
  }),
  templateNameCollision: (template, section, name) => ({
    zh: `模板 "${template}" 展开后的 ${section} "${name}" 与文档中已有的重名`,
    en: `${section} "${name}" from template "${template}" is already defined in the document`,
  }),
};

export const templateMessage = (p: TemplateProblem): Message => templateMessages[p.rule](...p.args);
