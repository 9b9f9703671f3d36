import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeScene, validateScene } from '../../../../engine/index.js';
import { layoutScene } from '../../../../engine/layout/index.js';
import { measureScene } from '../../../../engine/measure/index.js';
import { parseMermaid } from '../../../../engine/mermaid/index.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { edgesThroughNodes, factsOf, overlappingBoxes } from '../../../support/overlap-checks.js';

/** The .mmd files of a corpus folder, sorted by name. */
const corpus = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.mmd')).sort().map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));

/** Mermaid's own class diagram examples (test/corpus/mermaid-docs/class/README.md). */
const examples = corpus('test/corpus/mermaid-docs/class');
/** Class diagrams of Mermaid's demo page and rendering tests (test/corpus/mermaid-public/class/README.md). */
const held = corpus('test/corpus/mermaid-public/class');

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

describe("Mermaid's class diagram documentation examples", () => {
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

describe("held-in class diagrams from Mermaid's demo page and rendering tests", () => {
  it('holds at least 100 distinct diagrams', () => {
    expect(new Set(held.map(({ text }) => text)).size).toBe(held.length);
    expect(held.length).toBeGreaterThanOrEqual(100);
  });

  for (const { name, text } of held) {
    it(`${name}: read as a valid architecture scene, drawn with no overlapping boxes and no edge through a node`, () => drawnWithoutFaults(text));
  }
});
