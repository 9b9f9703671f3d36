import { describe, expect, it } from 'vitest';
import { frameOf, idsOf, nodeOf, parseError, parseOk, warningsAt } from '../helpers.js';

describe('sequenceDiagram: notes', () => {
  it('a note over one or two participants is anchored to them, in row order with the messages', () => {
    const { scene, warnings } = parseOk('sequenceDiagram\n  Alice->John: Hello\n  Note over Alice,John: A typical<br/>interaction\n  note over John: alone\n');
    expect(nodeOf(scene, 'note_1')).toMatchObject({ nodeType: 'sequence.note', label: 'A typical\ninteraction', extensions: { anchor: ['Alice', 'John'] } });
    expect(nodeOf(scene, 'note_2').extensions).toEqual({ anchor: 'John' });
    expect(idsOf(scene).indexOf('Alice__John')).toBeLessThan(idsOf(scene).indexOf('note_1'));
    expect(warnings).toEqual([]);
  });

  it('a note left or right of a participant is drawn over it, warned; its participant is declared by it', () => {
    const { scene, warnings } = parseOk('sequenceDiagram\n  Note right of John: Text in note\n  note left of Ann: other\n');
    expect(idsOf(scene, 'node')).toEqual(['John', 'Ann', 'note_1', 'note_2']);
    expect(nodeOf(scene, 'note_1').extensions).toEqual({ anchor: 'John' });
    expect(warningsAt(warnings)).toEqual(['MERMAID_APPROXIMATED@2', 'MERMAID_APPROXIMATED@3']);
    expect(warnings[0]!.data).toMatchObject({ construct: 'notePlacement', placement: 'right of' });
  });

  it('refuses a note with three participants or without a placement', () => {
    expect(parseError('sequenceDiagram\n  note over A,B,C: x\n')).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', line: 2 });
    expect(parseError('sequenceDiagram\n  note A: x\n')).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', line: 2 });
  });
});

describe('sequenceDiagram: blocks as fragments', () => {
  it.each(['loop', 'opt', 'break', 'critical', 'par', 'alt'])('%s Text ... end is a fragment titled "<keyword> [Text]" around its rows', (keyword) => {
    const { scene } = parseOk(`sequenceDiagram\n  A->>B: before\n  ${keyword} Every minute\n    B->>A: inside\n  end\n`);
    expect(frameOf(scene, `${keyword}_1`)).toEqual({ id: `${keyword}_1`, kind: 'frame', containerType: 'fragment', title: `${keyword} [Every minute]`, children: ['B__A'] });
  });

  it('a block without text is titled by its keyword', () => {
    expect(frameOf(parseOk('sequenceDiagram\n  loop\n    A->>B: x\n  end\n').scene, 'loop_1').title).toBe('loop');
  });

  it('alt/else, par/and and critical/option: each later section is a fragment nested in the block (warned: no dividing lines)', () => {
    const { scene, warnings } = parseOk([
      'sequenceDiagram',
      '  alt is sick',
      '    Bob->>Alice: Not so good',
      '  else is well',
      '    Bob->>Alice: Fresh',
      '  end',
      '  par A to B',
      '    A->>B: one',
      '  and A to C',
      '    A->>C: two',
      '  end',
      '  critical Connect',
      '    S-->DB: connect',
      '  option Timeout',
      '    S-->S: log',
      '  end',
    ].join('\n'));
    expect(frameOf(scene, 'alt_1')).toMatchObject({ title: 'alt [is sick]', children: ['Bob__Alice', 'else_1'] });
    expect(frameOf(scene, 'else_1')).toMatchObject({ title: 'else [is well]', children: ['Bob__Alice__2'] });
    expect(frameOf(scene, 'par_1').children).toEqual(['A__B', 'and_1']);
    expect(frameOf(scene, 'and_1')).toMatchObject({ title: 'and [A to C]', children: ['A__C'] });
    expect(frameOf(scene, 'critical_1').children).toEqual(['S__DB', 'option_1']);
    expect(frameOf(scene, 'option_1')).toMatchObject({ title: 'option [Timeout]', children: ['S__S'] });
    expect(warningsAt(warnings)).toEqual(['MERMAID_APPROXIMATED@4', 'MERMAID_APPROXIMATED@9', 'MERMAID_APPROXIMATED@14']);
  });

  it('nests blocks inside blocks, notes included', () => {
    const { scene } = parseOk('sequenceDiagram\n  loop outer\n    A->>B: x\n    opt inner\n      note over A: n\n    end\n  end\n');
    expect(frameOf(scene, 'loop_1').children).toEqual(['A__B', 'opt_1']);
    expect(frameOf(scene, 'opt_1').children).toEqual(['note_1']);
  });

  it('rect colour: an untitled fragment filled with the colour and drawn without a border', () => {
    const { scene } = parseOk('sequenceDiagram\n  rect rgba(0, 0, 255, .1)\n    A->>B: x\n  end\n');
    expect(frameOf(scene, 'rect_1')).toEqual({ id: 'rect_1', kind: 'frame', containerType: 'fragment', children: ['A__B'], style: { fill: 'rgba(0, 0, 255, .1)', stroke: 'none' } });
  });

  it('an empty block is not drawn (warned), nor an empty section', () => {
    const { scene, warnings } = parseOk('sequenceDiagram\n  loop never\n  end\n  alt yes\n    A->>B: x\n  else no\n  end\n');
    expect(idsOf(scene, 'frame')).toEqual(['alt_1']);
    expect(frameOf(scene, 'alt_1').children).toEqual(['A__B']);
    expect(warningsAt(warnings)).toEqual(['MERMAID_UNSUPPORTED@2', 'MERMAID_APPROXIMATED@6', 'MERMAID_UNSUPPORTED@6']);
  });

  it('refuses an unclosed block, an end with nothing open, and a section outside its block', () => {
    expect(parseError('sequenceDiagram\n  loop x\n    A->>B: y\n')).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', message: expect.stringContaining('opened at line 2') });
    expect(parseError('sequenceDiagram\n  A->>B: y\n  end\n')).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', line: 3, column: 3 });
    expect(parseError('sequenceDiagram\n  loop x\n  else y\n  end\n')).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', line: 3, column: 3 });
  });
});

describe('sequenceDiagram: boxes', () => {
  it('a box is a generic frame around its participants, the first word its fill when it is a colour', () => {
    const { scene } = parseOk('sequenceDiagram\n  box Purple Alice & John\n    participant A\n    participant J\n  end\n  box Another Group\n    participant B\n  end\n  box rgb(33,66,99)\n    actor C\n  end\n  A->>B: x\n');
    expect(frameOf(scene, 'box_1')).toEqual({ id: 'box_1', kind: 'frame', containerType: 'generic', title: 'Alice & John', children: ['A', 'J'], style: { fill: 'Purple' } });
    expect(frameOf(scene, 'box_2')).toEqual({ id: 'box_2', kind: 'frame', containerType: 'generic', title: 'Another Group', children: ['B'] });
    expect(frameOf(scene, 'box_3')).toEqual({ id: 'box_3', kind: 'frame', containerType: 'generic', children: ['C'], style: { fill: 'rgb(33,66,99)' } });
  });

  it('keeps a participant in the first box that declares it, once; a box left empty is not drawn (warned)', () => {
    const { scene, warnings } = parseOk('sequenceDiagram\n  box One\n    participant A\n    participant A as Alice\n    create actor C\n  end\n  box Two\n    participant A\n  end\n  A->>C: hi\n');
    expect(frameOf(scene, 'box_1').children).toEqual(['A', 'C']);
    expect(idsOf(scene, 'frame')).toEqual(['box_1']);
    expect(warningsAt(warnings)).toEqual(['MERMAID_UNSUPPORTED@7']);
  });

  it('refuses a message inside a box, as Mermaid does', () => {
    expect(parseError('sequenceDiagram\n  box Team\n    A->>B: x\n  end\n')).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', line: 3 });
  });
});

describe('sequenceDiagram: what the family cannot draw is warned, never dropped silently', () => {
  it('link, links, properties and details name their construct', () => {
    const { warnings } = parseOk('sequenceDiagram\n  participant A\n  link A: Wiki @ https://example.com\n  links A: {"x": "https://example.com"}\n  properties A: {"k": "v"}\n  details A: {"k": "v"}\n');
    expect(warnings.map((warning) => [warning.code, warning.data?.construct])).toEqual([
      ['MERMAID_UNSUPPORTED', 'link'], ['MERMAID_UNSUPPORTED', 'links'], ['MERMAID_UNSUPPORTED', 'properties'], ['MERMAID_UNSUPPORTED', 'details'],
    ]);
  });

  it('a Mermaid config directive is warned about', () => {
    expect(warningsAt(parseOk('%%{init: {"theme": "dark"}}%%\nsequenceDiagram\n  A->>B: x\n').warnings)).toEqual(['MERMAID_UNSUPPORTED@1']);
  });
});

describe('sequenceDiagram: statements and limits', () => {
  it('reads statements separated by ";" on one line, keeping the ";" of an entity code in the text', () => {
    const { scene } = parseOk('sequenceDiagram\n  A->>B: hi; B->>A: I #9829; you\n');
    expect(scene.elements.filter((element) => element.kind === 'edge').map((edge) => edge.label)).toEqual(['hi', 'I ♥ you']);
  });

  it('refuses more elements than a scene holds, and blocks nested deeper than frames nest', () => {
    const many = ['sequenceDiagram', ...Array.from({ length: 1000 }, (_, i) => `  A->>B: m${i}`)].join('\n');
    expect(parseError(many)).toMatchObject({ code: 'MERMAID_LIMIT_EXCEEDED', data: { limit: 'elements' } });
    const deep = ['sequenceDiagram', ...Array.from({ length: 40 }, () => '  loop x'), '  A->>B: deep', ...Array.from({ length: 40 }, () => '  end')].join('\n');
    expect(parseError(deep)).toMatchObject({ code: 'MERMAID_LIMIT_EXCEEDED', data: { limit: 'nestingDepth' } });
  });
});
