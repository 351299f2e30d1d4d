import { PARK_NAMES } from '../db/zhData';
import type { EngineExtension } from '../engine/types';
import { PAY_TYPES } from '../engine/seedVocabulary';
import { ok } from '../http/envelope';
import type { RegisterService } from './types';

const BASE = '/api/dealer/v2/api';

/** The parks of the shared `park` dictionary (schemas/common/fields.json: labelKey parkName, valueKey parkId). */
export const PARKS = PARK_NAMES.map((parkName, i) => ({ parkId: 1001 + i, parkName }));

/** Option lists of the shared field library: parks (parkInfos/chosen, isDelete 0) and pay types. */
export const registerDealerOptions: RegisterService = (router) => {
  router.get(`${BASE}/parkInfos/chosen`, () => ok(PARKS));
  router.get(`${BASE}/payTypes`, () => ok(PAY_TYPES));
};

export const dealerOptionsExtension: EngineExtension = {
  options: {
    'GET /dealer/v2/api/parkInfos/chosen': PARKS,
    'GET /dealer/v2/api/payTypes': PAY_TYPES,
  },
};
