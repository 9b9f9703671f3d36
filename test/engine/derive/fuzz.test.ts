import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveScene, type DeriveFormat } from '../../../engine/index.js';
import { notPresent, sharedCorpus } from '../../support/shared-corpus.js';

/**
 * Snapshots as a hostile or careless caller sends them: corpus schemas with slices cut,
 * lines repeated or swapped, and strings that have broken parsers before put in anywhere.
 * Whatever comes in, deriveScene answers (it never rejects): a scene with valid operations,
 * or DERIVE_PARSE_ERROR with a hint and a place inside the text (never ops the edit refuses).
 */
const OWN_SEEDS: Array<[DeriveFormat, string]> = [
  ['sql', 'own/sql/library-sqlite.sql'],
  ['prisma', 'own/prisma/clinic-auth.prisma'],
  ['dbml', 'own/dbml/bakery.dbml'],
];
/** Real schemas from public projects: in shared/ (docs/decisions/2026-11-28-fetched-corpora-in-shared.md). */
const SHARED = sharedCorpus('schemas');
const PUBLIC_SEEDS: Array<[DeriveFormat, string]> = [
  ['sql', 'sql/chinook-sqlite.sql'],
  ['sql', 'sql/sakila-mysql.sql'],
  ['sql', 'sql/prisma-heroku-migration.sql'],
  ['prisma', 'prisma/nextjs-auth.prisma'],
  ['dbml', 'dbml/ecommerce.dbml'],
];
const HOSTILE = ['', ';', '"', "'", '`', '$$', '/*', '--', '(', ')', '[', '{', '}', '\u0000', '\ud800', '🙂', 'ALTER TABLE x ADD COLUMN y int;', 'DELIMITER ;;', '\\connect x', 'CREATE TABLE', 'model', 'Ref: a.b > c.d', 'é'.repeat(50)];

const text = (file: string) => (file.startsWith('own/') ? readFileSync(new URL(`../../corpus/schemas/${file}`, import.meta.url), 'utf8') : readFileSync(join(SHARED!, file), 'utf8'));

function mutated(source: string): fc.Arbitrary<string> {
  const lines = source.split('\n');
  const at = fc.nat({ max: Math.max(0, lines.length - 1) });
  const edit = fc.oneof(
    fc.record({ kind: fc.constant('cut' as const), at, length: fc.integer({ min: 1, max: 6 }) }),
    fc.record({ kind: fc.constant('insert' as const), at, value: fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 12 })) }),
    fc.record({ kind: fc.constant('repeat' as const), at }),
    fc.record({ kind: fc.constant('swap' as const), at, other: at }),
  );
  return fc.array(edit, { minLength: 1, maxLength: 4 }).map((edits) => {
    const next = [...lines];
    for (const e of edits) {
      if (e.kind === 'cut') next.splice(e.at, e.length);
      else if (e.kind === 'insert') next.splice(e.at, 0, `${next[e.at] ?? ''}${e.value}`);
      else if (e.kind === 'repeat') next.splice(e.at, 0, next[e.at] ?? '');
      else [next[e.at], next[e.other]] = [next[e.other] ?? '', next[e.at] ?? ''];
    }
    return next.join('\n');
  });
}

/** Mutated copies of each seed always get an answer: a scene, or DERIVE_PARSE_ERROR with a place. */
function alwaysAnswers(format: DeriveFormat, file: string) {
  return fc.assert(
    fc.asyncProperty(mutated(text(file)), async (source) => {
      const result = await deriveScene({ format, source });
      if (result.ok) {
        expect(result.report.counts.tables).toBe(result.scene.elements.filter((element) => element.kind === 'node').length);
        return;
      }
      expect(result.error.code).toBe('DERIVE_PARSE_ERROR');
      if (result.error.code === 'DERIVE_PARSE_ERROR') {
        expect(result.error.line).toBeGreaterThanOrEqual(1);
        expect(result.error.line).toBeLessThanOrEqual(source.split('\n').length);
        expect(result.error.hint).toEqual(expect.any(String));
      }
    }),
    { numRuns: 60, seed: 34 },
  );
}

describe('derive: mutated snapshots of our own schemas', () => {
  it.each(OWN_SEEDS)('%s %s: always an answer, never a crash', (format, file) => alwaysAnswers(format, file), 120_000);
});

describe.skipIf(SHARED === undefined)(`derive: mutated snapshots of real schemas ${SHARED === undefined ? notPresent('schemas') : ''}`, () => {
  it.each(PUBLIC_SEEDS)('%s %s: always an answer, never a crash', (format, file) => alwaysAnswers(format, file), 120_000);
});
