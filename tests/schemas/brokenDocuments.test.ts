/**
 * `npm run schemas:check` on broken documents: each fixture in tests/schemas/fixtures has exactly one mistake,
 * and the check must report exactly one problem, at the exact `line:column`, with the JSON pointer and both messages.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkAll } from '../../scripts/schemas/checkAll';
import { lintMessages } from '../../scripts/schemas/lint/messages';
import { migrateText } from '../../scripts/schemas/migrate/migrateText';

const dir = 'tests/schemas/fixtures';

/** The meta-schema's message for anything written where an expression belongs that is not one. */
const EXPRESSION_ZH = '表达式应为 {"field": …}、{"const": …}、{"option": {…}}、{"op": …, "args": […]}（运算名与运算对象个数须正确）、{"op": "today" 或 "now"} 或 {"op": "joinEach" 或 "sumEach", "list": …, "each": …}';
const EXPRESSION_EN = 'an expression must be {"field": …}, {"const": …}, {"option": {…}}, {"op": …, "args": […]} with a known operation and the right number of operands, {"op": "today" or "now"}, or {"op": "joinEach" or "sumEach", "list": …, "each": …}';

/** The refusal of a retired property, naming the one that replaces it. */
const retired = (old: string, use: string) => ({
  zh: `"${old}" 已停用，请改用 "${use}"（npm run schemas:migrate 可自动改写）`,
  en: `"${old}" is retired; use "${use}" (npm run schemas:migrate rewrites it)`,
});

type Case = [fixture: string, rule: string, line: number, column: number, pointer: string, zh: string, en: string];

const cases: Case[] = [
  // cross-reference lint
  ['unknownEndpoint', 'unknownEndpoint', 55, 19, '/views/list/endpoint', '未知的接口 "lists"（是否想写 "list"？）', 'unknown endpoint "lists" (did you mean "list"?)'],
  ['unknownDictionary', 'unknownDictionary', 65, 25, '/views/list/columns/1/dictionary', '未知的字典 "recordStaus"（是否想写 "recordStatus"？）', 'unknown dictionary "recordStaus" (did you mean "recordStatus"?)'],
  ['unknownView', 'unknownView', 128, 15, '/actions/view/view', '未知的视图 "detial"（是否想写 "detail"？）', 'unknown view "detial" (did you mean "detail"?)'],
  ['unknownAction', 'unknownAction', 73, 9, '/views/list/rowActions/1', '未知的操作 "delete"', 'unknown action "delete"'],
  ['unknownValidator', 'unknownValidator', 89, 15, '/views/form/schema/properties/plateNo/x-validator/0', '未知的校验器 "plateNum"（是否想写 "plateNo"？）', 'unknown validator "plateNum" (did you mean "plateNo"?)'],
  ['validatorTakesNoArguments', 'validatorTakesNoArguments', 90, 17, '/views/form/schema/properties/plateNo/x-validator/0/mobile', '校验器 "mobile" 没有参数，请写成字符串 "mobile"', 'validator "mobile" takes no arguments; write it as the string "mobile"'],
  ['unknownFieldVocabulary', 'unknownFieldVocabulary', 111, 22, '/views/detail/sections/0/items/1/use', '未知的字段词汇 "remarks"（本文档 fields 与 schemas/common/fields.json 中都没有）（是否想写 "remark"？）', 'unknown field "remarks" (not in this document\'s fields nor in schemas/common/fields.json) (did you mean "remark"?)'],
  ['unknownDataField', 'unknownDataField', 142, 18, '/actions/remove/visibleWhen/field', '未知的字段 "status"（本区域的字段词汇、列、详情项与表单中都没有）', 'unknown field "status" (no vocabulary entry, column, detail item or form field of this area has it)'],
  ['unknownFormField', 'unknownFormField', 93, 17, '/views/form/schema/properties/remark/x-reactions/dependencies/0', '表单中没有字段 "plate"（是否想写 "plateNo"？）', 'the form has no field "plate" (did you mean "plateNo"?)'],
  ['ungroupedFormField', 'ungroupedFormField', 89, 11, '/views/form/schema/properties/remark', '字段 "remark" 不在任何分组中，不会显示', 'field "remark" is in no group and would not be shown'],
  ['incompleteField', 'incompleteField', 61, 9, '/views/list/columns/1', '字段缺少 title（标题），或用 use 引用字段词汇', 'the field lacks title; or reference a vocabulary entry with use'],
  ['dictionaryRequired', 'dictionaryRequired', 64, 24, '/views/list/columns/1/valueType', '值类型 status 需要 dictionary', 'value type status needs a dictionary'],
  ['dictionarySource', 'dictionarySource', 36, 21, '/dictionaries/recordStatus', '字典需要 options 或 endpoint 二者恰好之一', 'a dictionary needs exactly one of options and endpoint'],
  ['pathParamWithoutSource', 'pathParamWithoutSource', 13, 15, '/endpoints/detail/path', '路径参数 {id} 没有来源，请在 pathParams 中给出', 'path parameter {id} has no source; give it in pathParams'],
  ['pathParamNotInPath', 'pathParamNotInPath', 18, 9, '/endpoints/detail/pathParams/recordId', 'pathParams 中的 "recordId" 不在路径中', '"recordId" in pathParams does not occur in the path'],
  ['undeclaredViewParam', 'undeclaredViewParam', 16, 20, '/endpoints/detail/pathParams/id/param', '视图参数 "recordId" 没有在任何视图的 params 中声明，没有来源', 'view parameter "recordId" is declared in no view\'s params, so it has no source'],
  ['unknownViewParam', 'unknownViewParam', 134, 9, '/actions/view/params/tab', '视图 "detail" 没有声明参数 "tab"', 'view "detail" declares no parameter "tab"'],
  ['missingViewParam', 'missingViewParam', 128, 15, '/actions/view/view', '打开视图 "detail" 缺少必需参数 "id"', 'opening view "detail" lacks its required parameter "id"'],
  ['inputWithoutSource', 'inputWithoutSource', 26, 20, '/endpoints/save/body/reason/input', '输入字段 "reason" 没有来源：form 没有包含它的输入表单', 'input field "reason" has no source: form has no input form with it'],
  ['pageWithoutRoute', 'pageWithoutRoute', 124, 15, '/actions/add/mode', '视图 "form" 没有 route，不能以页面方式打开', 'view "form" has no route and cannot be opened as a page'],
  ['duplicateRoute', 'duplicateRoute', 97, 16, '/views/detail/route', '路由 "list" 与视图 "list" 重复', 'route "list" duplicates the one of view "list"'],
  ['areaFileMismatch', 'areaFileMismatch', 3, 11, '/area', '区域名 "otherName" 应与文件名一致："areaFileMismatch"', 'area "otherName" must match the file name: "areaFileMismatch"'],
  ['batchActionMisplaced', 'batchActionMisplaced', 74, 9, '/views/list/rowActions/2', '操作 "batchRemove" 放在 batchActions 中（对勾选的行执行），不能再放在工具栏、行操作或详情中', 'action "batchRemove" is in batchActions (it acts on the selected rows) and cannot also be on the toolbar, a row or a detail'],
  ['noExpressions', 'noExpressions', 140, 18, '/actions/remove/confirm', 'JSON 中不能写表达式 {{…}}：条件写成数据，如 {"field": "bulletinStatus", "in": [3]}', 'expressions {{…}} are not allowed in JSON; write conditions as data, such as {"field": "bulletinStatus", "in": [3]}'],
  ['unknownDictionaryInTable', 'unknownDictionary', 113, 33, '/views/form/schema/properties/attachments/tableColumns/properties/kind/dictionary', '未知的字典 "recordStaus"（是否想写 "recordStatus"？）', 'unknown dictionary "recordStaus" (did you mean "recordStatus"?)'],
  ['unknownValidatorInTable', 'unknownValidator', 107, 21, '/views/form/schema/properties/attachments/tableColumns/properties/url/x-validator/0', '未知的校验器 "urls"（是否想写 "url"？）', 'unknown validator "urls" (did you mean "url"?)'],
  ['nestedTable', 'nestedTable', 111, 26, '/views/form/schema/properties/attachments/tableColumns/properties/lines/use', '表格的列不能是 table（表格不能嵌套）', 'a table column cannot be a table (tables do not nest)'],
  ['tableItemsRequired', 'tableItemsRequired', 94, 26, '/views/form/schema/properties/attachments/valueType', '值类型 table 需要 tableColumns（表格的列）', 'value type table needs tableColumns (the columns of the table)'],
  // event properties (a detail's onOpen, a submit's onSuccess) name request actions
  ['eventUnknownAction', 'unknownAction', 125, 17, '/views/detail/onOpen', '未知的操作 "markReads"（是否想写 "markRead"？）', 'unknown action "markReads" (did you mean "markRead"?)'],
  ['eventActionKind', 'eventActionKind', 125, 17, '/views/detail/onOpen', 'onOpen 执行的操作 "view" 须为 kind 为 request 且没有 input 的操作（它的 kind 是 open）', 'the action "view" of onOpen must be of kind request without input (it is of kind open)'],
  ['exportWithoutList', 'exportWithoutList', 6, 15, '/endpoints/export', '导出接口需用 list 指明它沿用哪个列表接口的查询条件', 'an export endpoint needs `list`: the list endpoint whose search it takes'],
  ['exportListNotList', 'exportListNotList', 10, 15, '/endpoints/export/list', '导出接口的 list "detail" 不是分页列表接口（operation: list）', 'the export\'s list "detail" is not an endpoint with operation list'],
  ['schemaReference', 'schemaReference', 2, 14, '/$schema', '$schema 应为 "../../../schemas/meta/area.schema.json"，编辑器才能按元模式自动补全与校验', '$schema must be "../../../schemas/meta/area.schema.json" so editors can autocomplete and validate against the meta-schema'],
  // workflows: entities.states and the transition of actions (valid fixture: workflowValid)
  ['wfUnknownState', 'unknownState', 174, 15, '/actions/submit/transition/to', '状态 9 不在状态字典 "refundStatus" 中（可用的状态：0 草稿、1 待审核、2 已退款、3 已驳回）', 'state 9 is not in the states dictionary "refundStatus" (states: 0 草稿, 1 待审核, 2 已退款, 3 已驳回)'],
  ['wfUnknownLink', 'unknownLink', 220, 23, '/actions/audit/transition/0/effects/0/link', '实体没有声明关联 "orders"（links）（是否想写 "order"？）', 'the entity declares no link "orders" (links) (did you mean "order"?)'],
  ['wfUnknownInput', 'unknownInput', 240, 13, '/actions/audit/transition/1/require/0', '操作的输入表单中没有字段 "rejectReasons"（是否想写 "rejectReason"？）', 'the action\'s input form has no field "rejectReasons" (did you mean "rejectReason"?)'],
  ['wfWithoutStates', 'transitionWithoutStates', 165, 7, '/actions/submit/transition', '实体 "wfWithoutStates" 没有声明 states（entities.wfWithoutStates.states），不能写 transition', 'entity "wfWithoutStates" declares no states (entities.wfWithoutStates.states), so no transition can be written'],
  ['wfTransitionOperation', 'transitionOperation', 169, 7, '/actions/submit/transition', '接口 "detail" 的 operation 为 detail：带 transition 的操作只能调用 operation 为 transition、update 或 delete 的接口', 'endpoint "detail" has operation detail: an action with a transition calls an endpoint with operation transition, update or delete'],
  ['wfEndpointWithoutAction', 'transitionEndpointWithoutAction', 40, 20, '/endpoints/submit/operation', 'operation 为 transition 的接口需要一个带 transition 的操作调用它（流转写在操作上）', 'an endpoint with operation transition needs an action with a transition that calls it (the transition is written on the action)'],
  // what a step computes from the record (valid fixture: wfOutcomesValid)
  ['wfUnknownStepField', 'unknownStepField', 316, 28, '/actions/refundPart/transition/set/leftMoney/compute/args/1/field', '流转读取的字段 "amout" 既不是本区域记录的字段，也不是操作输入表单的字段（是否想写 "amount"？）', 'the step reads "amout", which is neither a field of this area\'s records nor of the action\'s input form (did you mean "amount"?)'],
  ['wfUnknownRefuseField', 'unknownStepField', 325, 24, '/actions/refundPart/transition/refuseWhen/0/when/field', '流转读取的字段 "leftMony" 既不是本区域记录的字段，也不是操作输入表单的字段（是否想写 "leftMoney"？）', 'the step reads "leftMony", which is neither a field of this area\'s records nor of the action\'s input form (did you mean "leftMoney"?)'],
  ['wfToWhenUnknownState', 'unknownState', 337, 19, '/actions/refundPart/transition/toWhen/0/to', '状态 9 不在状态字典 "refundStatus" 中（可用的状态：0 草稿、1 待审核、2 已退款、3 已驳回）', 'state 9 is not in the states dictionary "refundStatus" (states: 0 草稿, 1 待审核, 2 已退款, 3 已驳回)'],
  ['wfUnknownComputation', 'unknownComputation', 228, 26, '/actions/audit/transition/0/effects/1/compute', '未登记的流转计算 "appealSettlment"（见 schemas/meta/stepComputations.json）（是否想写 "appealSettlement"？）', 'unregistered step computation "appealSettlment" (see schemas/meta/stepComputations.json) (did you mean "appealSettlement"?)'],
  ['wfUnknownGuardField', 'unknownDataField', 212, 24, '/actions/audit/transition/0/guards/0/field', '未知的字段 "lockUsr"（本区域的字段词汇、列、详情项与表单中都没有）', 'unknown field "lockUsr" (no vocabulary entry, column, detail item or form field of this area has it)'],
  ['wfStatesDictionaryStatic', 'statesDictionaryStatic', 10, 23, '/entities/wfStatesDictionaryStatic/states/dictionary', '状态字典 "refundStatus" 需要静态 options（状态与名称写在文档中）', 'the states dictionary "refundStatus" needs static options (the states and their names in the document)'],
  ['wfWithoutFrom', 'transitionWithoutFrom', 169, 7, '/actions/submit/transition', '实体声明了 states，流转需要 from（允许执行的状态）', 'the entity declares states, so the transition needs from (the states it may start from)'],
  ['batchUnknownCreatesLink', 'unknownLink', 138, 19, '/actions/notify/transition/creates/link', '实体没有声明关联 "notice"（links）（是否想写 "notices"？）', 'the entity declares no link "notice" (links) (did you mean "notices"?)'],
  ['batchCreatesLinkWithoutKey', 'createsLinkWithoutKey', 138, 19, '/actions/notify/transition/creates/link', '关联 "notices" 没有 key：经关联新增子记录时，须用 key 指明子记录中与本记录 by 字段相等的字段', 'link "notices" has no key: creating child records through a link needs key, the child field equal to this record\'s by field'],
  ['batchUnknownLinked', 'unknownLink', 171, 42, '/actions/retry/transition/set/phone/linked/link', '实体没有声明关联 "members"（links）（是否想写 "member"？）', 'the entity declares no link "members" (links) (did you mean "member"?)'],
  ['batchUnknownCreatesCompute', 'unknownComputation', 140, 22, '/actions/notify/transition/creates/compute', '未登记的流转计算 "remindDelivry"（见 schemas/meta/stepComputations.json）（是否想写 "remindDelivery"？）', 'unregistered step computation "remindDelivry" (see schemas/meta/stepComputations.json) (did you mean "remindDelivery"?)'],
  ['batchUnknownEachInput', 'unknownInput', 139, 30, '/actions/notify/transition/creates/each/input', '操作的输入表单中没有字段 "channel"（是否想写 "channels"？）', 'the action\'s input form has no field "channel" (did you mean "channels"?)'],
  ['batchUnknownSelectBy', 'unknownDataField', 168, 21, '/actions/retry/transition/selectBy', '未知的字段 "batchNumber"（本区域的字段词汇、列、详情项与表单中都没有）', 'unknown field "batchNumber" (no vocabulary entry, column, detail item or form field of this area has it)'],
  ['batchCreatedWithoutCreates', 'createdWithoutCreates', 183, 21, '/actions/retry/transition/answer/totalCount', '流转没有 creates（新增子记录），答复不能读取新增的子记录', 'the transition has no creates (child records), so its answer cannot read created children'],
  ['batchSummaryWithoutSpec', 'summaryWithoutSpec', 49, 20, '/endpoints/noticeBatch/operation', 'operation 为 summary 的接口需要 summary（按哪个字段汇总、答复哪些值）', 'an endpoint with operation summary needs summary (the field it groups by and the values it answers)'],
  ['batchSummaryOutsideOperation', 'summaryOutsideOperation', 52, 7, '/endpoints/noticeBatch/summary', '接口的 operation 为 custom：summary 只用于 operation 为 summary 的接口', 'the endpoint has operation custom: summary belongs to an endpoint with operation summary'],
  ['batchUnknownSummaryField', 'unknownDataField', 57, 55, '/endpoints/noticeBatch/summary/values/memberCount/field', '未知的字段 "memberNam"（本区域的字段词汇、列、详情项与表单中都没有）（是否想写 "memberName"？）', 'unknown field "memberNam" (no vocabulary entry, column, detail item or form field of this area has it) (did you mean "memberName"?)'],
  // a list's detail pane
  ['paneUnknownView', 'unknownView', 35, 17, '/views/parks/pane/view', '未知的视图 "lane"（是否想写 "lanes"？）', 'unknown view "lane" (did you mean "lanes"?)'],
  ['paneUnknownParam', 'unknownViewParam', 40, 11, '/views/parks/pane/params/laneId', '视图 "lanes" 没有声明参数 "laneId"', 'view "lanes" declares no parameter "laneId"'],
  ['paneMissingParam', 'missingViewParam', 35, 17, '/views/parks/pane/view', '打开视图 "lanes" 缺少必需参数 "parkId"', 'opening view "lanes" lacks its required parameter "parkId"'],
  ['paneUnknownDataField', 'unknownDataField', 38, 22, '/views/parks/pane/params/parkId/field', '未知的字段 "parkCode"（本区域的字段词汇、列、详情项与表单中都没有）', 'unknown field "parkCode" (no vocabulary entry, column, detail item or form field of this area has it)'],
  ['paneCycle', 'paneCycle', 35, 17, '/views/parks/pane/view', '窗格不能回到列表自身：parks → parks', 'a pane cannot lead back to its own list: parks → parks'],
  // trees: tree rows of a list, lazy tree dictionaries, half-checked keys, defaults from view parameters
  ['treeUnknownParentField', 'unknownDataField', 64, 24, '/views/list/tree/parentField', '未知的字段 "parentCode"（本区域的字段词汇、列、详情项与表单中都没有）（是否想写 "parentId"？）', 'unknown field "parentCode" (no vocabulary entry, column, detail item or form field of this area has it) (did you mean "parentId"?)'],
  ['treeUnknownLazyEndpoint', 'unknownEndpoint', 55, 21, '/dictionaries/nodeTree/lazy/endpoint', '未知的接口 "option"（是否想写 "options"？）', 'unknown endpoint "option" (did you mean "options"?)'],
  ['treeHalfCheckedField', 'halfCheckedFieldNotInForm', 97, 21, '/views/form/schema/properties/grants', '字段 "grants" 的 tree.halfCheckedField "halfGrants" 不是同一表单中的字段，半选的键无处保存', 'tree.halfCheckedField "halfGrants" of field "grants" is not a field of the same form, so the half-checked keys have nowhere to go'],
  ['treeUnknownDefaultParam', 'unknownViewParam', 91, 29, '/views/form/schema/properties/parentId/defaultParam', '视图 "form" 没有声明参数 "parent"', 'view "form" declares no parameter "parent"'],
  ['treeSelectWithoutDictionary', 'dictionaryRequired', 88, 23, '/views/form/schema/properties/parentId', '值类型 treeSelect 需要 dictionary', 'value type treeSelect needs a dictionary'],
  // dashboards and aggregate endpoints
  ['dashUnknownWidgetEndpoint', 'unknownEndpoint', 72, 23, '/views/board/widgets/0/endpoint', '未知的接口 "sumary"（是否想写 "summary"？）', 'unknown endpoint "sumary" (did you mean "summary"?)'],
  ['dashUnknownWidgetView', 'unknownView', 92, 19, '/views/board/widgets/2/view', '未知的视图 "orderLists"（是否想写 "orderList"？）', 'unknown view "orderLists" (did you mean "orderList"?)'],
  ['dashWidgetNotAggregate', 'widgetNotAggregate', 72, 23, '/views/board/widgets/0/endpoint', '部件的接口 "orders" 不是聚合接口（operation: aggregate）', 'the widget\'s endpoint "orders" is not an endpoint with operation aggregate'],
  ['dashUnknownMeasure', 'unknownMeasure', 73, 20, '/views/board/widgets/0/field', '聚合接口中没有指标 "orderCounts"（是否想写 "orderCount"？）', 'the aggregate endpoint has no measure "orderCounts" (did you mean "orderCount"?)'],
  ['dashChartFieldNotGrouped', 'chartFieldNotGrouped', 81, 22, '/views/board/widgets/1/x/field', '"parkId" 不是该聚合接口的分组字段（groupBy.field 或 groupBy.pivot）', '"parkId" is not a group field of the aggregate endpoint (groupBy.field or groupBy.pivot)'],
  ['dashUnknownCapacityDictionary', 'unknownDictionary', 45, 25, '/endpoints/daily/aggregate/capacity/dictionary', '未知的字典 "parks"（是否想写 "park"？）', 'unknown dictionary "parks" (did you mean "park"?)'],
  ['dashUnknownSortMeasure', 'unknownMeasure', 42, 17, '/endpoints/daily/aggregate/sort/by', '聚合接口中没有指标 "paid"', 'the aggregate endpoint has no measure "paid"'],
  // step forms and computed values
  ['unsteppedFormField', 'unsteppedFormField', 75, 11, '/views/form/schema/properties/months', '字段 "months" 不在任何步骤中，不会显示', 'field "months" is in no step and would not be shown'],
  ['duplicateStepField', 'duplicateStepField', 51, 13, '/views/form/steps/1/fields/3', '字段 "parkId" 已在步骤 "车辆" 中：每个字段只能属于一个步骤', 'field "parkId" is already in step "车辆": a field belongs to exactly one step'],
  ['stepsWithGroups', 'stepsWithGroups', 114, 7, '/views/form/groups', 'steps 与 groups 不能同时使用：分步表单按步骤分块', 'steps and groups cannot be used together: a step form is divided by its steps'],
  ['summaryStepNotLast', 'summaryStepNotLast', 52, 22, '/views/form/steps/1/summary', '确认步骤（summary）只能是最后一步', 'the summary step must be the last step'],
  ['unknownStepField', 'unknownFormField', 43, 13, '/views/form/steps/0/fields/2', '表单中没有字段 "plateNumber"', 'the form has no field "plateNumber"'],
  ['unknownComputedField', 'unknownFormField', 104, 34, '/views/form/schema/properties/amount/x-reactions/fulfill/state/value/args/1/field', '表单中没有字段 "month"（是否想写 "months"？）', 'the form has no field "month" (did you mean "months"?)'],
  ['unknownDefaultField', 'unknownFormField', 57, 63, '/views/form/schema/properties/endDate/default/args/0/field', '表单中没有字段 "startDat"（是否想写 "startDate"？）', 'the form has no field "startDat" (did you mean "startDate"?)'],
  ['unknownRowField', 'unknownRowField', 26, 130, '/views/list/columns/3/value/args/0/field', '计算表达式读取的字段 "faceValu" 不是本视图的列（或详情项）（是否想写 "faceValue"？）', 'the expression reads "faceValu", which is no column (or detail item) of this view (did you mean "faceValue"?)'],
  ['unknownComputedDictionary', 'unknownDictionary', 98, 41, '/views/form/schema/properties/amount/x-reactions/fulfill/state/value/args/0/option/dictionary', '未知的字典 "rules"（是否想写 "rule"？）', 'unknown dictionary "rules" (did you mean "rule"?)'],
  ['eachUnknownColumn', 'unknownTableColumn', 33, 118, '/views/list/columns/2/value/each/args/0/field', '表格中没有列 "periodStrat"（是否想写 "periodStart"？）', 'the table has no column "periodStrat" (did you mean "periodStart"?)'],
  // dependent options: {"search": x} only in a list's search dictionaries, {"row": x} only in a table's columns
  ['searchSourceOutsideSearch', 'searchSourceOutsideSearch', 86, 22, '/views/form/schema/properties/plateNo', '字典 "searchGate" 的参数取自列表的其他查询项（{"search": …}），只能用作列表查询项的字典', 'dictionary "searchGate" takes parameters from other search fields ({"search": …}) and may only serve a list\'s search field as its dictionary'],
  ['unknownSearchParent', 'unknownSearchParent', 21, 21, '/endpoints/gates/query/parkId/search', '列表 "list" 没有参数为 "parkNo" 的查询项，{"search": "parkNo"} 无从取值（是否想写 "parkId"？）', 'list "list" has no search field with parameter "parkNo", so {"search": "parkNo"} has no value (did you mean "parkId"?)'],
  ['rowSourceOutsideTable', 'rowSourceOutsideTable', 68, 9, '/views/list/columns/2', '字典 "rowGate" 的参数取自表格的同一行（{"row": …}），只能用作表格（valueType table）列的字典', 'dictionary "rowGate" takes parameters from the same table row ({"row": …}) and may only serve a column of a table (valueType table) as its dictionary'],
  ['unknownRowParent', 'unknownRowParent', 33, 18, '/endpoints/rowGates/query/parkId/row', '表格 /views/form/schema/properties/gates 没有列 "park"，{"row": "park"} 无从取值（是否想写 "parkId"？）', 'table /views/form/schema/properties/gates has no column "park", so {"row": "park"} has no value (did you mean "parkId"?)'],
  // cross-field validators and several submits
  ['crossFieldUnknownField', 'unknownFormField', 95, 42, '/views/form/schema/properties/remark/x-validator/0/requiredIf/field', '表单中没有字段 "plateNumber"', 'the form has no field "plateNumber"'],
  ['uniqueInColumnUnknownColumn', 'unknownTableColumn', 113, 61, '/views/form/schema/properties/attachments/x-validator/0/uniqueInColumn/column', '表格中没有列 "title"', 'the table has no column "title"'],
  ['validatorNeedsArguments', 'validatorNeedsArguments', 89, 15, '/views/form/schema/properties/plateNo/x-validator/0', '校验器 "compareField" 需要参数，请写成 {"compareField": {…}}', 'validator "compareField" needs arguments; write it as {"compareField": {…}}'],
  ['crossFieldValidatorOutsideForm', 'crossFieldValidatorOutsideForm', 107, 23, '/views/form/schema/properties/attachments/tableColumns/properties/url/x-validator/0/compareField', '跨字段校验器 "compareField" 只能用在表单字段上（表格的列与列表列中不能用）', 'the cross-field validator "compareField" may only be used on a form field (not on a table column or a list column)'],
  ['uniqueInColumnNotTable', 'uniqueInColumnNotTable', 89, 17, '/views/form/schema/properties/plateNo/x-validator/0/uniqueInColumn', 'uniqueInColumn 只能用在表格字段（valueType table）上', 'uniqueInColumn may only be used on a table field (valueType table)'],
  ['rowRangesUnknownColumn', 'unknownTableColumn', 113, 70, '/views/form/schema/properties/attachments/x-validator/0/rowRanges/end', '表格中没有列 "urls"（是否想写 "url"？）', 'the table has no column "urls" (did you mean "url"?)'],
  ['excludesFieldUnknownField', 'unknownFormField', 95, 45, '/views/form/schema/properties/remark/x-validator/0/excludesField/field', '表单中没有字段 "plateNumber"', 'the form has no field "plateNumber"'],
  // versions (entities.<name>.versions)
  ['versionsUnknownHistory', 'unknownHistoryEntity', 22, 20, '/entities/vfTariff/versions/history', '本文档没有接口使用实体 "vfTariffVersions"，不能保存历史版本（是否想写 "vfTariffVersion"？）', 'no endpoint of this document uses the entity "vfTariffVersions", it cannot keep the versions (did you mean "vfTariffVersion"?)'],
  ['versionsUnknownField', 'unknownVersionField', 23, 15, '/entities/vfTariff/versions/by', '实体的视图（列表列、详情项、表单字段）中没有字段 "tarifId"，模拟后端无法保存它（是否想写 "tariffId"？）', 'no view of the entity (list column, detail item, form field) has the field "tarifId", the mock cannot store it (did you mean "tariffId"?)'],
  ['versionsHistorySelf', 'versionsHistorySelf', 22, 20, '/entities/vfTariff/versions/history', '实体 "vfTariff" 的历史版本要保存在另一个实体中', 'the versions of the entity "vfTariff" must be kept in another entity'],
  ['submitTextWithSubmits', 'submitTextWithSubmits', 81, 7, '/views/form/submitText', 'submitText 只与 submit 一起使用；submits 中每个按钮写自己的 label', 'submitText goes with submit only; each button of submits has its own label'],
  ['stepsWithSubmits', 'stepsWithSubmits', 36, 7, '/views/form/submits', '分步表单（steps）只能有一个提交按钮：用 submit，或只有一项的 submits', 'a step form (steps) has one submit button: use submit, or submits with one entry'],
  ['linkUnknownTicket', 'unknownEndpoint', 129, 17, '/actions/live/ticket', '未知的接口 "liveTickt"（是否想写 "liveTicket"？）', 'unknown endpoint "liveTickt" (did you mean "liveTicket"?)'],
  ['submitsUnknownEndpoint', 'unknownEndpoint', 83, 40, '/views/form/submits/1/endpoint', '未知的接口 "saves"（是否想写 "save"？）', 'unknown endpoint "saves" (did you mean "save"?)'],
  // calendars and registered components
  ['calendarUnknownDictionary', 'unknownDictionary', 46, 23, '/views/byHand/cell/dictionary', '未知的字典 "shifts"（是否想写 "shift"？）', 'unknown dictionary "shifts" (did you mean "shift"?)'],
  ['calendarUnknownSave', 'unknownEndpoint', 37, 15, '/views/byHand/save', '未知的接口 "saves"（是否想写 "save"？）', 'unknown endpoint "saves" (did you mean "save"?)'],
  ['calendarDefaultView', 'calendarDefaultView', 58, 22, '/views/byHand/defaultView', '默认视图 "month" 不在日历的 views（week）中', 'default view "month" is not among the calendar\'s views (week)'],
  ['unknownComponent', 'unknownComponent', 16, 20, '/views/map/component', '未知的组件 "DeviceMapp"（已注册的组件：DeviceMap、GeoPoint）（是否想写 "DeviceMap"？）', 'unknown component "DeviceMapp" (registered: DeviceMap, GeoPoint) (did you mean "DeviceMap"?)'],
  ['viewComponentServesField', 'componentServes', 16, 20, '/views/map/component', '组件 "GeoPoint" 不能用作视图（可用作视图的组件：DeviceMap）', 'component "GeoPoint" does not serve as a view (components serving as a view: DeviceMap)'],
  ['fieldUnknownComponent', 'unknownComponent', 20, 92, '/views/list/columns/1/component', '未知的组件 "GeoPiont"（已注册的组件：DeviceMap、GeoPoint）（是否想写 "GeoPoint"？）', 'unknown component "GeoPiont" (registered: DeviceMap, GeoPoint) (did you mean "GeoPoint"?)'],
  ['fieldComponentServesView', 'componentServes', 20, 92, '/views/list/columns/1/component', '组件 "DeviceMap" 不能用作字段（可用作字段的组件：GeoPoint）', 'component "DeviceMap" does not serve as a field (components serving as a field: GeoPoint)'],
  ['componentRequired', 'componentRequired', 20, 66, '/views/list/columns/1/valueType', '值类型 component 需要 component（注册组件名，见 schemas/meta/components.json）', 'value type component needs component (a registered component name, see schemas/meta/components.json)'],
  // meta-schema (ajv, with the messages of ajv-errors or of the check)
  ['badExpression', 'meta-schema', 93, 28, '/views/form/schema/properties/amount/x-reactions/fulfill/state/value', EXPRESSION_ZH, EXPRESSION_EN],
  ['literalStateValue', 'meta-schema', 66, 137, '/views/form/schema/properties/copyOf/x-reactions/fulfill/state/value', EXPRESSION_ZH, EXPRESSION_EN],
  ['expressionArity', 'meta-schema', 64, 134, '/views/form/schema/properties/days/x-reactions/fulfill/state/value/args/0', EXPRESSION_ZH, EXPRESSION_EN],
  ['malformedPermission', 'meta-schema', 123, 21, '/actions/add/permission', '权限码应为四个大写字母加八位数字，如 SBLT17010002', 'a permission code must be four capital letters and eight digits, such as SBLT17010002'],
  ['unknownKind', 'meta-schema', 80, 15, '/views/form/kind', '取值应为以下之一："list"、"form"、"detail"、"tabs"、"calendar"、"component"、"dashboard"（是否想写 "form"？）', 'must be one of "list", "form", "detail", "tabs", "calendar", "component", "dashboard" (did you mean "form"?)'],
  ['missingRequired', 'meta-schema', 136, 15, '/actions/remove', '缺少必填属性 "endpoint"', 'missing required property "endpoint"'],
  ['notAllowedProperty', 'meta-schema', 66, 11, '/views/list/columns/1/sortable', '不允许的属性 "sortable"', 'property "sortable" is not allowed here'],
  ['badCondition', 'meta-schema', 141, 22, '/actions/remove/visibleWhen', '条件应为 {"field" 或 "context": …, 运算符: 值}，或 {"all": […]}、{"any": […]}、{"not": {…}}', 'a condition must be {"field" or "context": …, operator: value}, or {"all": […]}, {"any": […]}, {"not": {…}}'],
  ['badPath', 'meta-schema', 8, 15, '/endpoints/list/path', '接口路径应以 / 开头，只含字母、数字、_ - . / 与 {参数}', 'an endpoint path must start with / and contain only letters, digits, _ - . / and {param}'],
  ['nestedTableDirect', 'meta-schema', 112, 32, '/views/form/schema/properties/attachments/tableColumns/properties/lines/valueType', '表格的列不能是 table（表格不能嵌套）', 'a table column cannot be a table (tables do not nest)'],
  ['wrongType', 'meta-schema', 59, 21, '/views/list/columns/0/search', '类型应为布尔值或对象', 'must be a boolean or an object'],
  // retired forms: refused naming the new form (npm run schemas:migrate rewrites them; see retiredFormsMigrate below)
  ['retiredDictionaryItems', 'meta-schema', 37, 7, '/dictionaries/recordStatus/items', retired('items', 'options').zh, retired('items', 'options').en],
  ['retiredTableItems', 'meta-schema', 95, 13, '/views/form/schema/properties/attachments/items', retired('items', 'tableColumns').zh, retired('items', 'tableColumns').en],
  ['retiredDetailColumns', 'meta-schema', 106, 11, '/views/detail/sections/0/columns', retired('columns', 'perRow').zh, retired('columns', 'perRow').en],
  ['retiredLayoutColumns', 'meta-schema', 83, 9, '/views/form/layout/columns', retired('columns', 'gridColumns').zh, retired('columns', 'gridColumns').en],
  ['retiredXComponentProps', 'meta-schema', 91, 13, '/views/form/schema/properties/remark/x-component-props', retired('x-component-props', 'fieldProps').zh, retired('x-component-props', 'fieldProps').en],
  ['retiredComponentProps', 'meta-schema', 120, 7, '/views/map/props', retired('props', 'fieldProps').zh, retired('props', 'fieldProps').en],
  ['retiredThen', 'meta-schema', 85, 11, '/views/form/submits/0/then', retired('then', 'onSuccess').zh, retired('then', 'onSuccess').en],
  ['retiredCalendarRows', 'meta-schema', 39, 9, '/views/byHand/rows/dataIndex', retired('dataIndex', 'rowKey').zh, retired('dataIndex', 'rowKey').en],
  ['retiredBatch', 'meta-schema', 145, 7, '/actions/remove/batch', '"batch" 已停用，请删除：放在列表的 batchActions 中即为批量操作（npm run schemas:migrate 可自动改写）', '"batch" is retired; remove it: an action in a list\'s batchActions is a batch action (npm run schemas:migrate rewrites it)'],
  [
    'retiredEventEndpoint',
    'eventNamesEndpoint',
    125,
    17,
    '/views/detail/onOpen',
    'onOpen 应写操作名（kind 为 request 的操作），"markRead" 是接口名：请改为调用该接口的操作（npm run schemas:migrate 可自动改写）',
    'onOpen names an action (of kind request); "markRead" is an endpoint: name the action that calls it (npm run schemas:migrate rewrites it)',
  ],
  ['retiredAreaRowKey', 'meta-schema', 5, 3, '/rowKey', retired('rowKey', 'entities.<实体名>.rowKey').zh, retired('rowKey', 'entities.<实体名>.rowKey').en],
  [
    'retiredListRowKey',
    'listRowKeyOnEntity',
    56,
    17,
    '/views/list/rowKey',
    '列表的行是实体 "retiredListRowKey" 的记录，行键由实体声明：请删除列表的 rowKey，改写 "entities": {"retiredListRowKey": {"rowKey": "recordId"}}（npm run schemas:migrate 可自动改写）',
    'the list\'s rows are records of entity "retiredListRowKey", whose key the entity declares: remove the list\'s rowKey and write "entities": {"retiredListRowKey": {"rowKey": "recordId"}} (npm run schemas:migrate rewrites it)',
  ],
  ['retiredPatch', 'meta-schema', 21, 17, '/endpoints/save/method', 'PATCH 已停用，请改用 "PUT"（npm run schemas:migrate 可自动改写）', 'PATCH is retired; use "PUT" (npm run schemas:migrate rewrites it)'],
  // JSON itself
  ['jsonSyntax', 'json', 4, 19, '', 'JSON 语法错误：PropertyNameExpected', 'JSON syntax error: PropertyNameExpected'],
  ['duplicateKey', 'json', 5, 3, '/title', '重复的属性名 "title"', 'duplicate property "title"'],
];

describe('schemas:check reports each broken fixture at its exact place', () => {
  it.each(cases)('%s → %s at %i:%i %s', (fixture, rule, line, column, pointer, zh, en) => {
    const file = `${dir}/${fixture}.json`;
    const { problems } = checkAll([file]);
    expect(problems).toEqual([{ file, line, column, pointer, rule, zh, en }]);
  });

  it('reports two areas of one name at the second file', () => {
    const first = `${dir}/duplicateArea/first/twinArea.json`;
    const second = `${dir}/duplicateArea/second/twinArea.json`;
    expect(checkAll([second, first]).problems).toEqual([
      {
        file: second,
        line: 3,
        column: 11,
        pointer: '/area',
        rule: 'duplicateArea',
        zh: `区域名 "twinArea" 与 ${first} 重复，路由 /twinArea/… 会冲突`,
        en: `area "twinArea" is also defined by ${first}; the routes /twinArea/… would clash`,
      },
    ]);
  });

  it('reports an entity name used by two areas at the second, and a sharedFrom naming another area than the owner', () => {
    const at = (name: string) => `${dir}/entities/${name}.json`;
    const files = ['entityBadShare', 'entityTwin', 'entityBorrower', 'entityOwner'].map(at);
    expect(checkAll(files).problems).toEqual([
      { file: at('entityBadShare'), line: 7, column: 21, pointer: '/entities/parkOrder/sharedFrom', rule: 'sharedFromNotOwner', ...lintMessages.sharedFromNotOwner('parkOrder', 'validBase', 'entityOwner') },
      { file: at('entityTwin'), line: 154, column: 5, pointer: '/entities/parkOrder', rule: 'duplicateEntity', ...lintMessages.duplicateEntity('parkOrder', 'entityOwner', at('entityOwner')) },
    ]);
    expect(lintMessages.duplicateEntity('parkOrder', 'entityOwner', 'x.json').zh).toBe(
      '实体名 "parkOrder" 已属于区域 "entityOwner"（x.json）：实体名在所有区域中唯一；若本文档确实读写该实体，请声明 "entities": {"parkOrder": {"sharedFrom": "entityOwner"}}',
    );
    expect(lintMessages.sharedFromNotOwner('parkOrder', 'validBase', 'entityOwner').zh).toBe('实体 "parkOrder" 属于区域 "entityOwner"，不是 "validBase"');
    // Declared as shared from its owner, the same entity is fine.
    expect(checkAll([at('entityOwner'), at('entityBorrower')]).problems).toEqual([]);
  });

  it.each(['retiredDictionaryItems', 'retiredTableItems', 'retiredDetailColumns', 'retiredLayoutColumns', 'retiredXComponentProps', 'retiredComponentProps', 'retiredThen', 'retiredBatch', 'retiredPatch', 'retiredCalendarRows', 'retiredEventEndpoint', 'retiredAreaRowKey', 'retiredListRowKey'])(
    'retiredFormsMigrate: npm run schemas:migrate turns %s into a document the check accepts',
    async (fixture) => {
      const path = `${dir}/${fixture}.json`;
      const { text } = await migrateText(readFileSync(path, 'utf8'));
      expect(checkAll([{ path, text }]).problems).toEqual([]);
    },
  );

  it('lints the shared field library too', () => {
    const library = `${dir}/library/common/fields.json`;
    expect(checkAll([library, `${dir}/validBase.json`]).problems).toEqual([
      {
        file: library,
        line: 19,
        column: 21,
        pointer: '/fields/payType/dictionary',
        rule: 'unknownDictionary',
        zh: '未知的字典 "payTypes"（是否想写 "payType"？）',
        en: 'unknown dictionary "payTypes" (did you mean "payType"?)',
      },
    ]);
  });

  it('has a broken fixture for every lint rule', () => {
    const covered = new Set([...cases.map((c) => c[1]), 'duplicateArea', 'duplicateEntity', 'sharedFromNotOwner']);
    expect(Object.keys(lintMessages).filter((rule) => !covered.has(rule))).toEqual([]);
  });

  it.each(['validBase', 'validKinds', 'validPane', 'validSteps', 'validTrees', 'calendarValid', 'dependentOptionsValid', 'expressionsValid', 'workflowValid', 'wfOutcomesValid', 'batchValid'])('finds nothing wrong in the valid fixture %s', (fixture) => {
    expect(checkAll([`${dir}/${fixture}.json`]).problems).toEqual([]);
  });
});
