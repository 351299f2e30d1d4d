/**
 * 数据字典 as the screens' selects use it: `GET /system/v2/api/dictItems/options/{typeCode}` answers the enabled items
 * of one dictionary in their order (`[{itemValue, itemLabel}]`), read from the items 数据字典 maintains, so an item
 * added there is offered at once and one disabled is no longer offered. Hand-written because each dictionary that uses
 * it needs a path of its own (its labels in exports are keyed by method and path, `systemManageExtension.options`),
 * which a document's list endpoint, filtered by its query, cannot give.
 */
import { ok } from '../../http/envelope';
import type { RegisterService } from '../types';
import { dictOptions } from './seed';

/** The path of a dictionary's options, without the `/api` prefix (as area documents write it). */
export const DICT_OPTIONS_PATH = '/system/v2/api/dictItems/options';

export const registerDictOptions: RegisterService = (router, ctx) => {
  router.get(`/api${DICT_OPTIONS_PATH}/{typeCode}`, (req) =>
    ok(dictOptions(ctx.engine.store(ctx.db, 'dictItem'), String(req.params.typeCode ?? ''))),
  );
};
