/**
 * The one key factory of the data layer (SWR). Every cached load of the console is named by one of these
 * keys, so a key says what the data is and who may drop it:
 *
 * - `['shell', name, params]` — data of the shell (top bar, login page, hand-written pages): `name` is the
 *   typed call of `src/api/shell.ts` (`'reminds'`, `'applyStatus'`), `params` its arguments (`{}` when none).
 * - `['area', area, endpointName, params]` — data of a schema view: the endpoint of `schemas/<area>.json`
 *   and the resolved call (method, url, query, body). A successful action of the area drops exactly these
 *   keys (`isAreaKey`), so every mounted view of the area loads again and no other area is touched.
 * - `['schema', area]` — the resolved area document itself (code, not data: actions never drop it).
 *
 * Both the renderer and the shell import this module (the shell may import `renderer/`, never the reverse).
 */

export type ShellKey = readonly ['shell', string, Readonly<Record<string, unknown>>];
export type AreaKey = readonly ['area', string, string, unknown];
export type SchemaKey = readonly ['schema', string];
export type DataKey = ShellKey | AreaKey | SchemaKey;

const NO_PARAMS: Readonly<Record<string, unknown>> = Object.freeze({});

/** A shell load: the call's name and its arguments. */
export function shellKey(name: string, params: Readonly<Record<string, unknown>> = NO_PARAMS): ShellKey {
  return ['shell', name, params];
}

/** A view-data load: the area, the endpoint's name and the resolved call (or any parameters naming the load). */
export function areaKey(area: string, endpointName: string, params: unknown): AreaKey {
  return ['area', area, endpointName, params];
}

/** The resolved document of an area. */
export function schemaKey(area: string): SchemaKey {
  return ['schema', area];
}

/** True for the view-data keys of `area` (the filter a successful action invalidates with). */
export function isAreaKey(key: unknown, area: string): boolean {
  return Array.isArray(key) && key[0] === 'area' && key[1] === area;
}

/** True for every view-data key, whatever its area (logout, tests). */
export function isAnyAreaKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === 'area';
}
