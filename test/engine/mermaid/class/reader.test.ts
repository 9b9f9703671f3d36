import { describe, expect, it } from 'vitest';
import { validateScene } from '../../../../engine/validate/index.js';
import { mermaidDiagramType, parseMermaid } from '../../../../engine/mermaid/index.js';
import { edgeOf, frameOf, idsOf, nodeOf, parseError, parseOk } from '../helpers.js';

/** The warnings' construct names, in order. */
const constructs = (text: string): unknown[] => parseOk(text).warnings.map((w) => w.data?.construct);
/** The rows of a class's table. */
const rows = (text: string, id: string): unknown => nodeOf(parseOk(text).scene, id).extensions?.columns;

describe('classDiagram: classes', () => {
  it('reads both headers into the architecture family, top to bottom by default, each class a table', () => {
    for (const header of ['classDiagram', 'classDiagram-v2', '  classDiagram']) {
      const { scene, warnings } = parseOk(`${header}\n  class Animal\n`);
      expect(scene.diagramFamily).toBe('architecture');
      expect(scene.layoutStrategy).toEqual({ algorithm: 'hierarchical', direction: 'TB', nodeSizing: 'fitLabel' });
      expect(nodeOf(scene, 'Animal')).toMatchObject({ nodeType: 'er.entity', shape: 'rect', label: 'Animal' });
      expect(warnings).toEqual([]);
    }
    expect(mermaidDiagramType('classDiagram\n  A <|-- B\n')).toEqual({ type: 'class', keyword: 'classDiagram' });
  });

  it('makes a class of every name a relation, member, note or bare line mentions, in the order named', () => {
    const { scene } = parseOk('classDiagram\n  Vehicle <|-- Car\n  Bike : +int wheels\n  note for Boat "floats"\n  Plane\n');
    expect(idsOf(scene, 'node')).toEqual(['Vehicle', 'Car', 'Bike', 'Boat', 'Boat::note1', 'Plane']);
  });

  it('labels a class with ["Label"], its generic (Square<Shape>, not in the id) or a backtick name (rewritten to a DSP id)', () => {
    const { scene, warnings } = parseOk('classDiagram\n  class Animal["Animal with a label"]\n  class Square~Shape~\n  class `Car Class!`\n  Square --> Animal\n');
    expect(nodeOf(scene, 'Animal').label).toBe('Animal with a label');
    expect(nodeOf(scene, 'Square').label).toBe('Square<Shape>');
    expect(nodeOf(scene, 'Car_Class_').label).toBe('Car Class!');
    expect(warnings.map((w) => w.code)).toEqual(['MERMAID_ID_REWRITTEN']);
  });

  it('puts annotations written inline, on their own line or in the body as «lines» above the name', () => {
    const { scene } = parseOk('classDiagram\n  class Shape <<interface>>\n  <<abstract>> Base\n  class Color {\n    <<enumeration>>\n    RED\n  }\n');
    expect(nodeOf(scene, 'Shape').label).toBe('«interface»\nShape');
    expect(nodeOf(scene, 'Base').label).toBe('«abstract»\nBase');
    expect(nodeOf(scene, 'Color').label).toBe('«enumeration»\nColor');
    expect(nodeOf(scene, 'Color').extensions?.columns).toEqual([{ name: 'RED' }]);
  });
});

describe('classDiagram: members', () => {
  it('reads members from a { } body and from Class : member lines alike, a type on the right whichever order it is written in', () => {
    const block = rows('classDiagram\n  class Account {\n    +String owner\n    -balance : BigDecimal\n    count\n  }\n', 'Account');
    const lines = rows('classDiagram\n  Account : +String owner\n  Account : -BigDecimal balance\n  Account : count\n', 'Account');
    expect(block).toEqual([{ name: '+owner', type: 'String' }, { name: '-balance', type: 'BigDecimal' }, { name: 'count' }]);
    expect(lines).toEqual(block);
  });

  it('takes a member with ")" as a method: visibility, parameters and return type, listed after the attributes', () => {
    expect(rows('classDiagram\n  class A {\n    #deposit(amount) bool\n    ~id\n    +withdraw(int amount)\n  }\n', 'A')).toEqual([
      { name: '~id' }, { name: '#deposit(amount)', type: 'bool' }, { name: '+withdraw(int amount)' },
    ]);
  });

  it('writes generics with angle brackets in names, parameters and return types, nested ones too', () => {
    expect(rows('classDiagram\n  class Square {\n    List~int~ position\n    setPoints(List~int~ points)\n    +getMatrix() List~List~int~~\n  }\n', 'Square')).toEqual([
      { name: 'position', type: 'List<int>' }, { name: 'setPoints(List<int> points)' }, { name: '+getMatrix()', type: 'List<List<int>>' },
    ]);
  });

  it('keeps $ (static) and * (abstract) in the row text with a warning each, since a row cannot be underlined or italic', () => {
    const text = 'classDiagram\n  class A {\n    String name$\n    +draw()*\n    +make() A$\n  }\n';
    expect(rows(text, 'A')).toEqual([{ name: 'name$', type: 'String' }, { name: '+draw()*' }, { name: '+make()$', type: 'A' }]);
    const { warnings } = parseOk(text);
    expect(warnings.map((w) => [w.code, w.data?.construct, w.data?.classifier, w.data?.line, w.elementId])).toEqual([
      ['MERMAID_APPROXIMATED', 'compartments', undefined, 2, 'A'],
      ['MERMAID_APPROXIMATED', 'classifier', '$', 3, 'A'],
      ['MERMAID_APPROXIMATED', 'classifier', '*', 4, 'A'],
      ['MERMAID_APPROXIMATED', 'classifier', '$', 5, 'A'],
    ]);
  });

  it('warns once that attributes and methods share one list of rows (a table has no compartments)', () => {
    expect(constructs('classDiagram\n  A : +x\n  A : +run()\n  B : +y\n  B : +go()\n')).toEqual(['compartments']);
    expect(constructs('classDiagram\n  A : +x\n  B : +go()\n')).toEqual([]);
  });
});

describe('classDiagram: relations', () => {
  const ends = (text: string) => {
    const { scene } = parseOk(`classDiagram\n  ${text}\n`);
    const edge = scene.elements.find((element) => element.kind === 'edge');
    if (edge?.kind !== 'edge') throw new Error('no edge');
    return [edge.from.elementId, edge.to.elementId, edge.endpoints?.startArrow, edge.endpoints?.endArrow, typeof edge.style === 'object' ? edge.style.dash : undefined];
  };

  it('draws each UML end with the arrowhead of the mapping, dashed lines for ..', () => {
    expect(ends('A <|-- B')).toEqual(['A', 'B', 'openTriangle', 'none', undefined]);
    expect(ends('A ..|> B')).toEqual(['A', 'B', 'none', 'openTriangle', [3, 3]]);
    expect(ends('A *-- B')).toEqual(['A', 'B', 'diamond', 'none', undefined]);
    expect(ends('A --> B')).toEqual(['A', 'B', 'none', 'triangle', undefined]);
    expect(ends('A <-- B')).toEqual(['A', 'B', 'triangle', 'none', undefined]);
    expect(ends('A ..> B')).toEqual(['A', 'B', 'none', 'triangle', [3, 3]]);
    expect(ends('A -- B')).toEqual(['A', 'B', 'none', 'none', undefined]);
    expect(ends('A .. B')).toEqual(['A', 'B', 'none', 'none', [3, 3]]);
    expect(ends('A<|--B')).toEqual(['A', 'B', 'openTriangle', 'none', undefined]);
  });

  it('sets both ends of a two-way relation', () => {
    expect(ends('Animal <|--|> Zebra')).toEqual(['Animal', 'Zebra', 'openTriangle', 'openTriangle', undefined]);
    expect(ends('A *--* B')).toEqual(['A', 'B', 'diamond', 'diamond', undefined]);
  });

  it('draws aggregation with the filled diamond and a lollipop with an open circle, warning about each', () => {
    expect(ends('A o-- B')).toEqual(['A', 'B', 'diamond', 'none', undefined]);
    expect(ends('A --o B')).toEqual(['A', 'B', 'none', 'diamond', undefined]);
    expect(ends('bar ()-- foo')).toEqual(['bar', 'foo', 'openCircle', 'none', undefined]);
    expect(constructs('classDiagram\n  A o-- B\n  foo --() bar\n')).toEqual(['aggregation', 'lollipop']);
  });

  it('labels a relation (always drawn: forceLabel) and writes its multiplicities before the label, with a warning', () => {
    const { scene, warnings } = parseOk('classDiagram\n  A <|-- B : implements\n  Customer "1" --> "*" Ticket\n  Galaxy --> "many" Star : Contains\n');
    expect(edgeOf(scene, 'A__B')).toMatchObject({ label: 'implements', style: { forceLabel: true } });
    expect(edgeOf(scene, 'Customer__Ticket')).toMatchObject({ label: '1 → *', style: { forceLabel: true } });
    expect(edgeOf(scene, 'Galaxy__Star').label).toBe('→ many\nContains');
    expect(warnings.map((w) => [w.data?.construct, w.data?.line])).toEqual([['multiplicity', 3], ['multiplicity', 4]]);
  });
});

describe('classDiagram: namespaces, notes and statements', () => {
  it('draws a namespace as a package frame titled with its label, holding its classes', () => {
    const { scene } = parseOk('classDiagram\n  namespace Auth["Authentication"] {\n    class UserService\n    class Token {\n      +String value\n    }\n  }\n  UserService --> Token\n');
    expect(frameOf(scene, 'Auth')).toMatchObject({ containerType: 'package', title: 'Authentication', children: ['UserService', 'Token'] });
  });

  it('nests dotted and syntactically nested namespaces, making the dotted ancestors', () => {
    const { scene } = parseOk('classDiagram\n  namespace Company.Backend {\n    class Dev\n  }\n  namespace Platform {\n    namespace Auth {\n      class User\n    }\n    class Gateway\n  }\n');
    expect(frameOf(scene, 'Company')).toMatchObject({ title: 'Company', children: ['Company.Backend'] });
    expect(frameOf(scene, 'Company.Backend')).toMatchObject({ title: 'Backend', children: ['Dev'] });
    expect(frameOf(scene, 'Platform').children).toEqual(['Platform.Auth', 'Gateway']);
    expect(frameOf(scene, 'Platform.Auth').children).toEqual(['User']);
  });

  it('gives a namespace named like a class another frame id', () => {
    const { scene } = parseOk('classDiagram\n  class Auth\n  namespace Auth {\n    class User\n  }\n');
    expect(frameOf(scene, 'Auth::namespace').children).toEqual(['User']);
    expect(nodeOf(scene, 'Auth').nodeType).toBe('er.entity');
  });

  it('draws notes as note nodes, a note for a class linked to it by a dashed line without arrowheads', () => {
    const { scene } = parseOk('classDiagram\n  note "A general note"\n  note for Duck "can fly<br>can swim"\n');
    expect(nodeOf(scene, 'diagram::note1')).toMatchObject({ nodeType: 'note', label: 'A general note' });
    expect(nodeOf(scene, 'Duck::note2').label).toBe('can fly\ncan swim');
    expect(edgeOf(scene, 'Duck::note2__Duck')).toMatchObject({ endpoints: { startArrow: 'none', endArrow: 'none' }, style: { dash: [3, 3] } });
    expect(idsOf(scene, 'edge')).toEqual(['Duck::note2__Duck']);
  });

  it('reads direction, %% comments, the frontmatter title, accTitle and accDescr', () => {
    const { scene, warnings } = parseOk('---\ntitle: Shapes\n---\nclassDiagram\n  %% a comment\n  direction RL\n  accDescr: Shapes and their parts\n  A --> B %% after\n');
    expect(scene.layoutStrategy).toMatchObject({ direction: 'RL' });
    expect(scene.scene).toEqual({ id: 'mermaid', title: 'Shapes', description: 'Shapes and their parts' });
    expect(warnings).toEqual([]);
    expect(parseOk('classDiagram\n  accTitle: Lights\n  A --> B\n').scene.scene.title).toBe('Lights');
  });

  it('styles classes with classDef, :::, cssClass, style and classDef default', () => {
    const { scene } = parseOk('classDiagram\n  class A:::hot\n  class B\n  class C\n  class D\n  cssClass "B,C" cold\n  style D fill:#bbf\n  classDef hot fill:#f96\n  classDef cold fill:#9cf\n');
    expect(nodeOf(scene, 'A').style).toBe('hot');
    expect(nodeOf(scene, 'B').style).toBe('cold');
    expect(nodeOf(scene, 'D').style).toEqual({ fill: '#bbf' });
    expect(scene.styles).toEqual({ hot: { fill: '#f96' }, cold: { fill: '#9cf' } });
    expect(nodeOf(parseOk('classDiagram\n  class A\n  classDef default fill:#f96\n').scene, 'A').style).toBe('default');
  });

  it('drops click, link and callback with a warning naming each', () => {
    const text = 'classDiagram\n  class A\n  link A "https://example.com" "tip"\n  callback A "fn" "tip"\n  click A href "https://example.com"\n  click A call fn()\n';
    expect(constructs(text)).toEqual(['link', 'callback', 'click', 'click']);
    expect(idsOf(parseOk(text).scene)).toEqual(['A']);
  });

  it('gives a valid scene, and the same scene for the same text', () => {
    const text = 'classDiagram\n  namespace N {\n    class A {\n      +int x\n      +run() bool\n    }\n  }\n  A "1" o-- "*" B : has\n  note for A "n"\n';
    const first = parseMermaid(text);
    expect(JSON.stringify(first)).toBe(JSON.stringify(parseMermaid(text)));
    if (!first.ok) throw new Error(first.error.message);
    expect(validateScene(first.scene).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});

describe('classDiagram: what Mermaid refuses is refused with its position', () => {
  const at = (text: string) => {
    const error = parseError(text);
    expect(error.code).toBe('MERMAID_SYNTAX_ERROR');
    expect(error.message).not.toContain('\n');
    return [error.line, error.column];
  };

  it('an unclosed class body or namespace, at the brace or the end', () => {
    expect(at('classDiagram\n  class A {\n    +x\n')).toEqual([2, 11]);
    expect(at('classDiagram\n  namespace N {\n    class A\n')).toEqual([4, 1]);
    expect(at('classDiagram\n  class A {\n    { }\n')).toEqual([3, 5]);
    expect(at('classDiagram\n  }\n')).toEqual([2, 3]);
  });

  it('a relation without its second class, or a multiplicity without a relation', () => {
    expect(at('classDiagram\n  A <|-- \n')).toEqual([2, 10]);
    expect(at('classDiagram\n  A "1" B\n')).toEqual([2, 9]);
    expect(at('classDiagram\n  A --> B --> C\n')).toEqual([2, 11]);
  });

  it('a relation or member inside a namespace, a namespace whose "{" is on the next line', () => {
    expect(at('classDiagram\n  namespace N {\n    A --> B\n  }\n')).toEqual([3, 5]);
    expect(at('classDiagram\n  namespace X\n  {\n  }\n')).toEqual([2, 14]);
  });

  it('a member line with a second ":", an empty member, ::: on a relation, a bad annotation or note, a bad direction', () => {
    expect(at('classDiagram\n  Student : -idCard : IdCard\n')).toEqual([2, 21]);
    expect(at('classDiagram\n  A :\n')).toEqual([2, 6]);
    expect(at('classDiagram\n  A:::css --> B\n')).toEqual([2, 4]);
    expect(at('classDiagram\n  <<interface Shape\n')).toEqual([2, 3]);
    expect(at('classDiagram\n  note "unclosed\n')).toEqual([2, 8]);
    expect(at('classDiagram\n  direction XY\n')).toEqual([2, 13]);
  });
});

describe('classDiagram: line breaks inside quotes and backticks (Mermaid takes them)', () => {
  it('reads a backtick name, a ["label"] and a note that span lines', () => {
    const { scene } = parseOk('classDiagram\n  class `Du\nck`\n  class A["two\nlines"]\n  note "first\nsecond"\n  A --> B\n');
    expect(nodeOf(scene, 'Du_ck').label).toBe('Du\nck');
    expect(nodeOf(scene, 'A').label).toBe('two\nlines');
    expect(nodeOf(scene, 'diagram::note1').label).toBe('first\nsecond');
    expect(edgeOf(scene, 'A__B').from).toEqual({ elementId: 'A' });
  });
});
