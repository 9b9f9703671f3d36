import { describe, expect, it } from 'vitest';
import { parseMermaid } from '../../../engine/mermaid/index.js';
import { parseError, parseOk } from './helpers.js';

describe('refused diagram types', () => {
  const types = ['gantt', 'pie', 'journey', 'gitGraph', 'mindmap', 'timeline', 'quadrantChart', 'requirementDiagram', 'C4Context', 'sankey-beta', 'xychart-beta', 'block-beta', 'packet-beta', 'architecture-beta', 'kanban'];
  for (const type of types) {
    it(`refuses ${type}, naming it and the two accepted types`, () => {
      const error = parseError(`%% note\n${type}\n  a\n`);
      expect(error.code).toBe('MERMAID_TYPE_UNSUPPORTED');
      expect(error.data?.type).toBe(type);
      expect(error.message).toContain(type);
      expect(error.message).toContain('flowchart');
      expect(error.message).toContain('erDiagram');
      expect([error.line, error.column]).toEqual([2, 1]);
    });
  }

  it('gives a syntax error (expecting a diagram type) for text that names no type', () => {
    const error = parseError('A --> B\n');
    expect(error).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', line: 1, column: 1 });
    expect(error.message).toContain('expected the diagram type');
  });
});

describe('size and emptiness', () => {
  it('refuses empty and blank text, and text of only comments', () => {
    for (const text of ['', '   \n\t\n', '%% just a comment\n', '---\ntitle: t\n---\n']) {
      expect(parseError(text).code).toBe('MERMAID_EMPTY');
    }
  });

  it('accepts exactly 64 KB of UTF-8 and refuses one byte more, counting multi-byte characters', () => {
    const head = 'flowchart LR\n  A["';
    const tail = '"]\n';
    const fill = 65536 - head.length - tail.length;
    expect(parseMermaid(`${head}${'x'.repeat(fill)}${tail}`).ok).toBe(true);
    const over = parseError(`${head}${'x'.repeat(fill + 1)}${tail}`);
    expect(over).toMatchObject({ code: 'MERMAID_TOO_LARGE', data: { bytes: 65537, limit: 65536 } });
    // "é" is two bytes: half as many characters reach the same size.
    expect(parseError(`${head}${'é'.repeat(fill / 2 + 1)}${tail}`).code).toBe('MERMAID_TOO_LARGE');
  });
});

describe('syntax errors', () => {
  const cases: Array<[string, string, number, number, string]> = [
    ['unclosed bracket', 'flowchart TD\n  A[Start] --> B[Unclosed\n', 2, 17, 'expected "]"'],
    ['unclosed quote', 'flowchart TD\n  A["never closed] --> B\n', 2, 5, 'expected "'],
    ['missing end', 'flowchart LR\n  subgraph one\n    A\n', 4, 1, 'expected "end"'],
    ['stray end', 'flowchart LR\n  A\n  end\n', 3, 3, 'without an open subgraph'],
    ['two nodes without a link', 'flowchart LR\n  A B\n', 2, 5, 'expected a link'],
    ['link without a target', 'flowchart LR\n  A -->\n', 2, 8, 'expected a node id after the link'],
    ['unclosed link text', 'flowchart LR\n  A -- text B\n', 2, 5, 'expected --> or ---'],
    ['bad direction', 'flowchart XY\n', 1, 11, 'expected a direction'],
    ['keyword as a node id', 'flowchart LR\n  A --> end\n', 2, 9, 'cannot be a node id'],
    ['unclosed @{ } data', 'flowchart LR\n  A@{ shape: rect\n', 2, 4, 'expected "}"'],
    ['ER bad relationship line', 'erDiagram\n  A ||~~|| B : x\n', 2, 7, 'expected "--"'],
    ['ER missing second cardinality', 'erDiagram\n  A ||-- B : x\n', 2, 10, 'expected a cardinality'],
    ['ER attribute without a name', 'erDiagram\n  A {\n    string\n  }\n', 3, 11, 'expected an attribute name'],
    ['ER unclosed block', 'erDiagram\n  A {\n    int x\n', 2, 5, 'expected "}"'],
    ['ER text after a statement', 'erDiagram\n  A ||--|| B : x\n  A B\n', 3, 5, 'expected a relationship'],
    ['unclosed frontmatter', '---\ntitle: x\nflowchart LR\n', 4, 1, 'expected "---"'],
  ];
  for (const [name, text, line, column, expected] of cases) {
    it(`reports ${name} at line ${line}, column ${column}`, () => {
      const error = parseError(text);
      expect(error.code).toBe('MERMAID_SYNTAX_ERROR');
      expect([error.line, error.column]).toEqual([line, column]);
      expect(error.message).toContain(expected);
      expect(error.message.startsWith(`line ${line}, column ${column}: `)).toBe(true);
    });
  }

  it('counts lines the same with CRLF line ends', () => {
    const error = parseError('flowchart LR\r\n  A --> B\r\n  A B\r\n');
    expect([error.line, error.column]).toEqual([3, 5]);
  });
});

describe('limits', () => {
  it('refuses a diagram of more than 1,000 elements', () => {
    const lines = Array.from({ length: 1001 }, (_, i) => `  n${i}`);
    const error = parseError(`flowchart LR\n${lines.join('\n')}\n`);
    expect(error).toMatchObject({ code: 'MERMAID_LIMIT_EXCEEDED', data: { limit: 'elements', count: 1001 } });
    expect(parseOk(`flowchart LR\n${lines.slice(1).join('\n')}\n`).scene.elements).toHaveLength(1000);
  });

  it('reads more when the caller raises the limit (the library API), and refuses past the raised one', () => {
    const lines = Array.from({ length: 1500 }, (_, i) => `  n${i}`);
    const text = `flowchart LR\n${lines.join('\n')}\n`;
    const read = parseMermaid(text, { maxElements: 2000 });
    expect(read.ok && read.scene.elements.length).toBe(1500);
    expect(parseMermaid(text, { maxElements: 1400 })).toMatchObject({ ok: false, error: { code: 'MERMAID_LIMIT_EXCEEDED', data: { count: 1500, maximum: 1400 } } });
    const fan = `flowchart LR\n  ${lines.slice(0, 40).map((l) => l.trim()).join(' & ')} --> ${lines.slice(40, 80).map((l) => l.trim()).join(' & ')}\n`;
    expect(parseMermaid(fan, { maxElements: 1500 })).toMatchObject({ ok: false, error: { code: 'MERMAID_LIMIT_EXCEEDED', data: { maximum: 1500 } } });
  });

  it('refuses subgraphs nested deeper than DSP frames may be', () => {
    const nest = (depth: number) => `flowchart LR\n${Array.from({ length: depth }, (_, i) => `subgraph s${i}`).join('\n')}\n  leaf\n${'end\n'.repeat(depth)}`;
    expect(parseOk(nest(32)).scene.elements).toHaveLength(33);
    expect(parseError(nest(33))).toMatchObject({ code: 'MERMAID_LIMIT_EXCEEDED', data: { limit: 'nestingDepth' } });
  });

  it('shortens labels and titles longer than DSP allows, with a warning', () => {
    const { scene, warnings } = parseOk(`---\ntitle: ${'t'.repeat(600)}\n---\nflowchart LR\n  subgraph s ["${'x'.repeat(700)}"]\n    a\n  end\n`);
    expect(scene.scene.title).toHaveLength(500);
    expect(warnings.map((w) => w.code)).toEqual(['MERMAID_TEXT_TRUNCATED', 'MERMAID_TEXT_TRUNCATED']);
  });
});

describe('robustness', () => {
  it('never throws, even for input that is not a string', () => {
    for (const input of [undefined, null, 42, {}, ['flowchart']] as unknown[]) {
      const result = parseMermaid(input as string);
      expect(result.ok).toBe(false);
    }
  });

  it('replaces lone surrogates (not valid Unicode) and says so', () => {
    const { scene, warnings } = parseOk('flowchart LR\n  A["bad \uD800 text"]\n');
    expect(scene.elements[0]).toMatchObject({ label: 'bad \uFFFD text' });
    expect(warnings.map((w) => [w.code, w.data?.line])).toEqual([['MERMAID_APPROXIMATED', 2]]);
  });
});

describe('a shape opener without its closer', () => {
  // Mermaid's lexer reads the longest opener; a missing closer is its parse error, not a shorter shape.
  const cases: Array<[string, string]> = [['A((Circle) --> B', '))'], ['A[[Sub] --> B', ']]'], ['A[(DB] --> B', ')]'], ['A{{Hex} --> B', '}}'], ['A([Stadium) --> B', '])'], ['A[/lean] --> B', '/]']];
  for (const [line, closer] of cases) {
    it(`refuses ${line} at the opener, naming ${closer}`, () => {
      const error = parseError(`flowchart LR\n  ${line}\n`);
      expect(error).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', line: 2, column: 4 });
      expect(error.message).toContain(`"${closer}"`);
    });
  }

  it('still reads the full forms', () => {
    const { scene } = parseOk('flowchart LR\n  A((Circle)) --> B[[Sub]]\n  C[(DB)] --> D{{Hex}}\n  E([Stadium]) --> F[/lean/]\n');
    expect(scene.elements.filter((element) => element.kind === 'node').map((node) => node.label)).toEqual(['Circle', 'Sub', 'DB', 'Hex', 'Stadium', 'lean']);
  });
});
