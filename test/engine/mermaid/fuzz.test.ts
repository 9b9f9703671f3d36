import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeScene } from '../../../engine/normalize/index.js';
import { validateScene } from '../../../engine/validate/index.js';
import { parseMermaid, toMermaid } from '../../../engine/mermaid/index.js';
import { ARROWHEADS, CARDINALITIES, EDGE_TYPES, NODE_TYPES, SHAPES, type ElementInput, type SceneDocumentInput } from '../../../schema/index.js';
import { corpusFiles, elementCounts, ownMermaidView, roundTripView } from './helpers.js';

const CODES = ['MERMAID_EMPTY', 'MERMAID_TOO_LARGE', 'MERMAID_TYPE_UNSUPPORTED', 'MERMAID_SYNTAX_ERROR', 'MERMAID_LIMIT_EXCEEDED'];

/**
 * The contract for any text: no throw; either a coded error (a syntax error with its
 * position) or a scene that validates, writes back to Mermaid, and reads back the same.
 */
function checkContract(text: string): void {
  const result = parseMermaid(text);
  if (!result.ok) {
    expect(CODES).toContain(result.error.code);
    if (result.error.code === 'MERMAID_SYNTAX_ERROR') {
      expect(result.error.line).toBeGreaterThanOrEqual(1);
      expect(result.error.column).toBeGreaterThanOrEqual(1);
    }
    return;
  }
  expect(validateScene(result.scene).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const written = toMermaid(normalizeScene(result.scene));
  if (!written.ok) throw new Error(written.message);
  const back = parseMermaid(written.mermaid);
  if (!back.ok) throw new Error(`${back.error.message}\n--- written ---\n${written.mermaid}`);
  if (ownMermaidView(result.scene)) expect(roundTripView(back.scene)).toEqual(roundTripView(result.scene));
  else expect(elementCounts(back.scene)).toEqual(elementCounts(result.scene));
}

const VOCABULARY = [
  'A', 'B', 'c1', 'dev-ops', 'é', '数', '-->', '---', '-.->', '==>', '<-->', 'o--o', '--x', '~~~', '-- t -->', '-. t .->',
  '|x|', '[', ']', '(', ')', '{', '}', '[(', ')]', '((', '))', '>', '[/', '/]', '[\\', '\\]', '"', '`', '&', ':::', '@{', 'shape: cyl',
  'label: "L"', ' ', ' ', '\n', '\n', ';', 'subgraph ', 'end', 'direction LR', 'classDef c fill:#f00', 'class A c', 'style A stroke:#0f0',
  'linkStyle 0 stroke:#00f', 'click A cb', '%% c', '#quot;', '<br>', 'e1@', '||--o{', '}|..|{', ': r', 'string id PK', 'one or more',
];

describe('fuzz: parseMermaid never throws and keeps its contract', () => {
  it('on random text, with and without a diagram header', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (text) => {
      checkContract(text);
      checkContract(`flowchart LR\n${text}`);
      checkContract(`erDiagram\n${text}`);
      checkContract(`classDiagram\n${text}`);
    }), { numRuns: 400, seed: 20240601 });
  });

  it('on token soup built from Mermaid syntax', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...VOCABULARY), { maxLength: 40 }), (tokens) => {
      checkContract(`flowchart TD\n${tokens.join('')}`);
      checkContract(`erDiagram\n${tokens.join('')}`);
      checkContract(`classDiagram\n${tokens.join('')}`);
    }), { numRuns: 1500, seed: 7 });
  });

  it('on mutated corpus files', () => {
    const texts = corpusFiles().map((f) => f.text);
    const edit = fc.tuple(fc.nat(), fc.nat({ max: 12 }), fc.string({ maxLength: 4 }));
    fc.assert(fc.property(fc.constantFrom(...texts), fc.array(edit, { maxLength: 5 }), (seed, edits) => {
      let text = seed;
      for (const [at, remove, insert] of edits) {
        const position = at % (text.length + 1);
        text = text.slice(0, position) + insert + text.slice(position + remove);
      }
      checkContract(text);
      expect(JSON.stringify(parseMermaid(text))).toBe(JSON.stringify(parseMermaid(text)));
    }), { numRuns: 1500, seed: 99 });
  });
});

describe('fuzz: toMermaid writes text that reads back', () => {
  const id = fc.oneof(
    fc.string({ unit: fc.constantFrom(...'abAB09._:-'.split('')), minLength: 1, maxLength: 6 }),
    fc.constantFrom('end', 'style', 'a--b', 'x:::y', 'graph-A', 'default', 'TOWN', 'one', 'u-x', '1', 'o'),
  );
  const text = fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('a "q" b', '#quot;', '<b>x</b>', 'fa:fa-car x', '`md`', 'x\ny', '&amp;', '%', 'a|b', '[x]', '\\'));
  const generated = fc.record({
    family: fc.constantFrom('architecture', 'entityRelationship', 'workflow', undefined),
    nodes: fc.uniqueArray(fc.record({ id, label: fc.option(text, { nil: undefined }), shape: fc.option(fc.constantFrom(...SHAPES), { nil: undefined }), nodeType: fc.constantFrom(...NODE_TYPES) }), { selector: (n) => n.id, minLength: 1, maxLength: 5 }),
    edges: fc.array(fc.record({ a: fc.nat(), b: fc.nat(), label: fc.option(text, { nil: undefined }), start: fc.constantFrom(...ARROWHEADS), end: fc.constantFrom(...ARROWHEADS), type: fc.option(fc.constantFrom(...EDGE_TYPES), { nil: undefined }), cardinality: fc.option(fc.constantFrom(...CARDINALITIES), { nil: undefined }), dashed: fc.boolean() }), { maxLength: 6 }),
  });

  it('keeps node ids (unless a note says they were renamed) and labels', () => {
    fc.assert(fc.property(generated, (g) => {
      const elements: ElementInput[] = g.nodes.map((n) => ({ id: n.id, kind: 'node', nodeType: n.nodeType, ...(n.label !== undefined ? { label: n.label } : {}), ...(n.shape ? { shape: n.shape } : {}) }));
      g.edges.forEach((e, i) => {
        const from = g.nodes[e.a % g.nodes.length]?.id ?? '';
        const to = g.nodes[e.b % g.nodes.length]?.id ?? '';
        elements.push({ id: `edge.${i}`, kind: 'edge', from: { elementId: from, ...(e.cardinality ? { cardinality: e.cardinality } : {}) }, to: { elementId: to }, endpoints: { startArrow: e.start, endArrow: e.end }, ...(e.label !== undefined ? { label: e.label } : {}), ...(e.type ? { edgeType: e.type } : {}), ...(e.dashed ? { style: { dash: [2, 2] } } : {}) });
      });
      const document: SceneDocumentInput = { schemaVersion: '0.1', scene: { id: 's' }, elements, ...(g.family ? { diagramFamily: g.family } : {}) };
      const out = toMermaid(normalizeScene(document));
      if (!out.ok) throw new Error(out.message);
      const back = parseMermaid(out.mermaid);
      if (!back.ok) throw new Error(`${back.error.message}\n${out.mermaid}`);
      expect(validateScene(back.scene).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      if (out.notes.some((note) => note.startsWith('ids Mermaid cannot write'))) return;
      for (const node of g.nodes) {
        const read = back.scene.elements.find((element) => element.id === node.id);
        expect(read?.kind).toBe('node');
        const label = read?.kind === 'node' ? read.label : undefined;
        const plain = (node.label ?? '').split('\n').map((line) => line.trim()).join('\n').trim();
        if (node.label !== undefined && !(g.family === 'entityRelationship' && (node.label === node.id || plain === ''))) expect(label).toBe(plain);
      }
    }), { numRuns: 600, seed: 5 });
  });
});
