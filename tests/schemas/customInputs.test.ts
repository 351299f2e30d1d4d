/**
 * Hand-written calls refuse what their forms refuse: every custom endpoint a form sends to (an action's input form or
 * a form view's submit), and every generic write a hand-written module serves instead of the engine, is checked by the forms' own rules (`engine.inputCheck`, server-mock/engine/customInput.ts)
 * in the hand-written module that serves it, or is listed below with the reason it is not. A new area whose custom
 * call takes a form fails here until its module asks for the check.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createContext } from '../../server-mock/context';
import { migrate } from '../../server-mock/db/schema';
import type { Engine } from '../../server-mock/engine';
import { inputFormsOf } from '../../server-mock/engine/customInput';
import { buildApiRouter } from '../../server-mock/services';
import { mockEngine } from '../../server-mock/testing/mockEngine';

/** Custom endpoints with a form whose module checks the input its own way, and why. */
const CHECKED_OTHERWISE: Record<string, string> = {};

/** The endpoints the hand-written modules ask `inputCheck` for, as "area.endpoint", and which endpoints they serve. */
function askedChecks(): { asked: Set<string>; engine: Engine; handWritten: string[] } {
  const engine = mockEngine();
  const asked = new Set<string>();
  let handWritten: string[] = [];
  const spy: Engine = {
    ...engine,
    inputCheck: (area, endpoint) => {
      asked.add(`${area}.${endpoint}`);
      return engine.inputCheck(area, endpoint);
    },
    register: (router, ctx) => {
      const report = engine.register(router, ctx);
      handWritten = [...report.custom, ...report.overridden];
      return report;
    },
  };
  const db = new Database(':memory:');
  migrate(db);
  buildApiRouter(createContext(db, { quiet: true, engine: spy }));
  db.close();
  return { asked, engine, handWritten };
}

const { asked, engine, handWritten } = askedChecks();
const served = new Set(handWritten);
/** Every write endpoint a hand-written module serves and some form sends to. */
const withForms = [...engine.custom, ...engine.generic]
  .filter((c) => c.endpoint.method !== 'GET' && served.has(`${c.endpoint.method} ${c.endpoint.path}`))
  .filter((c) => inputFormsOf(engine.areas.find((a) => a.doc.area === c.area)!.doc, c.name).length > 0)
  .map((c) => `${c.area}.${c.name}`);

describe('custom endpoints check the input of the forms that send to them', () => {
  it('finds the forms of the hand-written calls (退款, 修改车牌, 处理对账单, 调账 …)', () => {
    expect(withForms).toEqual(
      expect.arrayContaining(['stopFee.chargeRefund', 'stopFee.editPlate', 'financialCenter.deal', 'financialCenter.adjust']),
    );
    console.log(
      `custom endpoints with forms: ${withForms.length}, checked by their forms: ${withForms.filter((k) => asked.has(k)).length}`,
    );
  });

  it.each(withForms)('%s', (name) => {
    expect(asked.has(name) || name in CHECKED_OTHERWISE, `${name}: its module does not call engine.inputCheck`).toBe(true);
  });

  it('lists no endpoint as checked otherwise that is checked by its forms or has none', () => {
    for (const name of Object.keys(CHECKED_OTHERWISE)) {
      expect(withForms).toContain(name);
      expect(asked.has(name)).toBe(false);
    }
  });
});
