import type { EngineExtension } from '../engine/types';
import { BULLETIN_TABLES, forgetBulletins } from './bulletinRecords';
import { CURATED_BULLETINS, GENERATED_BULLETIN_FIELDS, seedBulletins } from './bulletinSeed';
import { BULLETIN_STATUS, canStep, STATE_NOT_ALLOWED } from './bulletinWorkflow';
import { BULLETIN_CATEGORIES, CITIES, DEALER_TYPES, PROVINCES } from './publicityOptions';

/**
 * What the bulletin service adds to the engine's sysBulletin entity: the history and read tables, the curated seed,
 * the option lists the seed draws from, and the state rules of the generic update (编辑 only for 0 / 2 / 4, back to
 * 草稿) and delete (only 0 / 2 / 4).
 */
export const publicityExtension: EngineExtension = {
  options: {
    'GET /basic/v2/api/sysDicts/findByDicType': BULLETIN_CATEGORIES,
    'GET /publicity/v2/api/bulletinInfos/DealerTypes': DEALER_TYPES,
    'GET /publicity/v2/api/bulletinInfos/addrInfo': PROVINCES,
    'GET /dealer/v2/api/level2AddrInfos': CITIES,
  },
  entities: {
    sysBulletin: {
      tables: BULLETIN_TABLES,
      seed: seedBulletins,
      defaultRows: CURATED_BULLETINS.length,
      generated: GENERATED_BULLETIN_FIELDS,
      hooks: {
        beforeUpdate(current, values) {
          if (!canStep('edit', current.bulletinStatus)) return STATE_NOT_ALLOWED;
          values.bulletinStatus = BULLETIN_STATUS.draft;
        },
        beforeDelete(records) {
          if (records.some((r) => !canStep('delete', r.bulletinStatus))) return STATE_NOT_ALLOWED;
        },
        afterDelete: forgetBulletins,
      },
    },
  },
};
