import { describe, expect, it } from 'vitest';
import { mergeDiagnostics, validateScene } from '../../../engine/index.js';

// Issue 18, defect 5: a lone surrogate in an element id crashed keyless validate. Checking
// reported INVALID_ID with the raw id as elementId, and joining diagnostics (canonical JSON,
// which has no form for a lone surrogate) threw. Diagnostics now quote such text with U+FFFD.
const scene = {
  schemaVersion: '0.1',
  scene: { id: 's' },
  diagramFamily: 'architecture',
  elements: [
    { id: '\ud800', kind: 'node', nodeType: 'service', label: 'API' },
    { id: 'db', kind: 'node', nodeType: 'database', label: 'Orders' },
    { id: 'e1', kind: 'edge', from: { elementId: '\udc00x' }, to: { elementId: 'db' } },
  ],
};

describe('a lone surrogate in an element id', () => {
  it('is refused with INVALID_UNICODE and INVALID_ID, and the diagnostics can be joined and hashed', () => {
    const result = validateScene(scene);
    expect(result.valid).toBe(false);
    const codes = result.diagnostics.map((d) => d.code);
    expect(codes).toContain('INVALID_UNICODE');
    expect(codes).toContain('INVALID_ID');
    const merged = mergeDiagnostics(result.diagnostics, result.diagnostics);
    expect(merged).toEqual(result.diagnostics);
  });

  it('is quoted as U+FFFD wherever a diagnostic repeats it', () => {
    const { diagnostics } = validateScene(scene);
    const invalidId = diagnostics.find((d) => d.code === 'INVALID_ID' && d.path === '$.elements[0].id');
    expect(invalidId?.elementId).toBe('\ufffd');
    expect(JSON.stringify(diagnostics)).not.toMatch(/\\ud[89a-f]/i);
  });
});
