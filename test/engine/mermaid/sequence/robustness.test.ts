import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMermaid } from '../../../../engine/mermaid/index.js';
import { validateScene } from '../../../../engine/validate/index.js';

const DIR = 'test/corpus/mermaid-docs/sequence';
const texts = readdirSync(DIR).filter((name) => name.endsWith('.mmd')).sort().map((name) => readFileSync(join(DIR, name), 'utf8'));
const REFUSALS = ['MERMAID_SYNTAX_ERROR', 'MERMAID_LIMIT_EXCEEDED', 'MERMAID_EMPTY'];

/** Every text with one of its lines left out: unclosed blocks, stray ends, bars never started... */
function withoutOneLine(text: string): string[] {
  const lines = text.split('\n');
  return lines.map((_, drop) => lines.filter((__, index) => index !== drop).join('\n'));
}

describe('sequenceDiagram reader on broken texts', () => {
  it('either reads a valid scene or refuses with a position, never failing inside, for every docs example missing a line', () => {
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
  });

  it('is deterministic: the same text gives the same scene and warnings', () => {
    for (const text of texts) expect(JSON.stringify(parseMermaid(text))).toBe(JSON.stringify(parseMermaid(text)));
  });
});
