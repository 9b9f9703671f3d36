import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeScene, validateScene } from '../../../engine/index.js';
import { layoutScene } from '../../../engine/layout/index.js';
import { measureScene } from '../../../engine/measure/index.js';
import { parseMermaid } from '../../../engine/mermaid/index.js';
import { loadFontsFromDisk } from '../../../fonts/node.js';
import { readCase } from '../../support/golden.js';
import { backEdges, edgesAgainstFlow } from '../../../harness/drawing-metrics/against-flow.js';
import { frameTrouble } from '../../../harness/drawing-metrics/frame-borders.js';
import type { RealDrawing } from '../../../harness/drawing-metrics/geometry.js';
import { drawingOfLayout } from '../../../harness/drawing-metrics/layout-drawing.js';
import { sharedSegmentPairs } from '../../../harness/drawing-metrics/shared-segments.js';

/** The layout golden's scene (test/golden/layout/<name>/input.json, issue 30's Mermaid text, all TD) laid out, as the drawing the quality metrics read. */
async function laidOut(name: string): Promise<RealDrawing> {
  return laidOutScene(readCase('layout', name).input);
}

async function laidOutScene(input: unknown): Promise<RealDrawing> {
  const fonts = await loadFontsFromDisk();
  const result = await layoutScene(measureScene(normalizeScene(validateScene(input).scene!), fonts));
  return drawingOfLayout(result, 'TB');
}

const centreY = (drawing: RealDrawing, id: string): number => {
  const { box } = [...drawing.nodes, ...drawing.frames].find((item) => item.id === id)!;
  return box.y + box.height / 2;
};

/** The quality bench's metrics (a), (b) and (c): edges sharing a line, running along a frame's border, passing through a frame they have no end in. */
function troubles(drawing: RealDrawing): { shared: Array<[string, string]>; along: Array<[string, string]>; through: Array<[string, string]> } {
  return { shared: sharedSegmentPairs(drawing.edges), ...frameTrouble(drawing.frames, drawing.edges) };
}

const NONE = { shared: [], along: [], through: [] };

describe('issue 30, problem 1: a login loop with a subgraph (TD)', () => {
  it('draws "Enter credentials" above "Valid?" and "Show login page" above both: the loop is broken at Err --> Login', async () => {
    const drawing = await laidOut('loop-subgraph');
    expect(centreY(drawing, 'Login')).toBeLessThan(centreY(drawing, 'Creds'));
    expect(centreY(drawing, 'Creds')).toBeLessThan(centreY(drawing, 'Check'));
    expect(centreY(drawing, 'Check')).toBeLessThan(centreY(drawing, 'Err'));
  });

  it('draws no edge against the flow but Err --> Login, the edge that closes the loop in the text\'s order', async () => {
    const drawing = await laidOut('loop-subgraph');
    expect([...backEdges(drawing.edges)]).toEqual(['Err__Login']);
    expect(edgesAgainstFlow(drawing)).toEqual([]);
  });

  it('runs the dashed Home -.-> Analytics along no frame border (it ran 135 px along Backend\'s)', async () => {
    expect(troubles(await laidOut('loop-subgraph'))).toEqual(NONE);
  });
});

/** Problem 1's loop with "Valid?" and "Load dashboard" declared on lines of their own before any link, with or without the Backend subgraph. */
function declaredFirst(subgraph: boolean): unknown {
  const lines = [
    'flowchart TD',
    '  Check{Valid?}',
    '  Home[Load dashboard]',
    '  Start([User opens app]) --> Auth{Logged in?}',
    '  Auth -->|No| Login[Show login page]',
    '  Auth -->|Yes| Home',
    '  Login --> Creds[/Enter credentials/]',
    '  Creds --> Check',
    '  Check -->|No| Err[Show error]',
    '  Err --> Login',
    '  Check -->|Yes| Home',
    ...(subgraph ? ['  subgraph Backend', '    Home --> API[(Orders API)]', '  end'] : ['  Home --> API[(Orders API)]']),
  ];
  const parsed = parseMermaid(lines.join('\n'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.scene;
}

describe('issue 30: a loop whose nodes are declared before they are linked', () => {
  it.each([
    ['our own layered placement (no subgraph)', false],
    ['ELK (with a subgraph)', true],
  ])('is broken at Err --> Login by %s', async (_, subgraph) => {
    const drawing = await laidOutScene(declaredFirst(subgraph));
    expect([...backEdges(drawing.edges)]).toEqual(['Err__Login']);
    expect(edgesAgainstFlow(drawing)).toEqual([]);
    expect(centreY(drawing, 'Creds')).toBeLessThan(centreY(drawing, 'Check'));
  });
});

describe('issue 30, problem 2: edges between subgraphs', () => {
  it('passes through no frame an edge neither leaves nor enters', async () => {
    expect(troubles(await laidOut('subgraph-edges')).through).toEqual([]);
  });

  it('draws no two edges on one line', async () => {
    expect(troubles(await laidOut('subgraph-edges')).shared).toEqual([]);
  });

  it('runs no edge along a frame border', async () => {
    expect(troubles(await laidOut('subgraph-edges')).along).toEqual([]);
  });

  it('draws every edge along the flow: the frames tied into a loop side by side (middle --> x2 climbed from middle up into right)', async () => {
    const facts = await laidOut('subgraph-edges');
    expect(edgesAgainstFlow(facts)).toEqual([]);
    expect(overlappingFrames(facts)).toEqual([]);
  });
});

/** Mermaid text laid out, as drawing facts. */
async function laidOutMermaid(text: string): Promise<RealDrawing> {
  const parsed = parseMermaid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return laidOutScene(parsed.scene);
}

/** Pairs of frames, neither inside the other, whose boxes overlap. */
function overlappingFrames(facts: RealDrawing): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const [i, a] of facts.frames.entries()) {
    for (const b of facts.frames.slice(i + 1)) {
      if (a.members.includes(b.id) || b.members.includes(a.id)) continue;
      const [p, q] = [a.box, b.box];
      if (p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height) found.push([a.id, b.id]);
    }
  }
  return found;
}

describe('issue 30: frames tied into a loop by the edges between them', () => {
  it('lays Mermaid\'s subgraphs example (one, two, three; two --> c2 with c2 in three) with every edge along the flow', async () => {
    const facts = await laidOutMermaid(readFileSync('test/corpus/mermaid/flowchart/subgraphs.mmd', 'utf8'));
    expect(edgesAgainstFlow(facts)).toEqual([]);
    expect(overlappingFrames(facts)).toEqual([]);
    expect(troubles(facts).through).toEqual([]);
    // Next to each other: no unrelated frame between them.
    const span = (ids: string[]) => {
      const boxes = ids.map((id) => facts.frames.find((frame) => frame.id === id)!.box);
      return { from: Math.min(...boxes.map((b) => b.x)), to: Math.max(...boxes.map((b) => b.x + b.width)) };
    };
    const tied = span(['one', 'two', 'three']);
    const between = facts.frames.filter((frame) => !['one', 'two', 'three'].includes(frame.id) && frame.box.x < tied.to && frame.box.x + frame.box.width > tied.from);
    expect(between.map((frame) => frame.id)).toEqual([]);
  });
});

describe('issue 30: an edge keeps out of a frame it neither leaves nor enters', () => {
  it('goes round subnet1 from nat back up to internet (it went straight through it)', async () => {
    const text = [
      'flowchart TB',
      '  internet',
      '  nat',
      '  router',
      '  lb1',
      '  lb2',
      '  compute1',
      '  compute2',
      '  subgraph project',
      '  router',
      '  nat',
      '    subgraph subnet1',
      '      compute1',
      '      lb1',
      '    end',
      '    subgraph subnet2',
      '      compute2',
      '      lb2',
      '    end',
      '  end',
      '  internet --> router',
      '  router --> subnet1 & subnet2',
      '  subnet1 & subnet2 --> nat --> internet',
    ].join('\n');
    const facts = await laidOutMermaid(text);
    expect(troubles(facts).through).toEqual([]);
    expect(troubles(facts).along).toEqual([]);
  });

  it('passes a frame a track\'s width off its border, not along it (B --> G ran down bar\'s side)', async () => {
    const text = [
      'flowchart TB',
      'A',
      'B',
      'subgraph foo[Foo SubGraph]',
      '  C',
      '  D',
      'end',
      'subgraph bar[Bar SubGraph]',
      '  E',
      '  F',
      'end',
      'G',
      'A-->B',
      'B-->C',
      'C-->D',
      'B-->D',
      'D-->E',
      'E-->A',
      'E-->F',
      'F-->D',
      'F-->G',
      'B-->G',
      'G-->D',
    ].join('\n');
    const facts = await laidOutMermaid(text);
    expect(nearFrameBorders(facts, 4)).toEqual([]);
    expect(troubles(facts).through).toEqual([]);
  });
});

/** Edges with a stretch of over 4 px parallel to a frame's border and closer to it than `gap` px (on it included). */
function nearFrameBorders(facts: RealDrawing, gap: number): Array<{ edge: string; frame: string }> {
  const found: Array<{ edge: string; frame: string }> = [];
  for (const edge of facts.edges) {
    for (const frame of facts.frames) {
      const { x, y, width, height } = frame.box;
      const near = edge.points.slice(1).some((b, i) => {
        const a = edge.points[i]!;
        const overlap = (lo: number, hi: number, p: number, q: number): number => Math.min(hi, Math.max(p, q)) - Math.max(lo, Math.min(p, q));
        if (a.x === b.x) return [x, x + width].some((line) => Math.abs(a.x - line) < gap) && overlap(y, y + height, a.y, b.y) > 4;
        if (a.y === b.y) return [y, y + height].some((line) => Math.abs(a.y - line) < gap) && overlap(x, x + width, a.x, b.x) > 4;
        return false;
      });
      if (near) found.push({ edge: edge.id, frame: frame.id });
    }
  }
  return found;
}

describe('issue 30: an edge between subgraphs beside a member edge', () => {
  it('shares no line with it (services --> data ran 82 px on catalog --> cache in the corpus microservices example)', async () => {
    const parsed = parseMermaid(readFileSync('test/corpus/mermaid/flowchart/microservices.mmd', 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(troubles(await laidOutScene(parsed.scene))).toEqual(NONE);
  });
});
