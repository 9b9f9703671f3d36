import { writeFileSync, mkdirSync } from 'node:fs';

/** Counts passed and failed browser tests into .test-results/browser.json for test/run-all.mjs. */
export function countingReporter(outFile = '.test-results/browser.json') {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      const walk = (suite) => {
        for (const test of suite?.tests ?? []) {
          if (test.skipped) continue;
          if (test.passed) passed++;
          else failed++;
        }
        for (const child of suite?.suites ?? []) walk(child);
      };
      for (const session of sessions) {
        walk(session.testResults);
        // A file that failed to load has no results but an error: count it as a failure.
        if (!session.passed && (session.errors?.length ?? 0) > 0) failed++;
      }
      mkdirSync('.test-results', { recursive: true });
      writeFileSync(outFile, JSON.stringify({ passed, failed }));
    },
  };
}
