import { describe, expect, it } from 'vitest';
import type { AuditEntry, AttestationStatus } from '../../app/api.js';
import { auditRows, statusSentence } from '../../app/attestation-words.js';

const status = (state: AttestationStatus['state'], ageDays: number | null, drifted = false, attestedRevision: number | null = 1): AttestationStatus => ({
  state, ageDays, drifted, attestedRevision: state === 'never' ? null : attestedRevision, attestedAt: state === 'never' ? null : '2026-01-01T00:00:00.000Z',
});
const entry = (id: string, s: AttestationStatus, revision = 1): AuditEntry => ({ id, key: null, title: id, revision, asOfRevision: revision, legalHold: false, status: s });

// What the diagram page and the audit page say about a review (app/attestation-words.ts).
describe('attestation in words', () => {
  it('says the state, the reviewed version, its age and the change since', () => {
    expect(statusSentence(status('never', null), 3)).toBe('Never reviewed.');
    expect(statusSentence(status('fresh', 0), 1)).toBe('Fresh: version 1 reviewed today.');
    expect(statusSentence(status('due', 1), 1)).toBe('Due for review: version 1 reviewed 1 day ago.');
    expect(statusSentence(status('stale', 120, true, 2), 5)).toBe('Stale: version 2 reviewed 120 days ago; changed since version 2 was reviewed (now version 5).');
  });

  it('filters by stale, due, drifted and never, and sorts the most urgent or the oldest review first', () => {
    const entries = [entry('a', status('fresh', 3)), entry('b', status('stale', 95)), entry('c', status('never', null)), entry('d', status('due', 80, true), 2), entry('e', status('stale', 200))];
    const ids = (rows: AuditEntry[]) => rows.map((row) => row.id);
    expect(ids(auditRows(entries, 'all', 'state'))).toEqual(['e', 'b', 'd', 'c', 'a']);
    expect(ids(auditRows(entries, 'all', 'age'))).toEqual(['c', 'e', 'b', 'd', 'a']);
    expect(ids(auditRows(entries, 'stale', 'state'))).toEqual(['e', 'b']);
    expect(ids(auditRows(entries, 'due', 'state'))).toEqual(['d']);
    expect(ids(auditRows(entries, 'drifted', 'age'))).toEqual(['d']);
    expect(ids(auditRows(entries, 'never', 'age'))).toEqual(['c']);
  });
});
