import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeScene, validateScene } from '../../../engine/index.js';
import { layoutScene } from '../../../engine/layout/index.js';
import { measureScene } from '../../../engine/measure/index.js';
import { parseMermaid } from '../../../engine/mermaid/index.js';
import { loadFontsFromDisk } from '../../../fonts/node.js';
import { readCase } from '../../support/golden.js';
import { againstFlow, alongFrameBorders, factsOf, sharedSegments, throughUnrelatedFrames, type DrawingFacts } from '../../support/drawing-checks.js';

/** The layout golden's scene (test/golden/layout/<name>/input.json, issue 30's Mermaid text) laid out, as drawing facts. */
async function laidOut(name: string): Promise<DrawingFacts> {
  return laidOutScene(readCase('layout', name).input);
}

async function laidOutScene(input: unknown): Promise<DrawingFacts> {
  const fonts = await loadFontsFromDisk();
  const result = await layoutScene(measureScene(normalizeScene(validateScene(input).scene!), fonts));
  return factsOf(result);
}

const centreY = (facts: DrawingFacts, id: string): number => facts.boxes.get(id)!.y + facts.boxes.get(id)!.height / 2;

describe('issue 30, problem 1: a login loop with a subgraph (TD)', () => {
  it('draws "Enter credentials" above "Valid?" and "Show login page" above both: the loop is broken at Err --> Login', async () => {
    const facts = await laidOut('loop-subgraph');
    expect(centreY(facts, 'Login')).toBeLessThan(centreY(facts, 'Creds'));
    expect(centreY(facts, 'Creds')).toBeLessThan(centreY(facts, 'Check'));
    expect(centreY(facts, 'Check')).toBeLessThan(centreY(facts, 'Err'));
  });

  it('draws no edge against the flow but Err --> Login', async () => {
    expect(againstFlow(await laidOut('loop-subgraph'), 'TB')).toEqual(['Err__Login']);
  });

  it('runs the dashed Home -.-> Analytics along no frame border (it ran 135 px along Backend\'s)', async () => {
    const facts = await laidOut('loop-subgraph');
    expect(alongFrameBorders(facts)).toEqual([]);
    expect(sharedSegments(facts)).toEqual([]);
    expect(throughUnrelatedFrames(facts)).toEqual([]);
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
    const facts = await laidOutScene(declaredFirst(subgraph));
    expect(againstFlow(facts, 'TB')).toEqual(['Err__Login']);
    expect(centreY(facts, 'Creds')).toBeLessThan(centreY(facts, 'Check'));
  });
});

describe('issue 30, problem 2: edges between subgraphs', () => {
  it('passes through no frame an edge neither leaves nor enters', async () => {
    expect(throughUnrelatedFrames(await laidOut('subgraph-edges'))).toEqual([]);
  });

  it('draws no two edges on one line', async () => {
    expect(sharedSegments(await laidOut('subgraph-edges'))).toEqual([]);
  });

  it('runs no edge along a frame border', async () => {
    expect(alongFrameBorders(await laidOut('subgraph-edges'))).toEqual([]);
  });
});

describe('issue 30: an edge between subgraphs beside a member edge', () => {
  it('shares no line with it (services --> data ran 82 px on catalog --> cache in the corpus microservices example)', async () => {
    const parsed = parseMermaid(readFileSync('test/corpus/mermaid/flowchart/microservices.mmd', 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const facts = await laidOutScene(parsed.scene);
    expect(sharedSegments(facts)).toEqual([]);
    expect(throughUnrelatedFrames(facts)).toEqual([]);
    expect(alongFrameBorders(facts)).toEqual([]);
  });
});
