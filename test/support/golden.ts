import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { CASE_FILES, type RenderCaseOptions } from './golden-cases.js';
import { reviewableSvg } from './reviewable-svg.js';

/** test/golden/, where every golden file lives (README.md there). */
export const GOLDEN_DIR = fileURLToPath(new URL('../golden/', import.meta.url));

/** The report a run writes when a golden differs (golden-report.ts). */
export const REPORT_PATH = join(GOLDEN_DIR, 'report.html');

/** A path under test/golden/. */
export function goldenPath(...parts: string[]): string {
  return join(GOLDEN_DIR, ...parts);
}

/**
 * Golden files: `<name>.exp.<ext>` holds the expected output. A mismatch writes
 * `<name>.got.<ext>` beside it (and the run ends by writing test/golden/report.html, the
 * expected and the got pictures side by side); UPDATE_GOLDEN=1 accepts the new output.
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
  expect(actual, `output differs from ${relative(process.cwd(), expectedPath)}: see ${relative(process.cwd(), REPORT_PATH)} when the run ends`).toBe(expected);
}

/** Golden JSON, pretty-printed with a trailing newline. */
export function matchGoldenJson(expectedPath: string, value: unknown): void {
  matchGolden(expectedPath, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * A golden SVG, kept in its reviewable form (reviewable-svg.ts). While test/golden/format-change/
 * holds the file this golden had before that form, the SVG drawn now must also be, byte for
 * byte, the one that file holds (the refactor that introduced the form changed no byte).
 */
export function matchGoldenSvg(expectedPath: string, svg: string): void {
  const before = formerGolden(expectedPath);
  if (before !== undefined) {
    expect(sha256(svg), `${relative(GOLDEN_DIR, expectedPath)} is no longer the SVG of ${relative(GOLDEN_DIR, before)}`).toBe(sha256(readFileSync(before, 'utf8')));
  }
  matchGolden(expectedPath, reviewableSvg(svg));
}

/** The file a golden SVG had before the reviewable form, while test/golden/format-change/ keeps it. */
export function formerGolden(expectedPath: string): string | undefined {
  const path = join(GOLDEN_DIR, 'format-change', relative(GOLDEN_DIR, expectedPath).replace(/\.exp\.svg$/, '.old.svg'));
  return existsSync(path) ? path : undefined;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** What a case folder holds as input: the document, the older one for a diff, the render options. */
export interface GoldenCase {
  dir: string;
  input: unknown;
  base?: unknown;
  options: RenderCaseOptions;
}

/** Reads a case folder (test/golden/<group>/<name>/). */
export function readCase(group: 'layout' | 'render', name: string): GoldenCase {
  const dir = goldenPath(group, name);
  const read = (file: string): unknown => JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const found: GoldenCase = { dir, input: read(CASE_FILES.input), options: {} };
  if (existsSync(join(dir, CASE_FILES.base))) found.base = read(CASE_FILES.base);
  if (group === 'render') found.options = read(CASE_FILES.options) as RenderCaseOptions;
  return found;
}
