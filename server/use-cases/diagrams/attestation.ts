import type { Knex } from 'knex';
import type { Clock } from '../../clock.js';
import { isoNow } from '../../clock.js';
import { attestations, type AttestationRow } from '../../db/repositories/governance/attestations.js';
import { requireWrite, type Principal } from '../accounts/index.js';
import type { ServiceContext } from '../shared/index.js';
import { findDiagram } from './find-diagram.js';

/** Freshness by the age of attestedAt (spec "States and transitions"). */
export type AttestationState = 'fresh' | 'due' | 'stale' | 'never';

/** From this many days an attestation is due, and from STALE_DAYS stale. */
export const DUE_DAYS = 76;
export const STALE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The attestation object of a diagram's read answers. */
export interface Attestation {
  attestedAt: string | null;
  attestedByUserId: string | null;
  attestedRevision: number | null;
  state: AttestationState;
  /** The live revision is above attestedRevision. */
  drifted: boolean;
}

/** The audit's status object (always the live state). */
export interface AttestationStatus {
  state: AttestationState;
  attestedAt: string | null;
  attestedRevision: number | null;
  ageDays: number | null;
  drifted: boolean;
}

/** Whole days since the attestation, by the service's clock. */
export function ageInDays(attestedAt: string, now: Date): number {
  return Math.floor((now.getTime() - new Date(attestedAt).getTime()) / DAY_MS);
}

export function stateOf(ageDays: number | null): AttestationState {
  if (ageDays === null) return 'never';
  if (ageDays >= STALE_DAYS) return 'stale';
  return ageDays >= DUE_DAYS ? 'due' : 'fresh';
}

/** The audit status of a diagram at `liveRevision` from its attestation row (or none). */
export function attestationStatus(row: AttestationRow | undefined, liveRevision: number, now: Date): AttestationStatus {
  if (!row) return { state: 'never', attestedAt: null, attestedRevision: null, ageDays: null, drifted: false };
  const ageDays = ageInDays(row.attested_at, now);
  return { state: stateOf(ageDays), attestedAt: row.attested_at, attestedRevision: Number(row.attested_revision), ageDays, drifted: liveRevision > Number(row.attested_revision) };
}

/** The attestation object of a diagram whose live revision is `liveRevision`. */
export async function attestationOf(db: Knex, clock: Clock, diagramId: string, liveRevision: number): Promise<Attestation> {
  const row = await attestations.get(db, diagramId);
  const status = attestationStatus(row, liveRevision, clock());
  return { attestedAt: status.attestedAt, attestedByUserId: row?.attested_by ?? null, attestedRevision: status.attestedRevision, state: status.state, drifted: status.drifted };
}

/**
 * POST /v1/diagrams/{id}/attest (a signed-in person only; the route refuses keys): the
 * person says they reviewed the live revision. Stamps the server's time, the person and
 * the revision; makes no revision; attesting again restarts the cycle.
 */
export async function attestDiagram(context: ServiceContext, principal: Principal, ref: string): Promise<{ id: string; attestation: Attestation }> {
  requireWrite(principal);
  const diagram = await findDiagram(context.db, principal, ref);
  await attestations.stamp(context.db, { diagram_id: diagram.id, attested_at: isoNow(context.clock), attested_by: principal.personId, attested_revision: diagram.revision });
  return { id: diagram.id, attestation: await attestationOf(context.db, context.clock, diagram.id, diagram.revision) };
}
