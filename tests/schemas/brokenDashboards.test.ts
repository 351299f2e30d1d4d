/**
 * The valid dashboard the broken fixtures tests/schemas/fixtures/dash*.json are made from (each of those has one
 * mistake, checked with the other broken fixtures in brokenDocuments.test.ts).
 */
import { expect, it } from 'vitest';
import { checkAll } from '../../scripts/schemas/checkAll';

it('finds nothing wrong in the valid dashboard fixture dashValid', () => {
  expect(checkAll(['tests/schemas/fixtures/dashValid.json']).problems).toEqual([]);
});
