import type { EngineExtension } from '../../engine/types';
import { BULLETIN_TABLES, forgetBulletins } from './reads';
import { CURATED_BULLETINS, GENERATED_BULLETIN_FIELDS, seedBulletins } from './seed';
import { BULLETIN_CATEGORIES, CITIES, DEALER_TYPES, PROVINCES } from './options';

/**
 * What the bulletin service adds to the engine's sysBulletin entity: the read-marks table, the curated seed (with
 * its audit trails), the option lists the seed draws from, and forgetting the read marks of deleted bulletins. The
 * state rules of 编辑 and 删除 are the transitions of schemas/sysBulletin.json.
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
      hooks: { afterDelete: forgetBulletins },
    },
  },
};
