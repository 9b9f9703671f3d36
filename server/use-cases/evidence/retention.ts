import { isoNow } from '../../clock.js';
import { diagrams } from '../../db/repositories/diagrams.js';
import { legalHolds } from '../../db/repositories/governance/legal-holds.js';
import { retention, revisionTombstones, type TombstoneRow } from '../../db/repositories/governance/revision-tombstones.js';
import { startPeriodicSweep, type PeriodicSweep, type SweepOptions } from '../shared/index.js';
import { computeMissingChains, imageHash } from '../diagrams/index.js';
import type { ServiceContext } from '../shared/index.js';

/** Free plan: revisions older than this are purged unless the diagram is on legal hold (spec Limits). */
export const RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

/**
 * Purges one diagram's expired revisions: chains are computed first (a tombstone must hold
 * the chain the next revision covers), then each expired revision becomes a tombstone
 * (its content hash, image hash, chain and record) and its scene, layout, image and PNGs
 * go, in one transaction. The current revision is never expired.
 */
async function purgeDiagram(context: ServiceContext, diagramId: string, cutoff: string): Promise<number> {
  const diagram = await diagrams.byId(context.db, diagramId);
  if (!diagram) return 0;
  await computeMissingChains(context.db, diagramId, diagram.revision);
  const purgedAt = isoNow(context.clock);
  return context.db.transaction(async (trx) => {
    // Checked again inside: a hold set since the candidates were listed wins.
    if (await legalHolds.isHeld(trx, diagramId)) return 0;
    const rows = await retention.expired(trx, diagramId, cutoff, diagram.revision);
    const tombstones: TombstoneRow[] = rows.map((row) => ({
      diagram_id: diagramId,
      revision: row.revision,
      hash: row.hash,
      image_sha256: imageHash(row.svg),
      chain: row.chain!,
      created_at: row.created_at,
      purged_at: purgedAt,
      created_by: row.created_by,
      message: row.message,
      summary: row.summary,
      changed: row.changed,
      created_by_kind: row.created_by_kind,
      created_via: row.created_via,
      proposal_id: row.proposal_id,
      approved_by_user_id: row.approved_by_user_id,
      derive_format: row.derive_format,
      derive_source_sha256: row.derive_source_sha256,
    }));
    await revisionTombstones.insert(trx, tombstones);
    await retention.remove(trx, diagramId, rows.map((row) => row.revision));
    return rows.length;
  });
}

/** The retention sweep once: every Free diagram's revisions older than 30 days, unless held. Returns the revisions purged. */
export async function purgeExpiredRevisions(context: ServiceContext): Promise<number> {
  const cutoff = new Date(context.clock().getTime() - RETENTION_DAYS * DAY_MS).toISOString();
  let purged = 0;
  let after = '';
  for (;;) {
    const ids = await retention.candidates(context.db, cutoff, after, BATCH);
    if (ids.length === 0) break;
    for (const id of ids) purged += await purgeDiagram(context, id, cutoff);
    after = ids[ids.length - 1]!;
    if (ids.length < BATCH) break;
  }
  return purged;
}

export type RetentionSweep = PeriodicSweep;

/** Runs purgeExpiredRevisions now and every `intervalMs`, in one instance at a time (as the delete purge does). */
export function startRetentionSweep(context: ServiceContext, options: SweepOptions): RetentionSweep {
  return startPeriodicSweep(context.db, {
    lock: 'retention-sweep',
    work: () => purgeExpiredRevisions(context),
    report: (count) => (count > 0 ? { msg: 'purged expired revisions (Free retention)', count } : undefined),
    failure: 'retention sweep failed',
  }, options);
}
