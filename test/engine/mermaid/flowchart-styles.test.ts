import { describe, expect, it } from 'vitest';
import { edgeOf, frameOf, nodeOf, parseOk, warningsAt } from './helpers.js';

describe('flowchart classes and styles', () => {
  it('turns classDef into the styles registry and class / ::: into a style name', () => {
    const { scene, warnings } = parseOk([
      'flowchart LR',
      '  A:::hot --> B',
      '  classDef hot fill:#f96,stroke:#333,stroke-width:4px,color:#fff',
      '  classDef cold,frozen fill:#9cf',
      '  class B cold',
    ].join('\n'));
    expect(scene.styles).toEqual({
      hot: { fill: '#f96', stroke: '#333', strokeWidth: 4, textColor: '#fff' },
      cold: { fill: '#9cf' },
      frozen: { fill: '#9cf' },
    });
    expect(nodeOf(scene, 'A').style).toBe('hot');
    expect(nodeOf(scene, 'B').style).toBe('cold');
    expect(warnings).toEqual([]);
  });

  it('maps style statements to an inline style (every documented property)', () => {
    const { scene, warnings } = parseOk([
      'flowchart LR',
      '  id1 --> id2',
      '  style id1 fill:#f9f,stroke:#333,stroke-width:4px',
      '  style id2 fill:#bbf,stroke:#f66,stroke-width:2px,color:#fff,stroke-dasharray: 5 5',
      '  style id1 font-size:12pt,font-weight:bold,opacity:50%,font-family:Inter,rx:6',
    ].join('\n'));
    expect(nodeOf(scene, 'id1').style).toEqual({ fill: '#f9f', stroke: '#333', strokeWidth: 4, fontSize: 16, fontWeight: 'bold', opacity: 0.5, fontFamily: 'Inter', cornerRadius: 6 });
    expect(nodeOf(scene, 'id2').style).toEqual({ fill: '#bbf', stroke: '#f66', strokeWidth: 2, textColor: '#fff', dash: [5, 5] });
    expect(warnings).toEqual([]);
  });

  it('warns for CSS properties DSP cannot keep, naming them, at their line', () => {
    const { scene, warnings } = parseOk('flowchart LR\n  A\n  style A fill:#fff,filter:blur(2px),stroke:url(#x)\n');
    expect(nodeOf(scene, 'A').style).toEqual({ fill: '#fff' });
    expect(warningsAt(warnings)).toEqual(['MERMAID_UNSUPPORTED@3', 'MERMAID_UNSUPPORTED@3']);
    expect(warnings.map((w) => w.data?.declaration)).toEqual(['filter: blur(2px)', 'stroke: url(#x)']);
  });

  it('merges several classes (and a style statement) into one inline style, in Mermaid order', () => {
    const { scene, warnings } = parseOk([
      'flowchart LR',
      '  A:::a',
      '  class A b',
      '  style A color:#000',
      '  classDef a fill:#111,stroke:#222',
      '  classDef b fill:#333',
    ].join('\n'));
    expect(nodeOf(scene, 'A').style).toEqual({ fill: '#333', stroke: '#222', textColor: '#000' });
    expect(warningsAt(warnings)).toEqual(['MERMAID_APPROXIMATED@2']);
  });

  it('applies classDef default to nodes without a class', () => {
    const { scene } = parseOk('flowchart LR\n  A --> B:::x\n  classDef default fill:#eee\n  classDef x fill:#f00\n');
    expect(nodeOf(scene, 'A').style).toBe('default');
    expect(nodeOf(scene, 'B').style).toBe('x');
  });

  it('warns for a class without a classDef and for class on an unknown id', () => {
    const { scene, warnings } = parseOk('flowchart LR\n  A:::ghost\n  class nobody x\n');
    expect(nodeOf(scene, 'A').style).toBeUndefined();
    expect(warningsAt(warnings)).toEqual(['MERMAID_UNSUPPORTED@2', 'MERMAID_UNSUPPORTED@3']);
  });

  it('styles subgraphs like nodes', () => {
    const { scene } = parseOk('flowchart LR\n  subgraph s\n    a\n  end\n  style s fill:#fafafa\n');
    expect(frameOf(scene, 's').style).toEqual({ fill: '#fafafa' });
  });

  it('applies linkStyle by link number, default first, with interpolate as the router', () => {
    const { scene, warnings } = parseOk([
      'flowchart LR',
      '  A --> B --> C',
      '  C -.-> D',
      '  linkStyle 0 stroke:#ff3,stroke-width:4px,color:red;',
      '  linkStyle default stroke:#999,fill:none',
      '  linkStyle 2 interpolate basis stroke-dasharray:8\\,2',
      '  linkStyle 7 stroke:#000',
    ].join('\n'));
    expect(edgeOf(scene, 'A__B').style).toEqual({ stroke: '#ff3', strokeWidth: 4, textColor: 'red' });
    expect(edgeOf(scene, 'B__C').style).toEqual({ stroke: '#999' });
    expect(edgeOf(scene, 'C__D')).toMatchObject({ style: { dash: [8, 2], stroke: '#999' }, router: 'curved' });
    expect(warningsAt(warnings)).toEqual(['MERMAID_UNSUPPORTED@7']);
    expect(warnings[0]?.message).toContain('only 3 links');
  });

  it('styles a named link with class', () => {
    const { scene } = parseOk('flowchart LR\n  A e1@--> B\n  classDef hot stroke:#f00\n  class e1 hot\n');
    expect(edgeOf(scene, 'e1').style).toBe('hot');
  });
});
