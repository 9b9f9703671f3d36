import type { ServiceContext } from '../shared/index.js';
import { diagrams } from '../../db/repositories/diagrams.js';
import { startPeriodicSweep, type PeriodicSweep, type SweepOptions } from '../shared/index.js';
import { UNDO_WINDOW_MS } from './delete-diagram.js';

/** Diagrams removed per statement: a long history cascades to many revision rows. */
const PURGE_BATCH = 50;

/**
 * Removes for good every diagram deleted more than 24 hours ago (by the context's clock),
 * with its revisions, share links, content reports and remembered request ids. Returns
 * the ids removed. Safe to run from several processes at once.
 */
export async function purgeDeletedDiagrams(context: ServiceContext): Promise<string[]> {
  const cutoff = new Date(context.clock().getTime() - UNDO_WINDOW_MS).toISOString();
  const removed: string[] = [];
  for (;;) {
    const ids = await diagrams.deletedBefore(context.db, cutoff, PURGE_BATCH);
    if (ids.length === 0) break;
    await diagrams.removeDeleted(context.db, ids, cutoff);
    removed.push(...ids);
    if (ids.length < PURGE_BATCH) break;
  }
  return removed;
}

export type PurgeSweep = PeriodicSweep;

/**
 * Runs purgeDeletedDiagrams now and then every `intervalMs` (never two at once, and on
 * PostgreSQL never in two instances at once: an instance that finds a sweep running
 * elsewhere skips its turn), logging one line per sweep that removed something and any
 * failure (the next sweep tries again).
 */
export function startPurgeSweep(context: ServiceContext, options: SweepOptions): PurgeSweep {
  return startPeriodicSweep(context.db, {
    lock: 'purge-deleted-diagrams',
    work: () => purgeDeletedDiagrams(context),
    report: (purged) => (purged.length > 0 ? { msg: 'purged deleted diagrams', count: purged.length } : undefined),
    failure: 'purge sweep failed',
  }, options);
}
