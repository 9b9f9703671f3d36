import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES, validateScene } from '../../../engine/index.js';

const base = { schemaVersion: '0.1', scene: { id: 's' }, diagramFamily: 'architecture' };

describe('diagnostic messages', () => {
  it('suggests the nearest field for a typo and points at it', () => {
    const [d] = validateScene({ ...base, elements: [{ id: 'a', kind: 'node', nodeType: 'service', lable: 'x' }] }).diagnostics;
    expect(d).toMatchObject({ code: 'UNKNOWN_FIELD', severity: 'error', elementId: 'a', path: '$.elements[0].lable' });
    expect(d!.message).toContain('did you mean "label"?');
  });

  it('suggests the nearest enum value', () => {
    const [d] = validateScene({ ...base, elements: [{ id: 'a', kind: 'node', nodeType: 'datbase' }] }).diagnostics;
    expect(d).toMatchObject({ code: 'INVALID_VALUE', path: '$.elements[0].nodeType' });
    expect(d!.message).toContain('"database"');
  });

  it('lists the element kinds for an unknown kind', () => {
    const [d] = validateScene({ ...base, elements: [{ id: 'a', kind: 'shape' }] }).diagnostics;
    expect(d!.code).toBe('UNKNOWN_ELEMENT_KIND');
    expect(d!.message).toContain('node, edge, group, frame, text, image, guide');
  });

  it('collects schema and semantic problems in one pass, in document order', () => {
    const result = validateScene({
      ...base,
      elements: [
        { id: 'a', kind: 'node', nodeType: 'service' },
        { id: 'b', kind: 'node', nodeType: 'service', style: { fill: 7 } },
        { id: 'e', kind: 'edge', from: { elementId: 'a' }, to: { elementId: 'zz' } },
        { id: 'a', kind: 'node', nodeType: 'service' },
      ],
    });
    expect(result.diagnostics.map((d) => [d.code, d.path])).toEqual([
      ['WRONG_TYPE', '$.elements[1].style.fill'],
      ['DUPLICATE_ID', '$.elements[3].id'],
      ['EDGE_ENDPOINT_NOT_FOUND', '$.elements[2].to.elementId'],
    ]);
  });

  it('does not report a reference to a malformed element as missing', () => {
    const result = validateScene({
      ...base,
      elements: [{ id: 'a', kind: 'node', nodeType: 'nope' }, { id: 'b', kind: 'node', nodeType: 'service' }, { id: 'e', kind: 'edge', from: { elementId: 'a' }, to: { elementId: 'b' } }],
    });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['INVALID_VALUE']);
  });

  it('gives data for machine use', () => {
    const result = validateScene({ ...base, elements: [{ id: 'g1', kind: 'frame', children: ['g2'] }, { id: 'g2', kind: 'frame', children: ['g1'] }] });
    const cycle = result.diagnostics.find((d) => d.code === 'CONTAINMENT_CYCLE');
    expect(cycle?.data).toEqual({ cycle: ['g1', 'g2'] });
  });

  it('registers every code with a severity and a meaning', () => {
    for (const [code, entry] of Object.entries(DIAGNOSTIC_CODES)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(['error', 'warning', 'info']).toContain(entry.severity);
      expect(entry.meaning.length).toBeGreaterThan(10);
    }
  });

  it('reports a top-level value that is not an object', () => {
    expect(validateScene('hello').diagnostics[0]).toMatchObject({ code: 'WRONG_TYPE', path: '$' });
  });
});

describe('the element limit', () => {
  const nodes = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `n${i}`, kind: 'node', nodeType: 'service' }));

  it("is the spec's 1,000 unless the caller raises it (the library API), with the same code and path past either", () => {
    expect(validateScene({ ...base, elements: nodes(1001) }).diagnostics).toEqual([expect.objectContaining({ code: 'TOO_MANY_ELEMENTS', path: '$.elements' })]);
    expect(validateScene({ ...base, elements: nodes(1500) }, { maxElements: 2000 })).toMatchObject({ valid: true, diagnostics: [] });
    const past = validateScene({ ...base, elements: nodes(1500) }, { maxElements: 1400 });
    expect(past.valid).toBe(false);
    expect(past.diagnostics).toEqual([expect.objectContaining({ code: 'TOO_MANY_ELEMENTS', path: '$.elements', data: { count: 1500, maximum: 1400 } })]);
    expect(past.diagnostics[0]!.message).toContain('at most 1400 elements');
  });
});
