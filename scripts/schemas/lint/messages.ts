/** Every lint rule of `npm run schemas:check`, with its message in Chinese and English. */

export type Message = { zh: string; en: string };

export const lintMessages = {
  unknownEndpoint: (name: string) => ({ zh: `未知的接口 "${name}"`, en: `unknown endpoint "${name}"` }),
  exportWithoutList: () => ({
    zh: '导出接口需用 list 指明它沿用哪个列表接口的查询条件',
    en: 'an export endpoint needs `list`: the list endpoint whose search it takes',
  }),
  exportListNotList: (name: string) => ({
    zh: `导出接口的 list "${name}" 不是分页列表接口（operation: list）`,
    en: `the export's list "${name}" is not an endpoint with operation list`,
  }),
  unknownDictionary: (name: string) => ({ zh: `未知的字典 "${name}"`, en: `unknown dictionary "${name}"` }),
  unknownView: (name: string) => ({ zh: `未知的视图 "${name}"`, en: `unknown view "${name}"` }),
  widgetNotAggregate: (name: string) => ({
    zh: `部件的接口 "${name}" 不是聚合接口（operation: aggregate）`,
    en: `the widget's endpoint "${name}" is not an endpoint with operation aggregate`,
  }),
  unknownMeasure: (name: string) => ({ zh: `聚合接口中没有指标 "${name}"`, en: `the aggregate endpoint has no measure "${name}"` }),
  chartFieldNotGrouped: (name: string) => ({
    zh: `"${name}" 不是该聚合接口的分组字段（groupBy.field 或 groupBy.pivot）`,
    en: `"${name}" is not a group field of the aggregate endpoint (groupBy.field or groupBy.pivot)`,
  }),
  unknownAction: (name: string) => ({ zh: `未知的操作 "${name}"`, en: `unknown action "${name}"` }),
  calendarDefaultView: (name: string, views: readonly string[]) => ({
    zh: `默认视图 "${name}" 不在日历的 views（${views.join('、')}）中`,
    en: `default view "${name}" is not among the calendar's views (${views.join(', ')})`,
  }),
  monitorStateField: (name: string, candidates: readonly string[]) => ({
    zh: `状态字段 "${name}" 须是带字典的列（可选：${candidates.join('、') || '无'}）`,
    en: `state field "${name}" must be a column with a dictionary (candidates: ${candidates.join(', ') || 'none'})`,
  }),
  unknownComponent: (name: string, registered: readonly string[]) => ({
    zh: `未知的组件 "${name}"（已注册的组件：${registered.join('、')}）`,
    en: `unknown component "${name}" (registered: ${registered.join(', ')})`,
  }),
  componentRequired: () => ({
    zh: '值类型 component 需要 component（注册组件名，见 schemas/meta/components.json）',
    en: 'value type component needs component (a registered component name, see schemas/meta/components.json)',
  }),
  componentServes: (name: string, use: 'view' | 'field', serving: readonly string[]) => ({
    zh: `组件 "${name}" 不能用作${use === 'view' ? '视图' : '字段'}（可用作${use === 'view' ? '视图' : '字段'}的组件：${serving.join('、') || '无'}）`,
    en: `component "${name}" does not serve as a ${use} (components serving as a ${use}: ${serving.join(', ') || 'none'})`,
  }),
  unknownValidator: (name: string) => ({ zh: `未知的校验器 "${name}"`, en: `unknown validator "${name}"` }),
  validatorTakesNoArguments: (name: string) => ({
    zh: `校验器 "${name}" 没有参数，请写成字符串 "${name}"`,
    en: `validator "${name}" takes no arguments; write it as the string "${name}"`,
  }),
  unknownFieldVocabulary: (name: string) => ({
    zh: `未知的字段词汇 "${name}"（本文档 fields 与 schemas/common/fields.json 中都没有）`,
    en: `unknown field "${name}" (not in this document's fields nor in schemas/common/fields.json)`,
  }),
  unknownDataField: (name: string) => ({
    zh: `未知的字段 "${name}"（本区域的字段词汇、列、详情项与表单中都没有）`,
    en: `unknown field "${name}" (no vocabulary entry, column, detail item or form field of this area has it)`,
  }),
  unknownFormField: (name: string) => ({ zh: `表单中没有字段 "${name}"`, en: `the form has no field "${name}"` }),
  unknownRowField: (name: string) => ({
    zh: `计算表达式读取的字段 "${name}" 不是本视图的列（或详情项）`,
    en: `the expression reads "${name}", which is no column (or detail item) of this view`,
  }),
  ungroupedFormField: (name: string) => ({
    zh: `字段 "${name}" 不在任何分组中，不会显示`,
    en: `field "${name}" is in no group and would not be shown`,
  }),
  unsteppedFormField: (name: string) => ({
    zh: `字段 "${name}" 不在任何步骤中，不会显示`,
    en: `field "${name}" is in no step and would not be shown`,
  }),
  duplicateStepField: (name: string, step: string) => ({
    zh: `字段 "${name}" 已在步骤 "${step}" 中：每个字段只能属于一个步骤`,
    en: `field "${name}" is already in step "${step}": a field belongs to exactly one step`,
  }),
  stepsWithGroups: () => ({
    zh: 'steps 与 groups 不能同时使用：分步表单按步骤分块',
    en: 'steps and groups cannot be used together: a step form is divided by its steps',
  }),
  summaryStepNotLast: () => ({
    zh: '确认步骤（summary）只能是最后一步',
    en: 'the summary step must be the last step',
  }),
  incompleteField: (missing: ('dataIndex' | 'title' | 'valueType')[]) => ({
    zh: `字段缺少 ${missing.map((m) => `${m}（${{ dataIndex: '字段名', title: '标题', valueType: '值类型' }[m]}）`).join('、')}，或用 use 引用字段词汇`,
    en: `the field lacks ${missing.join(', ')}; or reference a vocabulary entry with use`,
  }),
  dictionaryRequired: (valueType: string) => ({
    zh: `值类型 ${valueType} 需要 dictionary`,
    en: `value type ${valueType} needs a dictionary`,
  }),
  tableItemsRequired: () => ({
    zh: '值类型 table 需要 tableColumns（表格的列）',
    en: 'value type table needs tableColumns (the columns of the table)',
  }),
  nestedTable: () => ({
    zh: '表格的列不能是 table（表格不能嵌套）',
    en: 'a table column cannot be a table (tables do not nest)',
  }),
  dictionarySource: () => ({
    zh: '字典需要 options 或 endpoint 二者恰好之一',
    en: 'a dictionary needs exactly one of options and endpoint',
  }),
  tagContrast: (color: string, contrast: number) => ({
    zh: `标签颜色 ${color} 上的白色文字对比度只有 ${contrast}:1（至少 4.5:1），请用更深的颜色或 antd 预设色名`,
    en: `white text on the tag colour ${color} has a contrast of only ${contrast}:1 (at least 4.5:1); use a darker colour or an antd preset name`,
  }),
  pathParamWithoutSource: (name: string) => ({
    zh: `路径参数 {${name}} 没有来源，请在 pathParams 中给出`,
    en: `path parameter {${name}} has no source; give it in pathParams`,
  }),
  pathParamNotInPath: (name: string) => ({
    zh: `pathParams 中的 "${name}" 不在路径中`,
    en: `"${name}" in pathParams does not occur in the path`,
  }),
  undeclaredViewParam: (name: string) => ({
    zh: `视图参数 "${name}" 没有在任何视图的 params 中声明，没有来源`,
    en: `view parameter "${name}" is declared in no view's params, so it has no source`,
  }),
  unknownViewParam: (view: string, name: string) => ({
    zh: `视图 "${view}" 没有声明参数 "${name}"`,
    en: `view "${view}" declares no parameter "${name}"`,
  }),
  missingViewParam: (view: string, name: string) => ({
    zh: `打开视图 "${view}" 缺少必需参数 "${name}"`,
    en: `opening view "${view}" lacks its required parameter "${name}"`,
  }),
  inputWithoutSource: (name: string, user: string) => ({
    zh: `输入字段 "${name}" 没有来源：${user} 没有包含它的输入表单`,
    en: `input field "${name}" has no source: ${user} has no input form with it`,
  }),
  pageWithoutRoute: (view: string) => ({
    zh: `视图 "${view}" 没有 route，不能以页面方式打开`,
    en: `view "${view}" has no route and cannot be opened as a page`,
  }),
  duplicateRoute: (route: string, other: string) => ({
    zh: `路由 "${route}" 与视图 "${other}" 重复`,
    en: `route "${route}" duplicates the one of view "${other}"`,
  }),
  duplicateArea: (area: string, otherFile: string) => ({
    zh: `区域名 "${area}" 与 ${otherFile} 重复，路由 /${area}/… 会冲突`,
    en: `area "${area}" is also defined by ${otherFile}; the routes /${area}/… would clash`,
  }),
  areaFileMismatch: (area: string, expected: string) => ({
    zh: `区域名 "${area}" 应与文件名一致："${expected}"`,
    en: `area "${area}" must match the file name: "${expected}"`,
  }),
  listRowKeyOnEntity: (entity: string, rowKey: string) => ({
    zh: `列表的行是实体 "${entity}" 的记录，行键由实体声明：请删除列表的 rowKey，改写 "entities": {"${entity}": {"rowKey": "${rowKey}"}}（npm run schemas:migrate 可自动改写）`,
    en: `the list's rows are records of entity "${entity}", whose key the entity declares: remove the list's rowKey and write "entities": {"${entity}": {"rowKey": "${rowKey}"}} (npm run schemas:migrate rewrites it)`,
  }),
  eventNamesEndpoint: (property: string, name: string) => ({
    zh: `${property} 应写操作名（kind 为 request 的操作），"${name}" 是接口名：请改为调用该接口的操作（npm run schemas:migrate 可自动改写）`,
    en: `${property} names an action (of kind request); "${name}" is an endpoint: name the action that calls it (npm run schemas:migrate rewrites it)`,
  }),
  eventActionKind: (property: string, name: string, kind: string) => ({
    zh: `${property} 执行的操作 "${name}" 须为 kind 为 request 且没有 input 的操作（它${kind === 'request' ? '有 input' : `的 kind 是 ${kind}`}）`,
    en: `the action "${name}" of ${property} must be of kind request without input (it ${kind === 'request' ? 'has an input' : `is of kind ${kind}`})`,
  }),
  batchActionMisplaced: (name: string) => ({
    zh: `操作 "${name}" 放在 batchActions 中（对勾选的行执行），不能再放在工具栏、行操作或详情中`,
    en: `action "${name}" is in batchActions (it acts on the selected rows) and cannot also be on the toolbar, a row or a detail`,
  }),
  duplicateEntity: (entity: string, ownerArea: string, ownerFile: string) => ({
    zh: `实体名 "${entity}" 已属于区域 "${ownerArea}"（${ownerFile}）：实体名在所有区域中唯一；若本文档确实读写该实体，请声明 "entities": {"${entity}": {"sharedFrom": "${ownerArea}"}}`,
    en: `entity "${entity}" already belongs to area "${ownerArea}" (${ownerFile}): entity names are unique across areas; if this document really reads and writes it, declare "entities": {"${entity}": {"sharedFrom": "${ownerArea}"}}`,
  }),
  sharedFromNotOwner: (entity: string, sharedFrom: string, owner: string | undefined) => ({
    zh: owner
      ? `实体 "${entity}" 属于区域 "${owner}"，不是 "${sharedFrom}"`
      : `区域 "${sharedFrom}" 没有实体 "${entity}"（没有文档自己使用它）`,
    en: owner
      ? `entity "${entity}" belongs to area "${owner}", not "${sharedFrom}"`
      : `area "${sharedFrom}" has no entity "${entity}" (no document uses it as its own)`,
  }),
  schemaReference: (expected: string) => ({
    zh: `$schema 应为 "${expected}"，编辑器才能按元模式自动补全与校验`,
    en: `$schema must be "${expected}" so editors can autocomplete and validate against the meta-schema`,
  }),
  paneCycle: (path: string[]) => ({
    zh: `窗格不能回到列表自身：${path.join(' → ')}`,
    en: `a pane cannot lead back to its own list: ${path.join(' → ')}`,
  }),
  halfCheckedFieldNotInForm: (field: string, half: string) => ({
    zh: `字段 "${field}" 的 tree.halfCheckedField "${half}" 不是同一表单中的字段，半选的键无处保存`,
    en: `tree.halfCheckedField "${half}" of field "${field}" is not a field of the same form, so the half-checked keys have nowhere to go`,
  }),
  searchSourceOutsideSearch: (what: 'dictionary' | 'endpoint', name: string) => ({
    zh: `${what === 'dictionary' ? '字典' : '接口'} "${name}" 的参数取自列表的其他查询项（{"search": …}），只能用作列表查询项的字典`,
    en: `${what} "${name}" takes parameters from other search fields ({"search": …}) and may only serve a list's search field as its dictionary`,
  }),
  unknownSearchParent: (list: string, name: string) => ({
    zh: `列表 "${list}" 没有参数为 "${name}" 的查询项，{"search": "${name}"} 无从取值`,
    en: `list "${list}" has no search field with parameter "${name}", so {"search": "${name}"} has no value`,
  }),
  rowSourceOutsideTable: (what: 'dictionary' | 'endpoint', name: string) => ({
    zh: `${what === 'dictionary' ? '字典' : '接口'} "${name}" 的参数取自表格的同一行（{"row": …}），只能用作表格（valueType table）列的字典`,
    en: `${what} "${name}" takes parameters from the same table row ({"row": …}) and may only serve a column of a table (valueType table) as its dictionary`,
  }),
  unknownRowParent: (table: string, name: string) => ({
    zh: `表格 ${table} 没有列 "${name}"，{"row": "${name}"} 无从取值`,
    en: `table ${table} has no column "${name}", so {"row": "${name}"} has no value`,
  }),
  validatorNeedsArguments: (name: string) => ({
    zh: `校验器 "${name}" 需要参数，请写成 {"${name}": {…}}`,
    en: `validator "${name}" needs arguments; write it as {"${name}": {…}}`,
  }),
  crossFieldValidatorOutsideForm: (name: string) => ({
    zh: `跨字段校验器 "${name}" 只能用在表单字段上（表格的列与列表列中不能用）`,
    en: `the cross-field validator "${name}" may only be used on a form field (not on a table column or a list column)`,
  }),
  uniqueInColumnNotTable: (name = 'uniqueInColumn') => ({
    zh: `${name} 只能用在表格字段（valueType table）上`,
    en: `${name} may only be used on a table field (valueType table)`,
  }),
  unknownTableColumn: (name: string) => ({ zh: `表格中没有列 "${name}"`, en: `the table has no column "${name}"` }),
  submitTextWithSubmits: () => ({
    zh: 'submitText 只与 submit 一起使用；submits 中每个按钮写自己的 label',
    en: 'submitText goes with submit only; each button of submits has its own label',
  }),
  stepsWithSubmits: () => ({
    zh: '分步表单（steps）只能有一个提交按钮：用 submit，或只有一项的 submits',
    en: 'a step form (steps) has one submit button: use submit, or submits with one entry',
  }),
  unknownState: (value: string, dictionary: string, states: readonly string[]) => ({
    zh: `状态 ${value} 不在状态字典 "${dictionary}" 中（可用的状态：${states.join('、')}）`,
    en: `state ${value} is not in the states dictionary "${dictionary}" (states: ${states.join(', ')})`,
  }),
  transitionWithoutStates: (entity: string) => ({
    zh: `实体 "${entity}" 没有声明 states（entities.${entity}.states），不能写 transition`,
    en: `entity "${entity}" declares no states (entities.${entity}.states), so no transition can be written`,
  }),
  transitionWithoutFrom: () => ({
    zh: '实体声明了 states，流转需要 from（允许执行的状态）',
    en: 'the entity declares states, so the transition needs from (the states it may start from)',
  }),
  createsLinkWithoutKey: (name: string) => ({
    zh: `关联 "${name}" 没有 key：经关联新增子记录时，须用 key 指明子记录中与本记录 by 字段相等的字段`,
    en: `link "${name}" has no key: creating child records through a link needs key, the child field equal to this record's by field`,
  }),
  createdWithoutCreates: () => ({
    zh: '流转没有 creates（新增子记录），答复不能读取新增的子记录',
    en: 'the transition has no creates (child records), so its answer cannot read created children',
  }),
  summaryWithoutSpec: () => ({
    zh: 'operation 为 summary 的接口需要 summary（按哪个字段汇总、答复哪些值）',
    en: 'an endpoint with operation summary needs summary (the field it groups by and the values it answers)',
  }),
  summaryOutsideOperation: (operation: string) => ({
    zh: `接口的 operation 为 ${operation}：summary 只用于 operation 为 summary 的接口`,
    en: `the endpoint has operation ${operation}: summary belongs to an endpoint with operation summary`,
  }),
  statesDictionaryStatic: (name: string) => ({
    zh: `状态字典 "${name}" 需要静态 options（状态与名称写在文档中）`,
    en: `the states dictionary "${name}" needs static options (the states and their names in the document)`,
  }),
  unknownLink: (name: string) => ({ zh: `实体没有声明关联 "${name}"（links）`, en: `the entity declares no link "${name}" (links)` }),
  unknownHistoryEntity: (name: string) => ({
    zh: `本文档没有接口使用实体 "${name}"，不能保存历史版本`,
    en: `no endpoint of this document uses the entity "${name}", it cannot keep the versions`,
  }),
  versionsHistorySelf: (entity: string) => ({
    zh: `实体 "${entity}" 的历史版本要保存在另一个实体中`,
    en: `the versions of the entity "${entity}" must be kept in another entity`,
  }),
  unknownScopeField: (name: string) => ({
    zh: `实体的视图（列表列、详情项、表单字段）中没有字段 "${name}"，模拟后端无法按它划分经销商的数据范围`,
    en: `no view of the entity (list column, detail item, form field) has the field "${name}", the mock cannot divide the records among dealers by it`,
  }),
  scopeFieldOnPlatform: () => ({
    zh: '全平台共用的记录（scope.by 为 platform）不按字段划分，不要写 field',
    en: 'records of the whole platform (scope.by platform) are not divided by a field; write no field',
  }),
  unknownVersionField: (name: string) => ({
    zh: `实体的视图（列表列、详情项、表单字段）中没有字段 "${name}"，模拟后端无法保存它`,
    en: `no view of the entity (list column, detail item, form field) has the field "${name}", the mock cannot store it`,
  }),
  unknownUniqueField: (name: string) => ({
    zh: `实体的视图（列表列、详情项、表单字段）中没有字段 "${name}"，模拟后端无法按它检查唯一`,
    en: `no view of the entity (list column, detail item, form field) has the field "${name}", the mock cannot check uniqueness by it`,
  }),
  uniqueOverlapNotPeriod: (name: string, valueType: string, wanted: readonly string[]) => ({
    zh: `有效期字段 "${name}" 的值类型为 ${valueType}，这里需要 ${wanted.join(' 或 ')}`,
    en: `the period field "${name}" has the value type ${valueType}; this needs ${wanted.join(' or ')}`,
  }),
  uniqueWithoutEntity: (entity: string) => ({
    zh: `本文档没有接口读写实体 "${entity}"（或它共用自另一区域）：唯一约束写在实体所属区域的文档中`,
    en: `no endpoint of this document reads and writes the entity "${entity}" (or it is shared from another area): its owner declares the unique constraints`,
  }),
  unknownComputation: (name: string) => ({
    zh: `未登记的流转计算 "${name}"（见 schemas/meta/stepComputations.json）`,
    en: `unregistered step computation "${name}" (see schemas/meta/stepComputations.json)`,
  }),
  unknownInput: (name: string) => ({ zh: `操作的输入表单中没有字段 "${name}"`, en: `the action's input form has no field "${name}"` }),
  unknownStepField: (name: string) => ({
    zh: `流转读取的字段 "${name}" 既不是本区域记录的字段，也不是操作输入表单的字段`,
    en: `the step reads "${name}", which is neither a field of this area's records nor of the action's input form`,
  }),
  transitionOperation: (endpoint: string, operation: string) => ({
    zh: `接口 "${endpoint}" 的 operation 为 ${operation}：带 transition 的操作只能调用 operation 为 transition、update 或 delete 的接口`,
    en: `endpoint "${endpoint}" has operation ${operation}: an action with a transition calls an endpoint with operation transition, update or delete`,
  }),
  transitionEndpointWithoutAction: () => ({
    zh: 'operation 为 transition 的接口需要一个带 transition 的操作调用它（流转写在操作上）',
    en: 'an endpoint with operation transition needs an action with a transition that calls it (the transition is written on the action)',
  }),
  noExpressions: () => ({
    zh: 'JSON 中不能写表达式 {{…}}：条件写成数据，如 {"field": "bulletinStatus", "in": [3]}',
    en: 'expressions {{…}} are not allowed in JSON; write conditions as data, such as {"field": "bulletinStatus", "in": [3]}',
  }),
} satisfies Record<string, (...args: never[]) => Message>;

export type LintRule = keyof typeof lintMessages;

/** Adds "did you mean …?" to a message. */
export const withGuess = (m: Message, guess: string | undefined): Message =>
  guess ? { zh: `${m.zh}（是否想写 "${guess}"？）`, en: `${m.en} (did you mean "${guess}"?)` } : m;
