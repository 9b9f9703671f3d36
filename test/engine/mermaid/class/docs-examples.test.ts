import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeScene, validateScene } from '../../../../engine/index.js';
import { layoutScene } from '../../../../engine/layout/index.js';
import { measureScene } from '../../../../engine/measure/index.js';
import { parseMermaid } from '../../../../engine/mermaid/index.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { edgesThroughNodes, factsOf, overlappingBoxes } from '../../../support/overlap-checks.js';
import { notPresent, sharedCorpus } from '../../../support/shared-corpus.js';

/** The .mmd files of a corpus folder, sorted by name. */
const corpus = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.mmd')).sort().map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));

/** Mermaid's own class diagram examples, and class diagrams of its demo page and rendering tests: data from a public repository, so in shared/ (docs/decisions/2026-11-28-fetched-corpora-in-shared.md; each folder's README names its source). */
const EXAMPLES_DIR = sharedCorpus('mermaid-docs/class');
const HELD_DIR = sharedCorpus('mermaid-public/class');
const examples = EXAMPLES_DIR === undefined ? [] : corpus(EXAMPLES_DIR);
const held = HELD_DIR === undefined ? [] : corpus(HELD_DIR);

/** Reads, checks, lays out and measures what a reader notices: overlapping boxes, edges through nodes. */
async function drawnWithoutFaults(text: string): Promise<void> {
  const parsed = parseMermaid(text);
  if (!parsed.ok) throw new Error(`${parsed.error.code}: ${parsed.error.message}`);
  expect(parsed.scene.diagramFamily).toBe('architecture');
  const checked = validateScene(parsed.scene);
  expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const laidOut = await layoutScene(measureScene(normalizeScene(checked.scene!), await loadFontsFromDisk()));
  const facts = factsOf(laidOut);
  expect(facts.boxes.size).toBe(parsed.scene.elements.filter((element) => element.kind !== 'edge').length);
  expect(overlappingBoxes(facts)).toEqual([]);
  expect(edgesThroughNodes(facts)).toEqual([]);
}

describe.skipIf(EXAMPLES_DIR === undefined)(`Mermaid's class diagram documentation examples ${EXAMPLES_DIR === undefined ? notPresent('mermaid-docs/class') : '(shared/corpus/mermaid-docs/class)'}`, () => {
  it('holds every example of the page (36 blocks)', () => {
    expect(examples).toHaveLength(36);
  });

  for (const { name, text } of examples) {
    it(`${name}: read as a valid architecture scene of tables, drawn with no overlapping boxes and no edge through a node`, async () => {
      const parsed = parseMermaid(text);
      expect(parsed.ok && parsed.scene.elements.some((element) => element.kind === 'node' && element.nodeType === 'er.entity')).toBe(true);
      await drawnWithoutFaults(text);
    });
  }
});

describe.skipIf(HELD_DIR === undefined)(`held-in class diagrams from Mermaid's demo page and rendering tests ${HELD_DIR === undefined ? notPresent('mermaid-public/class') : '(shared/corpus/mermaid-public/class)'}`, () => {
  it('holds at least 100 distinct diagrams', () => {
    expect(new Set(held.map(({ text }) => text)).size).toBe(held.length);
    expect(held.length).toBeGreaterThanOrEqual(100);
  });

  for (const { name, text } of held) {
    it(`${name}: read as a valid architecture scene, drawn with no overlapping boxes and no edge through a node`, () => drawnWithoutFaults(text));
  }
});
