/**
 * The engine extension of 错峰共享 (schemas/staggerShare.json), listed in services/extensions.ts: the curated seed of
 * every entity (seed.ts) merged with the write rules and bill computations the document cannot say (rules.ts).
 * There are no hand-written calls: every endpoint of the area is served by the engine.
 */
import type { EngineExtension, EntityExtension } from '../../engine/types';
import { RULE_ENTITIES, staggerApplyCard, staggerNoShowBlack, staggerRefundBill, staggerRenewBill } from './rules';
import { SEED_ENTITIES } from './seed';

const entities: Record<string, EntityExtension> = { ...SEED_ENTITIES };
for (const [name, rules] of Object.entries(RULE_ENTITIES)) entities[name] = { ...entities[name], ...rules };

export const staggerShareExtension: EngineExtension = {
  entities,
  computations: { staggerRenewBill, staggerRefundBill, staggerNoShowBlack, staggerApplyCard },
};
