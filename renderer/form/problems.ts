/** A configuration problem found while turning a schema into a form: shown in the form, never thrown. */
export interface ConfigProblem {
  /** JSON pointer inside the area document. */
  pointer: string;
  message: string;
}
