import type { ResolvedArea } from '../../../renderer/core/viewProps';

/** Which views an all-views shard mounts: every `of`-th (area, view) pair in document order, from pair `shard - 1`. */
export function viewsOfShard(areas: ResolvedArea[], shard: number, of: number): { area: ResolvedArea; viewName: string }[] {
  const pairs = areas.flatMap((area) => Object.keys(area.views).map((viewName) => ({ area, viewName })));
  return pairs.filter((_, index) => index % of === shard - 1);
}
