import { describe, expect, it } from 'vitest';
import { normalizeScene, validateScene } from '../../../engine/index.js';
import { parseMermaid } from '../../../engine/mermaid/index.js';
import { blockOfShaped, measureScene, type FontBytes, type MeasuredScene } from '../../../engine/measure/index.js';
import type { NormalizedScene } from '../../../engine/model/index.js';
import { loadFontsFromDisk } from '../../../fonts/node.js';
import { layout, node, sceneOf } from '../layout/core/layout-helpers.js';

let fonts: FontBytes | undefined;
async function measured(scene: NormalizedScene): Promise<MeasuredScene> {
  fonts ??= await loadFontsFromDisk();
  return measureScene(scene, fonts);
}

/** 75 characters (issue 30, problem 4). */
const LONG = 'The service validates the request body and stores a new immutable revision.';

/** A 10-node flowchart (issue 30, problem 5). */
export const TEN_NODES = `flowchart TD
    A[Christmas] -->|Get money| B(Go shopping)
    B --> C{Let me think}
    C -->|One| D[Laptop]
    C -->|Two| E[iPhone]
    C -->|Three| F[Car]
    D --> G[Pack it]
    E --> G
    F --> H{Is it the right colour for the family?}
    G --> I[Wrap it]
    H -->|Yes| I
    H -->|No| J[Return it]
`;

async function drawingArea(text: string, strategy: Record<string, unknown>): Promise<number> {
  const parsed = parseMermaid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const document = { ...parsed.scene, layoutStrategy: { ...parsed.scene.layoutStrategy, ...strategy } } as typeof parsed.scene;
  const result = await layout(normalizeScene(validateScene(document).scene!));
  let right = 0;
  let bottom = 0;
  for (const element of Object.values(result.computed.elements)) {
    if (!('box' in element)) continue;
    right = Math.max(right, element.box.x + element.box.width);
    bottom = Math.max(bottom, element.box.y + element.box.height);
  }
  return right * bottom;
}

describe('labels wrapped at layoutStrategy.labelWrapWidth', () => {
  it('a 75-character label is set in lines of at most 200 px, in a box no wider than them and their padding', async () => {
    expect(LONG).toHaveLength(75);
    const scene = sceneOf([node('a', 'generic', { label: LONG })]);
    const label = (await measured(scene)).nodes.a!.label!;
    const result = await layout(scene);
    const lines = blockOfShaped(label, { wrap: 'none' }).lines;
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(200);
    expect(lines.map((line) => line.text).join(' ')).toBe(LONG);
    const box = result.computed.elements.a!;
    if (!('box' in box)) throw new Error('no box');
    expect(box.box.width).toBeLessThanOrEqual(200 + 24);
  });

  it('0 keeps the label on one line; a box of the node\'s own that holds the line keeps it whole, a narrower one breaks it at 200 px', async () => {
    const off = await measured(sceneOf([node('a', 'generic', { label: LONG })], { layoutStrategy: { algorithm: 'hierarchical', labelWrapWidth: 0 } }));
    expect(blockOfShaped(off.nodes.a!.label!, { wrap: 'none' }).lines).toHaveLength(1);
    const sizedAs = (width: number) => node('a', 'generic', { label: LONG, layout: { mode: 'relative', place: { below: 'b' }, preferredSize: { width, height: 60 } } });
    const wide = await measured(sceneOf([sizedAs(700), node('b')]));
    expect(blockOfShaped(wide.nodes.a!.label!, { wrap: 'none' }).lines).toHaveLength(1);
    expect(wide.nodes.a!.size.width).toBe(700);
    const narrow = await measured(sceneOf([sizedAs(150), node('b')]));
    const lines = blockOfShaped(narrow.nodes.a!.label!, { wrap: 'none' }).lines;
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(200);
  });

  it('a diamond wraps its question instead of stretching flat', async () => {
    const question = 'Is it the right colour for the family?';
    const wrapped = await measured(sceneOf([node('d', 'decision', { label: question })]));
    const flat = await measured(sceneOf([node('d', 'decision', { label: question })], { layoutStrategy: { algorithm: 'hierarchical', labelWrapWidth: 0 } }));
    const size = wrapped.nodes.d!.size;
    expect(size.width).toBeLessThan(flat.nodes.d!.size.width * 0.6);
    expect(size.width / size.height).toBeLessThan(3);
  });

  it('Mermaid nodes fit their label with Mermaid\'s padding: the 10-node flowchart draws in less area', async () => {
    const before = await drawingArea(TEN_NODES, { nodeSizing: 'minimum', labelWrapWidth: 0 });
    const after = await drawingArea(TEN_NODES, {});
    console.log(`10-node flowchart drawing area: before ${before} px², after ${after} px² (${(after / before).toFixed(2)}x)`);
    expect(after).toBeLessThan(before * 0.8);
  });

  it('a long edge label is broken at 200 px too, but not a sequence message', async () => {
    const elements = [node('a'), node('b'), { id: 'e', kind: 'edge', from: { elementId: 'a' }, to: { elementId: 'b' }, label: LONG }];
    const label = (await measured(sceneOf(elements))).edgeLabels.e!;
    expect(label.runs.length).toBeGreaterThan(1);
    for (const run of label.runs) expect(run.width).toBeLessThanOrEqual(200);
    const off = (await measured(sceneOf(elements, { layoutStrategy: { algorithm: 'hierarchical', labelWrapWidth: 0 } }))).edgeLabels.e!;
    expect(off.runs).toHaveLength(1);
    const lifelines = [node('a', 'sequence.lifeline'), node('b', 'sequence.lifeline'), { id: 'e', kind: 'edge', edgeType: 'sequence.message', from: { elementId: 'a' }, to: { elementId: 'b' }, label: LONG }];
    const message = (await measured(sceneOf(lifelines, { diagramFamily: 'sequence' }))).edgeLabels.e!;
    expect(message.runs).toHaveLength(1);
  });

  it('nodeSizing fitLabel: a short label gets its text plus 30 px at the sides and 15 px above and below', async () => {
    const result = await measured(sceneOf([node('a', 'generic', { label: 'Laptop' })], { layoutStrategy: { algorithm: 'hierarchical', nodeSizing: 'fitLabel' } }));
    const size = result.nodes.a!.size;
    const line = blockOfShaped(result.nodes.a!.label!, { wrap: 'none' });
    expect(size).toEqual({ width: Math.ceil(line.width + 60 - 1e-6), height: Math.ceil(line.height + 30 - 1e-6) });
    expect(size.width).toBeLessThan(150);
  });
});
