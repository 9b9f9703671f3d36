import { relative } from 'node:path';
import { writeGoldenReport } from './golden-report.js';

/**
 * vitest globalSetup: when the run ends, test/golden/report.html shows every golden that
 * differs (golden-report.ts), or is removed when none does. Test files run in their own
 * processes, so the report is written once, here, from the `*.got.*` files they left.
 */
export default function setup(): () => Promise<void> {
  return async () => {
    const report = await writeGoldenReport();
    if (report !== undefined) console.log(`\nGolden files differ: open ${relative(process.cwd(), report)}\n`);
  };
}
