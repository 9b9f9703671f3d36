import { describe, expect, it } from 'vitest';
import { edgeOf, idsOf, parseOk, warningsAt } from './helpers.js';

describe('flowchart links', () => {
  const kinds: Array<[string, string, string, Record<string, unknown> | undefined, string[]]> = [
    // link, startArrow, endArrow, style, warnings
    ['-->', 'none', 'triangle', undefined, []],
    ['---', 'none', 'none', undefined, []],
    ['-.->', 'none', 'triangle', { dash: [3, 3] }, []],
    ['-.-', 'none', 'none', { dash: [3, 3] }, []],
    ['==>', 'none', 'triangle', { strokeWidth: 3 }, []],
    ['===', 'none', 'none', { strokeWidth: 3 }, []],
    ['--o', 'none', 'circle', undefined, []],
    ['--x', 'none', 'bar', undefined, ['MERMAID_APPROXIMATED@2']],
    ['<-->', 'triangle', 'triangle', undefined, []],
    ['o--o', 'circle', 'circle', undefined, []],
    ['x--x', 'bar', 'bar', undefined, ['MERMAID_APPROXIMATED@2']],
    ['<-.->', 'triangle', 'triangle', { dash: [3, 3] }, []],
    ['<==>', 'triangle', 'triangle', { strokeWidth: 3 }, []],
    ['--->', 'none', 'triangle', undefined, ['MERMAID_UNSUPPORTED@2']],
    ['-...->', 'none', 'triangle', { dash: [3, 3] }, ['MERMAID_UNSUPPORTED@2']],
    ['====', 'none', 'none', { strokeWidth: 3 }, ['MERMAID_UNSUPPORTED@2']],
  ];
  for (const [link, startArrow, endArrow, style, warnings] of kinds) {
    it(`reads A ${link} B`, () => {
      const result = parseOk(`flowchart LR\n  A ${link} B\n`);
      const edge = edgeOf(result.scene, 'A__B');
      expect(edge.from).toEqual({ elementId: 'A' });
      expect(edge.to).toEqual({ elementId: 'B' });
      expect(edge.endpoints).toEqual({ startArrow, endArrow });
      expect(edge.style).toEqual(style);
      expect(warningsAt(result.warnings)).toEqual(warnings);
    });
  }

  it('keeps an invisible link as a hidden edge and says so', () => {
    const { scene, warnings } = parseOk('flowchart LR\n  A ~~~ B\n');
    expect(edgeOf(scene, 'A__B')).toMatchObject({ visible: false, endpoints: { startArrow: 'none', endArrow: 'none' } });
    expect(warningsAt(warnings)).toEqual(['MERMAID_APPROXIMATED@2']);
  });

  it('reads link text in all four forms', () => {
    const { scene } = parseOk([
      'flowchart LR',
      '  A -->|piped text| B',
      '  C -- inline text --> D',
      '  E -. dotted text .-> F',
      '  G == thick text ==> H',
      '  I ---|"quoted | pipe"| J',
      '  K -- "quoted (inline)" --- L',
      '  M<-- both ways -->N',
    ].join('\n'));
    expect(edgeOf(scene, 'A__B').label).toBe('piped text');
    expect(edgeOf(scene, 'C__D').label).toBe('inline text');
    expect(edgeOf(scene, 'E__F')).toMatchObject({ label: 'dotted text', style: { dash: [3, 3] } });
    expect(edgeOf(scene, 'G__H')).toMatchObject({ label: 'thick text', style: { strokeWidth: 3 } });
    expect(edgeOf(scene, 'I__J')).toMatchObject({ label: 'quoted | pipe', endpoints: { endArrow: 'none' } });
    expect(edgeOf(scene, 'K__L').label).toBe('quoted (inline)');
    expect(edgeOf(scene, 'M__N')).toMatchObject({ label: 'both ways', endpoints: { startArrow: 'triangle', endArrow: 'triangle' } });
  });

  it('expands chains and & into one edge per pair, in Mermaid order', () => {
    const { scene } = parseOk('flowchart TB\n  A & B --> C & D --> E\n');
    expect(idsOf(scene, 'edge')).toEqual(['A__C', 'A__D', 'B__C', 'B__D', 'C__E', 'D__E']);
    expect(idsOf(scene, 'node')).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('numbers repeated links between the same nodes and never reuses a node id', () => {
    const { scene } = parseOk('flowchart LR\n  A --> B\n  A --> B\n  A --> B\n  A__B__3 --> C\n');
    expect(idsOf(scene, 'edge')).toEqual(['A__B', 'A__B__2', 'A__B__4', 'A__B__3__C']);
  });

  it('takes edge ids from Mermaid (e1@-->) and keeps generated ones clear of them', () => {
    const { scene, warnings } = parseOk('flowchart LR\n  A e1@--> B\n  B --> C\n  C A__B@--> A\n  A --> B\n  A e1@--> C\n');
    expect(idsOf(scene, 'edge')).toEqual(['e1', 'B__C', 'A__B', 'A__B__2', 'A__C']);
    expect(edgeOf(scene, 'A__B')).toMatchObject({ from: { elementId: 'C' }, to: { elementId: 'A' } });
    expect(warningsAt(warnings)).toEqual(['MERMAID_APPROXIMATED@6']);
  });

  it('reads edge data: a curve becomes the router, animation is dropped with a warning', () => {
    const { scene, warnings } = parseOk('flowchart LR\n  A e1@--> B\n  e1@{ curve: stepAfter, animate: true }\n');
    expect(edgeOf(scene, 'e1').router).toBe('orthogonal');
    expect(idsOf(scene, 'node')).toEqual(['A', 'B']);
    expect(warningsAt(warnings)).toEqual(['MERMAID_UNSUPPORTED@3']);
  });

  it('lets links end at subgraphs', () => {
    const { scene } = parseOk('flowchart LR\n  A --> sub\n  subgraph sub [Group]\n    B\n  end\n  sub --> C\n');
    expect(edgeOf(scene, 'A__sub').to).toEqual({ elementId: 'sub' });
    expect(edgeOf(scene, 'sub__C').from).toEqual({ elementId: 'sub' });
    expect(idsOf(scene, 'frame')).toEqual(['sub']);
  });
});
