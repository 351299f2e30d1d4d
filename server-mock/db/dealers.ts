import type Database from 'better-sqlite3';
import { COMPANIES, PARK_NAMES } from './zhData';

/**
 * The dealers of the multi-dealer platform (platformType 2) and what they own: each dealer is bound to one account
 * (`dealers.owner_user_id`; an account holds one or more dealers) and owns parks (`dealer_parks`), and the records
 * of a park belong to its dealer. The operator-side company (D1001) is the dealer of the operator accounts.
 */
export interface DealerSeed {
  id: string;
  name: string;
  /** The demo account that holds the dealer ('' for the operator-side company). */
  account: string;
  /** The parks of the shared park dictionary (parkId 1001 + index of PARK_NAMES) the dealer owns. */
  parks: number[];
}

export const OWN_DEALER = { id: 'D1001', name: COMPANIES[0] };

export const DEALER_SEEDS: readonly DealerSeed[] = [
  { id: OWN_DEALER.id, name: OWN_DEALER.name, account: '', parks: [] },
  { id: 'D2002', name: COMPANIES[1], account: 'dealer', parks: [1001, 1002] },
  { id: 'D2003', name: COMPANIES[2], account: 'dealer', parks: [1003, 1004] },
  { id: 'D2004', name: COMPANIES[3], account: 'dealer', parks: [1005, 1006] },
  { id: 'D2005', name: COMPANIES[4], account: 'dealer2', parks: [1007, 1008] },
  { id: 'D2006', name: COMPANIES[5], account: 'dealer2', parks: [1009, 1010] },
];

/** Writes the dealers and their parks (the accounts must exist); dealers already there keep their rows. */
export function seedDealers(db: Database.Database): void {
  const insert = db.prepare('INSERT OR IGNORE INTO dealers (dealer_id, dealer_name, owner_user_id, sort) VALUES (?, ?, ?, ?)');
  const own = db.prepare('UPDATE dealers SET owner_user_id = ? WHERE dealer_id = ?');
  const park = db.prepare('INSERT OR IGNORE INTO dealer_parks (park_id, dealer_id) VALUES (?, ?)');
  const userOf = db.prepare('SELECT user_id FROM users WHERE account = ?');
  DEALER_SEEDS.forEach((d, i) => {
    const owner = d.account ? ((userOf.get(d.account) as { user_id: string } | undefined)?.user_id ?? '') : '';
    insert.run(d.id, d.name, owner, i);
    own.run(owner, d.id);
    for (const parkId of d.parks) park.run(parkId, d.id);
  });
}

/** The dealers an account holds, in their order. */
export function dealersOfAccount(db: Database.Database, userId: string): string[] {
  const rows = db.prepare('SELECT dealer_id FROM dealers WHERE owner_user_id = ? ORDER BY sort').all(userId) as { dealer_id: string }[];
  return rows.map((r) => r.dealer_id);
}

/** The parks of some dealers. */
export function parksOfDealers(db: Database.Database, dealerIds: readonly string[]): number[] {
  if (dealerIds.length === 0) return [];
  const marks = dealerIds.map(() => '?').join(', ');
  const rows = db.prepare(`SELECT park_id FROM dealer_parks WHERE dealer_id IN (${marks}) ORDER BY park_id`).all(...dealerIds) as {
    park_id: number;
  }[];
  return rows.map((r) => r.park_id);
}

/** The names of parks as the seed's records carry them (park 1001 + i is PARK_NAMES[i]); a park added later has none. */
export function parkNamesOf(parkIds: readonly number[]): string[] {
  return parkIds.flatMap((id) => (PARK_NAMES[id - 1001] === undefined ? [] : [PARK_NAMES[id - 1001]]));
}

/** Makes a park (a new one) belong to a dealer. */
export function assignPark(db: Database.Database, parkId: number, dealerId: string): void {
  db.prepare(
    'INSERT INTO dealer_parks (park_id, dealer_id) VALUES (?, ?) ON CONFLICT(park_id) DO UPDATE SET dealer_id = excluded.dealer_id',
  ).run(parkId, dealerId);
}
