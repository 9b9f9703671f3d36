import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect } from 'vitest';

/**
 * Golden files: `<name>.exp.<ext>` holds the expected output. A mismatch writes
 * `<name>.got.<ext>` beside it for a diff; UPDATE_GOLDEN=1 accepts the new output.
 */
export function matchGolden(expectedPath: string, actual: string): void {
  const gotPath = expectedPath.replace('.exp.', '.got.');
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(dirname(expectedPath), { recursive: true });
    writeFileSync(expectedPath, actual);
    rmSync(gotPath, { force: true });
    return;
  }
  if (!existsSync(expectedPath)) {
    throw new Error(`Golden file ${expectedPath} is missing; run with UPDATE_GOLDEN=1 to create it.`);
  }
  const expected = readFileSync(expectedPath, 'utf8');
  if (expected !== actual) writeFileSync(gotPath, actual);
  else rmSync(gotPath, { force: true });
  expect(actual, `output differs from ${expectedPath} (see ${gotPath})`).toBe(expected);
}

/** Golden JSON, pretty-printed with a trailing newline. */
export function matchGoldenJson(expectedPath: string, value: unknown): void {
  matchGolden(expectedPath, `${JSON.stringify(value, null, 2)}\n`);
}
