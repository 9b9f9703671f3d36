import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeScene, validateScene } from '../../../../engine/index.js';
import { layoutScene } from '../../../../engine/layout/index.js';
import { measureScene } from '../../../../engine/measure/index.js';
import { parseMermaid } from '../../../../engine/mermaid/index.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { countCrossings } from '../../../../harness/drawing-metrics/crossings.js';
import type { Point, RealDrawing } from '../../../../harness/drawing-metrics/geometry.js';
import { drawingOfLayout } from '../../../../harness/drawing-metrics/layout-drawing.js';
import { sharedSegmentPairs } from '../../../../harness/drawing-metrics/shared-segments.js';

/**
 * Issue 30, (b) and (e) of the quality bench on real diagrams: no two edges drawn on one
 * line (unless they leave one node or enter one together: a fan-out or fan-in), and no
 * edge through a node, curved ones included. Each text is one the corpus drew wrongly.
 */

async function laidOut(text: string): Promise<{ facts: RealDrawing; curved: Set<string> }> {
  const parsed = parseMermaid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const fonts = await loadFontsFromDisk();
  const result = await layoutScene(measureScene(normalizeScene(validateScene(parsed.scene).scene!), fonts));
  const curved = new Set(Object.entries(result.computed.elements).flatMap(([id, e]) => (e.kind === 'edge' && e.router === 'curved' ? [id] : [])));
  return { facts: drawingOfLayout(result), curved };
}

/** Pairs of edges with neither the same source nor the same target whose segments run on one line over 4 px: the bench's (b). */
function sharedLines({ edges }: RealDrawing): string[] {
  return sharedSegmentPairs(edges).map(([a, b]) => `${a} ${b}`);
}

/** The polyline a route draws: a curved one's cubic chain sampled, 32 points a cubic. */
function drawnLine(points: readonly Point[], curved: boolean): Point[] {
  if (!curved) return [...points];
  const line: Point[] = [points[0]!];
  for (let i = 0; i + 3 < points.length; i += 3) {
    const [p0, c1, c2, p1] = [points[i]!, points[i + 1]!, points[i + 2]!, points[i + 3]!];
    for (let k = 1; k <= 32; k++) {
      const t = k / 32;
      const [a, b, c, d] = [(1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t ** 2, t ** 3];
      line.push({ x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y });
    }
  }
  return line;
}

/** Edges with a drawn point more than 1 px inside a node they do not connect. */
function throughNodes({ facts, curved }: { facts: RealDrawing; curved: Set<string> }): string[] {
  return facts.edges.flatMap((edge) => {
    const line = drawnLine(edge.points, curved.has(edge.id));
    const hit = facts.nodes.some(
      ({ id, box }) =>
        id !== edge.from && id !== edge.to &&
        line.some((p) => p.x > box.x + 1 && p.x < box.x + box.width - 1 && p.y > box.y + 1 && p.y < box.y + box.height - 1),
    );
    return hit ? [edge.id] : [];
  });
}

describe('issue 30 (b): distinct edges never share a line', () => {
  it.each([
    ['A & B --> C & D, whose facing ends fell 0.34 px apart', 'flowchart TB\n  A & B --> C & D'],
    ['the same, left to right', 'flowchart LR\n  A & B --> C & D'],
    ['an edge to a subgraph ending on the line a member\'s edge runs down', 'flowchart TB\n  subgraph S1\n    sub1 --> sub2\n  end\n  subgraph S2\n    sub4\n  end\n  S1 --> S2\n  sub1 --> sub4'],
    [
      'a back edge\'s jog on a forward edge\'s track (Mermaid\'s ELK spec)',
      'flowchart TB\nA\nB\nsubgraph foo[Foo SubGraph]\n  C\n  D\nend\nsubgraph bar[Bar SubGraph]\n  E\n  F\nend\nG\nA-->B\nB-->C\nC-->D\nB-->D\nD-->E\nE-->A\nE-->F\nF-->D\nF-->G\nB-->G\nG-->D',
    ],
    [
      'an edge into a subgraph beside a member\'s edge into it (Mermaid\'s flowchart-v2 spec)',
      'flowchart TB\n  subgraph container_Beta\n    process_C-->Process_D\n  end\n  subgraph container_Alpha\n    process_A-->process_B\n    process_B-->|via_AWSBatch|container_Beta\n    process_A-->|messages|process_C\n  end',
    ],
    ['two ER routes stepping out of INVOICE to one stub column', readFileSync(new URL('../../../corpus/mermaid/er/saas-billing.mmd', import.meta.url), 'utf8')],
  ])('%s', async (_, text) => {
    expect(sharedLines((await laidOut(text)).facts)).toEqual([]);
  });
});

describe('issue 30 (b): parting two lines costs no crossing that swapping their ends avoids', () => {
  it('swaps the ends on D of the back edge G --> D and of D --> E once their jogs are parted (2 crossings, as before parting; 3 without the swap)', async () => {
    const text = 'flowchart TB\nA\nB\nsubgraph foo[Foo SubGraph]\n  C\n  D\nend\nsubgraph bar[Bar SubGraph]\n  E\n  F\nend\nG\nA-->B\nB-->C\nC-->D\nB-->D\nD-->E\nE-->A\nE-->F\nF-->D\nF-->G\nB-->G\nG-->D';
    const { facts } = await laidOut(text);
    expect(sharedLines(facts)).toEqual([]);
    expect(countCrossings(facts.edges.map((e) => ({ ...e, points: [...e.points] })))).toBeLessThanOrEqual(2);
  });
});

describe('issue 30 (e): no edge through a node', () => {
  it('draws a long curved edge through its via point, round the node beside it (Mermaid\'s curve spec)', async () => {
    const text = [
      'flowchart TD',
      '  A e1@-->B e5@--> E',
      '  E e7@--> D',
      '  B e3@-->D',
      '  A e2@-->C e4@-->D',
      '  C e6@--> F',
      '  F e8@--> D',
      '  e4@{ curve: bumpY }',
      '  e6@{ curve: catmullRom }',
    ].join('\n');
    const drawing = await laidOut(text);
    expect(drawing.curved.has('e4')).toBe(true);
    expect(throughNodes(drawing)).toEqual([]);
  });
});
