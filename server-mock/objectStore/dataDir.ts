import type Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const roots = new WeakMap<Database.Database, string>();
const tempFolders: string[] = [];
let exitHookInstalled = false;

/**
 * Removes the temp folders of this process's in-memory databases (at exit, and from tests once their servers are
 * closed: test workers may be stopped without an exit event).
 */
export function removeTempObjectFolders(): void {
  for (const folder of tempFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/** A fresh temporary folder for an in-memory database, removed when the process exits. */
function tempFolder(): string {
  if (!exitHookInstalled) {
    process.once('exit', removeTempObjectFolders);
    exitHookInstalled = true;
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), 'parking-mock-'));
  tempFolders.push(folder);
  return folder;
}

const isInMemory = (name: string) => name === '' || name === ':memory:' || name.startsWith('file::memory:');

/** Where the stores keep their files: `<folder of the SQLite file>/objects` (a temp folder for an in-memory database). */
export function objectsRootOf(db: Database.Database): string {
  let root = roots.get(db);
  if (!root) {
    root = path.join(isInMemory(db.name) ? tempFolder() : path.dirname(path.resolve(db.name)), 'objects');
    roots.set(db, root);
  }
  return root;
}
