import { describe, expect, it } from 'vitest';
import { idsOf, nodeOf, parseOk, warningsAt } from './helpers.js';

describe('flowchart node shapes', () => {
  const classic: Array<[string, string, string, string, string | undefined]> = [
    // syntax, label, DSP shape, nodeType, kept Mermaid shape (approximations only)
    ['A[Rect]', 'Rect', 'rect', 'generic', undefined],
    ['A(Rounded)', 'Rounded', 'roundedRect', 'generic', undefined],
    ['A([Stadium])', 'Stadium', 'pill', 'generic', undefined],
    ['A[[Subroutine]]', 'Subroutine', 'rect', 'generic', 'fr-rect'],
    ['A[(Database)]', 'Database', 'cylinder', 'database', undefined],
    ['A((Circle))', 'Circle', 'ellipse', 'generic', undefined],
    ['A(((Double)))', 'Double', 'ellipse', 'generic', 'dbl-circ'],
    ['A>Odd]', 'Odd', 'rect', 'generic', 'odd'],
    ['A{Rhombus}', 'Rhombus', 'diamond', 'decision', undefined],
    ['A{{Hexagon}}', 'Hexagon', 'hexagon', 'generic', undefined],
    ['A[/Lean right/]', 'Lean right', 'parallelogram', 'generic', undefined],
    ['A[\\Lean left\\]', 'Lean left', 'parallelogram', 'generic', 'lean-l'],
    ['A[/Trapezoid\\]', 'Trapezoid', 'parallelogram', 'generic', 'trap-b'],
    ['A[\\Trapezoid alt/]', 'Trapezoid alt', 'parallelogram', 'generic', 'trap-t'],
  ];
  for (const [syntax, label, shape, nodeType, kept] of classic) {
    it(`reads ${syntax} as a ${shape}${kept ? ` (approximated, keeps ${kept})` : ''}`, () => {
      const { scene, warnings } = parseOk(`flowchart LR\n  ${syntax}\n`);
      const node = nodeOf(scene, 'A');
      expect({ label: node.label, shape: node.shape, nodeType: node.nodeType }).toEqual({ label, shape, nodeType });
      expect(node.extensions?.mermaid).toEqual(kept ? { shape: kept } : undefined);
      expect(warningsAt(warnings)).toEqual(kept ? ['MERMAID_APPROXIMATED@2'] : []);
    });
  }

  it('always writes the shape, and uses the id as the label of a bare node', () => {
    const { scene } = parseOk('graph TD\n  lonely\n');
    expect(nodeOf(scene, 'lonely')).toEqual({ id: 'lonely', kind: 'node', nodeType: 'generic', shape: 'rect', label: 'lonely' });
  });

  it('reads the v11 @{ shape } form, its aliases and its label', () => {
    const { scene, warnings } = parseOk([
      'flowchart TD',
      '  a@{ shape: cyl, label: "Orders DB" }',
      '  b@{ shape: database }',
      '  c@{ shape: diamond, label: \'Is it?\' }',
      '  d@{ shape: cloud, label: "Internet" }',
      '  e@{ shape: doc, label: "Spec" }',
      '  f@{ shape: sparkle, label: "Odd one" }',
      '  g@{ icon: "fa:user", form: "circle", label: "User" }',
      '  h@{ shape: rect, tooltip: "hi" }',
    ].join('\n'));
    expect(nodeOf(scene, 'a')).toMatchObject({ shape: 'cylinder', nodeType: 'database', label: 'Orders DB' });
    expect(nodeOf(scene, 'b')).toMatchObject({ shape: 'cylinder', label: 'b' });
    expect(nodeOf(scene, 'c')).toMatchObject({ shape: 'diamond', nodeType: 'decision', label: 'Is it?' });
    expect(nodeOf(scene, 'd')).toMatchObject({ shape: 'cloud', label: 'Internet' });
    expect(nodeOf(scene, 'e')).toMatchObject({ shape: 'rect', nodeType: 'document', extensions: { mermaid: { shape: 'doc' } } });
    expect(nodeOf(scene, 'f')).toMatchObject({ shape: 'rect', label: 'Odd one' });
    expect(nodeOf(scene, 'g')).toMatchObject({ shape: 'rect', label: 'User' });
    expect(warningsAt(warnings)).toEqual(['MERMAID_APPROXIMATED@6', 'MERMAID_APPROXIMATED@7', 'MERMAID_UNSUPPORTED@8', 'MERMAID_UNSUPPORTED@9']);
    expect(warnings[1]?.message).toContain('sparkle');
    expect(warnings[2]?.message).toContain('fa:user');
  });

  it('keeps the last label and shape written for a node', () => {
    const { scene } = parseOk('flowchart LR\n  A[First] --> B\n  A(Second)\n  A --> C\n');
    expect(nodeOf(scene, 'A')).toMatchObject({ label: 'Second', shape: 'roundedRect' });
  });
});

describe('flowchart labels', () => {
  it('reads quoted labels with brackets, entity codes and line breaks', () => {
    const { scene, warnings } = parseOk([
      'flowchart LR',
      '  a["This is the (text) in the box"]',
      '  b["A double quote:#quot; and #9829; and #35;1"]',
      '  c["one<br>two<br/>three<br />four"]',
      '  d["R&amp;D &lt;ok&gt;"]',
    ].join('\n'));
    expect(nodeOf(scene, 'a').label).toBe('This is the (text) in the box');
    expect(nodeOf(scene, 'b').label).toBe('A double quote:" and ♥ and #1');
    expect(nodeOf(scene, 'c').label).toBe('one\ntwo\nthree\nfour');
    expect(nodeOf(scene, 'd').label).toBe('R&D <ok>');
    expect(warnings).toEqual([]);
  });

  it('reads markdown strings as plain text and says so', () => {
    const { scene, warnings } = parseOk('flowchart LR\n  m["`**bold** and _italic_\n    second line`"]\n');
    expect(nodeOf(scene, 'm').label).toBe('bold and italic\nsecond line');
    expect(warningsAt(warnings)).toEqual(['MERMAID_APPROXIMATED@2']);
    expect(warnings[0]?.message).toContain('markdown');
  });

  it('drops Font Awesome icons and HTML tags from labels with a warning', () => {
    const { scene, warnings } = parseOk('flowchart LR\n  a[fa:fa-car Car]\n  b["AAA<span>BBB</span>"]\n');
    expect(nodeOf(scene, 'a').label).toBe('Car');
    expect(nodeOf(scene, 'b').label).toBe('AAABBB');
    expect(warnings.map((w) => w.data?.loss)).toEqual(['Font Awesome icons', 'HTML tags']);
  });

  it('warns for an entity code it does not know and keeps it as text', () => {
    const { scene, warnings } = parseOk('flowchart LR\n  a["x #nosuch; y"]\n');
    expect(nodeOf(scene, 'a').label).toBe('x #nosuch; y');
    expect(warningsAt(warnings)).toEqual(['MERMAID_APPROXIMATED@2']);
  });
});

describe('flowchart ids', () => {
  it('keeps Mermaid ids as element ids', () => {
    const { scene } = parseOk('flowchart LR\n  dev-ops --> ci.cd --> api:v2 --> x_1\n');
    expect(idsOf(scene, 'node')).toEqual(['dev-ops', 'ci.cd', 'api:v2', 'x_1']);
  });

  it('maps ids outside the DSP rule deterministically and warns', () => {
    const text = 'flowchart LR\n  Größe --> 数据 --> user$id --> user_id\n';
    const { scene, warnings } = parseOk(text);
    expect(idsOf(scene, 'node')).toEqual(['Groudfe', 'u6570u636e', 'user_id_2', 'user_id']);
    expect(nodeOf(scene, 'Groudfe').label).toBe('Größe');
    expect(warnings.map((w) => [w.code, w.data?.mermaidId, w.data?.id])).toEqual([
      ['MERMAID_ID_REWRITTEN', 'Größe', 'Groudfe'],
      ['MERMAID_ID_REWRITTEN', '数据', 'u6570u636e'],
      ['MERMAID_ID_REWRITTEN', 'user$id', 'user_id_2'],
    ]);
    expect(JSON.stringify(parseOk(text))).toBe(JSON.stringify({ scene, warnings }));
  });

  it('names the element a warning is about, with its DSP id', () => {
    const { warnings } = parseOk('flowchart LR\n  Größe[[Sub]]\n  plain["`**x**`"]\n');
    expect(warnings.map((w) => [w.code, w.elementId])).toEqual([
      ['MERMAID_APPROXIMATED', 'Groudfe'],
      ['MERMAID_ID_REWRITTEN', 'Groudfe'],
      ['MERMAID_APPROXIMATED', 'plain'],
    ]);
  });
});
