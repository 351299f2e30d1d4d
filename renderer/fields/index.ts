/** Value types: the read and edit form of every ValueType of the schema language. */
export { ReadValue, type ReadValueProps } from './ReadValue';
export { preloadValueTypeControls, valueTypes, valueTypeSpec } from './valueTypes';
export type { EditProps, FieldSpec, ReadProps, ValueTypeSpec } from './types';
export { EMPTY_TEXT, isEmptyValue, textOrEmpty, toList } from './empty';
export { ConfigError, unknownValueTypeMessage } from './ConfigError';
export { formatDuration, formatMoney, formatNumber, formatPercent } from './format';
export { formatDate, formatDateRange, parseDate, DATE_FORMATS } from './dates';
export { findItem, findPath, labelOf, dictionaryFieldDependencies, dictionaryParents, type DictionaryParent } from './dictionaryItems';
export { isWebAddress, safeHref } from './webAddress';
export { RichTextHtml } from './richText';
export { PlateColorChip } from './plate';
export { tableColumns, tableRows, NO_COLUMNS, type TableRow } from './table';
