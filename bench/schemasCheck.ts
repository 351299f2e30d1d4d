/**
 * Schema check time: `checkAll` (parse with positions, template expansion, ahead-of-time ajv validation,
 * cross-reference lint) on 50 area documents — copies of schemas/device.json (templates), schemas/specificCar.json
 * (expressions) and schemas/sysBulletin.json in turn — plus the shared field library. Printed, never asserted. Run: npx tsx bench/schemasCheck.ts [count]
 */
import { timeSchemaCheck } from '../scripts/schemas/benchmark';

const count = Number(process.argv[2] ?? 50);
const t = timeSchemaCheck(count);
console.log(
  `schema check: ${t.documents} area documents in ${t.medianMs.toFixed(1)} ms (median of warm runs; first run ${t.firstMs.toFixed(1)} ms; ${t.problems} problems)`,
);
