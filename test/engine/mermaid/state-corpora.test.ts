import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeScene, validateScene } from '../../../engine/index.js';
import { layoutScene } from '../../../engine/layout/index.js';
import { measureScene } from '../../../engine/measure/index.js';
import { parseMermaid } from '../../../engine/mermaid/index.js';
import { loadFontsFromDisk } from '../../../fonts/node.js';
import { edgesThroughNodes, factsOf, overlappingBoxes } from '../../support/overlap-checks.js';

/** The .mmd files of a corpus folder, sorted by name. */
const corpus = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.mmd')).sort().map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));

/** Mermaid's own state diagram examples (test/corpus/mermaid-docs/state/README.md). */
const examples = corpus('test/corpus/mermaid-docs/state');
/** State diagrams of Mermaid's demo page and rendering tests (test/corpus/mermaid-public/state/README.md). */
const held = corpus('test/corpus/mermaid-public/state');

/** Reads, checks, lays out and measures what a reader notices: overlapping boxes, edges through nodes. */
async function drawnWithoutFaults(text: string): Promise<void> {
  const parsed = parseMermaid(text);
  if (!parsed.ok) throw new Error(`${parsed.error.code}: ${parsed.error.message}`);
  expect(parsed.scene.diagramFamily).toBe('workflow');
  const checked = validateScene(parsed.scene);
  expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const laidOut = await layoutScene(measureScene(normalizeScene(checked.scene!), await loadFontsFromDisk()));
  const facts = factsOf(laidOut);
  expect(facts.boxes.size).toBe(parsed.scene.elements.filter((element) => element.kind !== 'edge').length);
  expect(overlappingBoxes(facts)).toEqual([]);
  expect(edgesThroughNodes(facts)).toEqual([]);
}

describe('the drawing checks', () => {
  const box = (x: number, y: number) => ({ x, y, width: 40, height: 20 });
  it('find overlapping boxes (a node over a frame it is not in, but not a frame over its members) and an edge through a node (not its ends)', () => {
    const facts = {
      boxes: new Map([['a', box(0, 0)], ['b', box(30, 10)], ['c', box(0, 100)], ['f', { x: -10, y: -10, width: 100, height: 60 }]]),
      edges: [{ id: 'e', from: 'a', to: 'x', points: [{ x: 20, y: -50 }, { x: 20, y: 200 }] }],
      frames: [{ id: 'f', box: { x: -10, y: -10, width: 100, height: 60 }, members: new Set(['a']) }],
    };
    expect(overlappingBoxes(facts)).toEqual([['a', 'b'], ['b', 'f']]);
    expect(edgesThroughNodes(facts)).toEqual([{ edge: 'e', node: 'c' }]);
  });
});

describe("Mermaid's state diagram documentation examples", () => {
  it('holds every example of the page (20 blocks)', () => {
    expect(examples).toHaveLength(20);
  });

  for (const { name, text } of examples) {
    it(`${name}: read as a valid workflow scene, drawn with no overlapping boxes and no edge through a node`, () => drawnWithoutFaults(text));
  }
});

describe("held-in state diagrams from Mermaid's demo page and rendering tests", () => {
  it('holds at least 40 distinct diagrams', () => {
    expect(new Set(held.map(({ text }) => text)).size).toBe(held.length);
    expect(held.length).toBeGreaterThanOrEqual(40);
  });

  for (const { name, text } of held) {
    it(`${name}: read as a valid workflow scene, drawn with no overlapping boxes and no edge through a node`, () => drawnWithoutFaults(text));
  }
});
