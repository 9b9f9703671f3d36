import type { AttestationStatus, AuditEntry } from './api.js';

/** An attestation status in words, for the diagram page and the audit page (docs/evidence.md). */

/** "Fresh", "Due for review", "Stale", "Never reviewed". */
export function stateWords(state: AttestationStatus['state']): string {
  return { fresh: 'Fresh', due: 'Due for review', stale: 'Stale', never: 'Never reviewed' }[state];
}

/** "reviewed today", "reviewed 1 day ago", "reviewed 80 days ago"; empty when never reviewed. */
export function ageWords(status: Pick<AttestationStatus, 'ageDays' | 'attestedAt'>): string {
  if (status.attestedAt === null || status.ageDays === null) return '';
  if (status.ageDays === 0) return 'reviewed today';
  return status.ageDays === 1 ? 'reviewed 1 day ago' : `reviewed ${status.ageDays} days ago`;
}

/** "changed since version 2 was reviewed (now version 3)" when drifted; empty otherwise. */
export function driftWords(status: Pick<AttestationStatus, 'drifted' | 'attestedRevision'>, revision: number): string {
  return status.drifted && status.attestedRevision !== null ? `changed since version ${status.attestedRevision} was reviewed (now version ${revision})` : '';
}

/** One sentence: "Fresh: version 3 reviewed today." / "Never reviewed." */
export function statusSentence(status: AttestationStatus, revision: number): string {
  const parts = [stateWords(status.state)];
  if (status.state !== 'never') parts.push(`version ${status.attestedRevision} ${ageWords(status)}`);
  const drift = driftWords(status, revision);
  return `${parts.join(': ')}${drift ? `; ${drift}` : ''}.`;
}

export type AuditFilter = 'all' | 'stale' | 'due' | 'drifted' | 'never';
export type AuditSort = 'state' | 'age';

/** Most urgent first: stale, due, never reviewed, fresh. */
const STATE_ORDER = { stale: 0, due: 1, never: 2, fresh: 3 } as const;

/** The rows a filter keeps, in the order asked (pure, so the page and its reader agree). */
export function auditRows(entries: AuditEntry[], filter: AuditFilter, sort: AuditSort): AuditEntry[] {
  const kept = entries.filter((entry) => filter === 'all' || (filter === 'drifted' ? entry.status.drifted : entry.status.state === filter));
  // Age: the oldest review first; never reviewed is older than any.
  const age = (entry: AuditEntry) => entry.status.ageDays ?? Number.POSITIVE_INFINITY;
  return [...kept].sort((a, b) => (sort === 'state' ? STATE_ORDER[a.status.state] - STATE_ORDER[b.status.state] || age(b) - age(a) : age(b) - age(a) || STATE_ORDER[a.status.state] - STATE_ORDER[b.status.state]) || a.id.localeCompare(b.id));
}
