import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeScene, validateScene } from '../../../engine/index.js';
import { layoutScene } from '../../../engine/layout/index.js';
import { measureScene } from '../../../engine/measure/index.js';
import { parseMermaid } from '../../../engine/mermaid/index.js';
import { loadFontsFromDisk } from '../../../fonts/node.js';
import { edgesThroughNodes, factsOf, overlappingBoxes } from '../../support/overlap-checks.js';
import { notPresent, sharedCorpus } from '../../support/shared-corpus.js';

/** The .mmd files of a corpus folder, sorted by name (none when the folder is not there). */
const corpus = (dir: string | undefined) => (dir === undefined ? [] : readdirSync(dir).filter((name) => name.endsWith('.mmd')).sort().map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') })));

/**
 * Both corpora are data from Mermaid's repository, so they live in shared/
 * (docs/decisions/2026-11-28-fetched-corpora-in-shared.md); each folder's README.md lists the sources.
 */
const EXAMPLES_DIR = sharedCorpus('mermaid-docs/state');
const HELD_DIR = sharedCorpus('mermaid-public/state');
/** Mermaid's own state diagram examples. */
const examples = corpus(EXAMPLES_DIR);
/** State diagrams of Mermaid's demo page and rendering tests. */
const held = corpus(HELD_DIR);

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

describe.skipIf(EXAMPLES_DIR === undefined)(`Mermaid's state diagram documentation examples ${EXAMPLES_DIR === undefined ? notPresent('mermaid-docs/state') : ''}`, () => {
  it('holds every example of the page (20 blocks)', () => {
    expect(examples).toHaveLength(20);
  });

  for (const { name, text } of examples) {
    it(`${name}: read as a valid workflow scene, drawn with no overlapping boxes and no edge through a node`, () => drawnWithoutFaults(text));
  }
});

describe.skipIf(HELD_DIR === undefined)(`held-in state diagrams from Mermaid's demo page and rendering tests ${HELD_DIR === undefined ? notPresent('mermaid-public/state') : ''}`, () => {
  it('holds at least 40 distinct diagrams', () => {
    expect(new Set(held.map(({ text }) => text)).size).toBe(held.length);
    expect(held.length).toBeGreaterThanOrEqual(40);
  });

  for (const { name, text } of held) {
    it(`${name}: read as a valid workflow scene, drawn with no overlapping boxes and no edge through a node`, () => drawnWithoutFaults(text));
  }
});
