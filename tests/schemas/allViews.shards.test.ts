/** The all-views shards together mount every (area, view) pair exactly once, however many documents there are. */
import { describe, expect, it } from 'vitest';
import { listAreas, loadArea } from '../../renderer/core/loadArea';
import { viewsOfShard } from './support/viewShards';

const SHARDS = 4;

describe('all-views shards', () => {
  it('cover every view of every area once, in shards that differ by at most one view', async () => {
    const areas = await Promise.all(listAreas().map((name) => loadArea(name)));
    const every = areas.flatMap((area) => Object.keys(area.views).map((view) => `${area.area}/${view}`));
    expect(every.length).toBeGreaterThan(SHARDS);
    const shards = Array.from({ length: SHARDS }, (_, i) =>
      viewsOfShard(areas, i + 1, SHARDS).map(({ area, viewName }) => `${area.area}/${viewName}`),
    );
    expect(shards.flat().sort()).toEqual([...every].sort());
    const sizes = shards.map((shard) => shard.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('has one test file per shard', async () => {
    const { readdirSync } = await import('node:fs');
    const files = readdirSync(new URL('.', import.meta.url)).filter((name) => /^allViews\.shard\d+\.test\.tsx$/.test(name));
    expect(files.sort()).toEqual(Array.from({ length: SHARDS }, (_, i) => `allViews.shard${i + 1}.test.tsx`));
  });
});
