/** The platform's answer envelope and paged lists (docs/wire-protocol.md). */

/** Every `/api` answer: `{code, msg, data}`; code '200' (or a listed success code) is success. */
export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T;
}

/** A page of a list: the rows and the number of rows of the whole list. */
export interface Paged<T> {
  results: T[];
  totalRecord: number;
}
