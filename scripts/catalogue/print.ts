/** npm run catalogue (also printed by npm run bench) — prints how many keys of the business catalogue the console serves (tests/schemas/catalogue.json). */
import { readLedger, servedCount } from './ledger';

const { served, total } = servedCount(readLedger());
console.log(`catalogue: ${served} of ${total} keys served`);
