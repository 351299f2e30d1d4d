/**
 * The field a data scope (`entities.<entity>.scope`) reads when the document names none: the mock applies it
 * (server-mock/engine/dataScope.ts) and the schema check verifies the entity stores it (scripts/schemas/lint/rules/scopes.ts).
 */
export const DEFAULT_SCOPE_FIELD = { park: 'parkId', parkName: 'parkName', dealer: 'dealerId' } as const;
