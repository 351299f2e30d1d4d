/**
 * Counting of the answers of the load benchmark: an HTTP 2xx answer whose envelope `code` is not "200" (or whose body
 * is not the JSON envelope) is a business error; non-2xx answers are counted by autocannon itself (`non2xx`).
 */
export type Answer = 'ok' | 'http' | 'business';

export interface LoadTally {
  ok: number;
  business: number;
  /** First business errors seen, for the report (`<path> → <body start>`). */
  samples: string[];
}

const MAX_SAMPLES = 3;

/** The envelope's `code` of a response body, or undefined when the body is not a JSON object with a string code. */
export function businessCodeOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { code?: unknown }).code === 'string')
      return (parsed as { code: string }).code;
  } catch {
    // not JSON: no code
  }
  return undefined;
}

export function classifyAnswer(status: number, body: string): Answer {
  if (status < 200 || status > 299) return 'http';
  return businessCodeOf(body) === '200' ? 'ok' : 'business';
}

export const newTally = (): LoadTally => ({ ok: 0, business: 0, samples: [] });

/** Records one answer; returns how it was classified. */
export function recordAnswer(tally: LoadTally, path: string, status: number, body: string): Answer {
  const answer = classifyAnswer(status, body);
  if (answer === 'ok') tally.ok++;
  else if (answer === 'business') {
    tally.business++;
    if (tally.samples.length < MAX_SAMPLES) tally.samples.push(`${path} → ${body.slice(0, 160)}`);
  }
  return answer;
}

export interface LoadErrors {
  /** Connection errors (autocannon's `errors`, which include its timeouts). */
  connection: number;
  timeouts: number;
  non2xx: number;
  business: number;
  total: number;
}

/** Every kind of error of a run; `total` is what the zero-errors condition checks. */
export function countErrors(run: { errors: number; timeouts: number; non2xx: number }, tally: LoadTally): LoadErrors {
  return {
    connection: run.errors,
    timeouts: run.timeouts,
    non2xx: run.non2xx,
    business: tally.business,
    total: run.errors + run.non2xx + tally.business,
  };
}
