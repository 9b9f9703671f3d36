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
});

describe('issue 30: an edge between subgraphs beside a member edge', () => {
  it('shares no line with it (services --> data ran 82 px on catalog --> cache in the corpus microservices example)', async () => {
    const parsed = parseMermaid(readFileSync('test/corpus/mermaid/flowchart/microservices.mmd', 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(troubles(await laidOutScene(parsed.scene))).toEqual(NONE);
  });
});
