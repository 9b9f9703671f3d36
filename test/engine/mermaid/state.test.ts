import { describe, expect, it } from 'vitest';
import { validateScene } from '../../../engine/validate/index.js';
import { parseMermaid } from '../../../engine/mermaid/index.js';
import { edgeOf, frameOf, idsOf, nodeOf, parseError, parseOk, warningsAt } from './helpers.js';

/** The warnings' construct names, in order. */
const constructs = (text: string): unknown[] => parseOk(text).warnings.map((w) => w.data?.construct);

describe('stateDiagram: states and transitions', () => {
  it('reads both headers into the workflow family, top to bottom by default', () => {
    for (const header of ['stateDiagram', 'stateDiagram-v2', '  stateDiagram-v2']) {
      const { scene, warnings } = parseOk(`${header}\n  s1 --> s2\n`);
      expect(scene.diagramFamily).toBe('workflow');
      expect(scene.layoutStrategy).toEqual({ algorithm: 'hierarchical', direction: 'TB', nodeSizing: 'fitLabel' });
      expect(warnings).toEqual([]);
    }
  });

  it('draws states as tasks labelled with their descriptions (one a line), else their id', () => {
    const { scene } = parseOk('stateDiagram-v2\n  state "Long name" as s1\n  s2 : first\n  s2: second\n  s3\n  s1 --> s2\n');
    expect(nodeOf(scene, 's1')).toMatchObject({ nodeType: 'workflow.task', shape: 'roundedRect', label: 'Long name' });
    expect(nodeOf(scene, 's2').label).toBe('first\nsecond');
    expect(nodeOf(scene, 's3').label).toBe('s3');
  });

  it('reads transitions as sequence flows with their labels', () => {
    const { scene } = parseOk('stateDiagram-v2\n  A --> B : go <b>now</b>\n  B-->A\n');
    expect(edgeOf(scene, 'A__B')).toMatchObject({ from: { elementId: 'A' }, to: { elementId: 'B' }, edgeType: 'workflow.sequenceFlow', label: 'go now' });
    expect(edgeOf(scene, 'B__A').label).toBeUndefined();
  });

  it('makes [*] the start of its scope as a source and the end as a target, one of each per scope', () => {
    const { scene } = parseOk('stateDiagram-v2\n  [*] --> A\n  [*] --> B\n  A --> [*]\n  B --> [*]\n');
    expect(nodeOf(scene, 'start')).toMatchObject({ nodeType: 'workflow.start', label: '' });
    expect(nodeOf(scene, 'end')).toMatchObject({ nodeType: 'workflow.terminate', label: '' });
    expect(idsOf(scene, 'node')).toEqual(['start', 'A', 'B', 'end']);
  });

  it('names a start or end after a state of the text that has the name with a suffix', () => {
    const { scene } = parseOk('stateDiagram-v2\n  [*] --> start\n  start --> end\n  end --> [*]\n');
    expect(nodeOf(scene, 'start').nodeType).toBe('workflow.task');
    expect(nodeOf(scene, 'start_2').nodeType).toBe('workflow.start');
    expect(nodeOf(scene, 'end_2').nodeType).toBe('workflow.terminate');
  });

  it('draws choice as a decision diamond, fork and join as parallel gateways with a warning each', () => {
    const { scene, warnings } = parseOk('stateDiagram-v2\n  state c <<choice>>\n  state f <<fork>>\n  state j [[join]]\n  c --> f\n  f --> j\n');
    expect(nodeOf(scene, 'c')).toMatchObject({ nodeType: 'workflow.decision', shape: 'diamond', label: '' });
    expect(nodeOf(scene, 'f').nodeType).toBe('workflow.gatewayParallel');
    expect(nodeOf(scene, 'j').nodeType).toBe('workflow.gatewayParallel');
    expect(warnings.map((w) => [w.code, w.data?.construct, w.elementId])).toEqual([['MERMAID_APPROXIMATED', 'fork', 'f'], ['MERMAID_APPROXIMATED', 'join', 'j']]);
  });
});

describe('stateDiagram: composite states and regions', () => {
  const nested = [
    'stateDiagram-v2',
    '  [*] --> Outer',
    '  state "The outer one" as Outer {',
    '    [*] --> a',
    '    state Inner {',
    '      [*] --> b',
    '      b --> [*]',
    '    }',
    '    a --> Inner',
    '  }',
    '  Outer --> [*]',
  ].join('\n');

  it('draws a composite state as a frame titled with its description, holding its states, its own start and end, and nested composites', () => {
    const { scene } = parseOk(nested);
    expect(frameOf(scene, 'Outer')).toMatchObject({ containerType: 'subprocess', title: 'The outer one', children: ['Outer_start', 'a', 'Inner'] });
    expect(frameOf(scene, 'Inner')).toMatchObject({ title: 'Inner', children: ['Inner_start', 'b', 'Inner_end'] });
    expect(nodeOf(scene, 'Outer_start').nodeType).toBe('workflow.start');
    expect(edgeOf(scene, 'start__Outer').to).toEqual({ elementId: 'Outer' });
    expect(edgeOf(scene, 'Outer__end').from).toEqual({ elementId: 'Outer' });
    expect(validateScene(scene).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('reads the "{" of a composite on the line after state X, as Mermaid does', () => {
    const { scene } = parseOk('stateDiagram-v2\n  state Outer\n  {\n    a --> b\n  }\n');
    expect(frameOf(scene, 'Outer').children).toEqual(['a', 'b']);
  });

  it('splits a composite at -- into region frames, each with its own start', () => {
    const { scene } = parseOk('stateDiagram-v2\n  state Active {\n    [*] --> A1\n    --\n    [*] --> B1\n    B1 --> B2\n  }\n');
    expect(frameOf(scene, 'Active').children).toEqual(['Active_region1', 'Active_region2']);
    expect(frameOf(scene, 'Active_region1')).toMatchObject({ containerType: 'partition', children: ['Active_region1_start', 'A1'] });
    expect(frameOf(scene, 'Active_region2').children).toEqual(['Active_region2_start', 'B1', 'B2']);
  });

  it('keeps the top-level direction and warns about one inside a composite', () => {
    const { scene, warnings } = parseOk('stateDiagram\n  direction LR\n  state B {\n    direction TB\n    a --> b\n  }\n');
    expect(scene.layoutStrategy?.direction).toBe('LR');
    expect(warningsAt(warnings)).toEqual(['MERMAID_APPROXIMATED@4']);
    expect(warnings[0]?.data?.construct).toBe('direction');
  });

  it('refuses an unclosed composite, a stray "}" and "--" outside a composite with their positions', () => {
    expect(parseError('stateDiagram-v2\n  state X {\n    a --> b\n')).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', line: 4, column: 1 });
    expect(parseError('stateDiagram-v2\n  state X {\n    a --> b\n')).toHaveProperty('message', expect.stringContaining('opened at line 2'));
    expect(parseError('stateDiagram-v2\n  a --> b\n  }\n')).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', line: 3, column: 3 });
    expect(parseError('stateDiagram-v2\n  a --> b\n  --\n')).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', line: 3, column: 3 });
    expect(parseError('stateDiagram-v2\n  a --> \n')).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', line: 2 });
  });
});

describe('stateDiagram: notes', () => {
  const notes = (direction: string) => `stateDiagram-v2\n  direction ${direction}\n  note right of A\n    first line\n    second line\n  end note\n  note left of B : beside B\n  A --> B\n`;

  it('draws a note as a note node linked to its state by a dashed line without arrowheads (right: state to note, left: note to state)', () => {
    const { scene } = parseOk(notes('LR'));
    expect(nodeOf(scene, 'A_note')).toMatchObject({ nodeType: 'note', label: 'first line\nsecond line' });
    expect(nodeOf(scene, 'B_note').label).toBe('beside B');
    expect(edgeOf(scene, 'A__A_note')).toMatchObject({ endpoints: { startArrow: 'none', endArrow: 'none' }, style: { dash: [5, 5] } });
    expect(edgeOf(scene, 'B_note__B').to).toEqual({ elementId: 'B' });
  });

  it('warns that the side is not kept unless the diagram flows left to right', () => {
    expect(parseOk(notes('LR')).warnings).toEqual([]);
    expect(warningsAt(parseOk(notes('TB')).warnings)).toEqual(['MERMAID_APPROXIMATED@3', 'MERMAID_APPROXIMATED@7']);
  });

  it('warns about a floating note (Mermaid does not draw it either) and refuses an unclosed one', () => {
    const { scene, warnings } = parseOk('stateDiagram-v2\n  note "floating" as N1\n  A --> B\n');
    expect(idsOf(scene, 'node')).toEqual(['A', 'B']);
    expect(warnings.map((w) => w.data?.construct)).toEqual(['floatingNote']);
    expect(parseError('stateDiagram-v2\n  note left of A\n    text\n').code).toBe('MERMAID_SYNTAX_ERROR');
  });
});

describe('stateDiagram: styles, comments, accessibility and the rest', () => {
  it('maps classDef, class, ::: and style; warns about a class naming no state', () => {
    const text = [
      'stateDiagram-v2',
      '  classDef hot fill:#f00,color:white',
      '  classDef cold fill:#00f;',
      '  [*] --> A:::hot',
      '  A --> B',
      '  class B cold',
      '  class Nowhere cold',
      '  style A stroke:#0f0',
    ].join('\n');
    const { scene, warnings } = parseOk(text);
    expect(scene.styles).toEqual({ hot: { fill: '#f00', textColor: 'white' }, cold: { fill: '#00f' } });
    expect(nodeOf(scene, 'B').style).toBe('cold');
    expect(nodeOf(scene, 'A').style).toEqual({ fill: '#f00', textColor: 'white', stroke: '#0f0' });
    expect(warnings.map((w) => [w.code, w.data?.construct])).toEqual([['MERMAID_APPROXIMATED', 'classes'], ['MERMAID_UNSUPPORTED', 'class']]);
  });

  it('skips %% comments and reads the frontmatter title, accTitle and accDescr', () => {
    const { scene, warnings } = parseOk('---\ntitle: Traffic\n---\nstateDiagram-v2\n  %% a comment\n  accDescr: How a light changes\n  Red --> Green %% after\n');
    expect(scene.scene).toEqual({ id: 'mermaid', title: 'Traffic', description: 'How a light changes' });
    expect(idsOf(scene)).toEqual(['Red', 'Green', 'Red__Green']);
    expect(warnings).toEqual([]);
    expect(parseOk('stateDiagram\n  accTitle: Lights\n  a --> b\n').scene.scene.title).toBe('Lights');
  });

  it('reads an indented frontmatter block (a diagram taken from a page, which Mermaid dedents)', () => {
    const { scene, warnings } = parseOk('    ---\n    title: Indented\n    ---\n    stateDiagram\n      a --> b\n');
    expect(scene.scene.title).toBe('Indented');
    expect(warnings).toEqual([]);
  });

  it('warns about scale and click, and accepts hide empty description (nothing to hide in DSP)', () => {
    expect(constructs('stateDiagram-v2\n  scale 350 width\n  hide empty description\n  click A "https://example.com" "tip"\n  A --> B\n')).toEqual(['scale', 'click']);
  });

  it('gives every example a valid scene and the same scene for the same text', () => {
    const text = 'stateDiagram-v2\n  [*] --> A\n  state A {\n    x --> y\n    --\n    p --> q\n  }\n  note right of A : n\n';
    const first = parseMermaid(text);
    expect(JSON.stringify(first)).toBe(JSON.stringify(parseMermaid(text)));
    if (!first.ok) throw new Error(first.error.message);
    expect(validateScene(first.scene).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});

describe("the playground's stateDiagram example", () => {
  it('is read into a workflow scene without a warning', async () => {
    const { EXAMPLES } = await import('../../../element/playground/examples.js');
    const example = EXAMPLES.find((candidate) => candidate.id === 'mermaid-state');
    const { scene, warnings } = parseOk(example!.source);
    expect(scene.diagramFamily).toBe('workflow');
    expect(warnings).toEqual([]);
  });
});

describe('the state-machine layout golden', () => {
  it("has as input what the reader makes of its source.mmd (test/golden/layout/state-machine)", async () => {
    const { readFileSync } = await import('node:fs');
    const folder = 'test/golden/layout/state-machine';
    const { scene } = parseOk(readFileSync(`${folder}/source.mmd`, 'utf8'));
    expect(JSON.parse(readFileSync(`${folder}/input.json`, 'utf8'))).toEqual(scene);
  });
});
