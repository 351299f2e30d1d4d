/** Form views: FormView (default export of ./FormView, loaded lazily by the registry) and what it is built from. */
export { InputForm, type InputFormProps } from './InputForm';
export { SchemaForm, type SchemaFormProps } from './SchemaForm';
export { toFormilySchema, type ConversionOptions, type FormilyConversion } from './toFormilySchema';
export { reactionEffects, applyFieldState, conditionFields } from './reactions';
export { evaluateSafeExpression, registerSafeCompiler, ExpressionError } from './safeExpression';
export { submitForm, firstFormError, type SubmitOutcome } from './submitForm';
export type { ConfigProblem } from './problems';
