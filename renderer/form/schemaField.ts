/** The Formily SchemaField of the renderer: the only components a converted schema names. */
import { ArrayTable, FormGrid, FormItem } from '@formily/antd-v5';
import { setValidateLanguage } from '@formily/core';
import { createSchemaField } from '@formily/react';
import { ConfigError } from '../fields';
import { FormGroup } from './FormGroup';
import { FormStepPane } from './steps/FormStepPane';
import { registerSafeCompiler } from './safeExpression';
import { TableAddition, TableIndex } from './TableParts';
import { ValueEdit } from './ValueEdit';

registerSafeCompiler();
// Formily's own messages (required, maxLength…) in Chinese: 该字段是必填字段.
setValidateLanguage('zh-CN');

export const SchemaField = createSchemaField({
  components: {
    FormItem,
    FormGrid,
    FormGroup,
    FormStepPane,
    ValueEdit,
    ConfigErrorField: ConfigError,
    ArrayTable,
    TableAddition,
    TableIndex,
  },
});
