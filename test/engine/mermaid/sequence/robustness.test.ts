import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMermaid } from '../../../../engine/mermaid/index.js';
import { validateScene } from '../../../../engine/validate/index.js';
import { notPresent, sharedCorpus } from '../../../support/shared-corpus.js';

/** Our own sequence diagram (the golden's source), always here. */
const OWN = [readFileSync('test/golden/layout/mermaid-sequence/source.mmd', 'utf8')];
/** Mermaid's documentation examples, in shared/ when it is there (docs/decisions/2026-11-28-fetched-corpora-in-shared.md). */
const DIR = sharedCorpus('mermaid-docs/sequence');
const DOCS = DIR === undefined ? [] : readdirSync(DIR).filter((name) => name.endsWith('.mmd')).sort().map((name) => readFileSync(join(DIR, name), 'utf8'));
const REFUSALS = ['MERMAID_SYNTAX_ERROR', 'MERMAID_LIMIT_EXCEEDED', 'MERMAID_EMPTY'];

/** Every text with one of its lines left out: unclosed blocks, stray ends, bars never started... */
function withoutOneLine(text: string): string[] {
  const lines = text.split('\n');
  return lines.map((_, drop) => lines.filter((__, index) => index !== drop).join('\n'));
}

/** Every text with one of its lines left out either reads as a valid scene or is refused with a position. */
function readOrRefusedWithPosition(texts: string[]): void {
  let refused = 0;
  for (const text of texts.flatMap(withoutOneLine)) {
    const result = parseMermaid(text);
    if (!result.ok) {
      expect(REFUSALS, `${result.error.code}: ${result.error.message}\n${text}`).toContain(result.error.code);
      if (result.error.code === 'MERMAID_SYNTAX_ERROR') expect(result.error.line).toBeGreaterThan(0);
      refused += 1;
      continue;
    }
    expect(validateScene(result.scene).diagnostics.filter((d) => d.severity === 'error'), text).toEqual([]);
  }
  expect(refused).toBeGreaterThan(0);
}

describe('sequenceDiagram reader on broken texts', () => {
  it('either reads a valid scene or refuses with a position, never failing inside, for our own diagram missing a line', () => {
    readOrRefusedWithPosition(OWN);
  });

  it.skipIf(DIR === undefined)(`does the same for every Mermaid docs example missing a line ${DIR === undefined ? notPresent('mermaid-docs/sequence') : ''}`, () => {
    readOrRefusedWithPosition(DOCS);
  });

  it('is deterministic: the same text gives the same scene and warnings', () => {
    for (const text of [...OWN, ...DOCS]) expect(JSON.stringify(parseMermaid(text))).toBe(JSON.stringify(parseMermaid(text)));
  });
});
