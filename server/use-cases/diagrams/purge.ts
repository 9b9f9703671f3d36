import type { ServiceContext } from '../shared/index.js';
import { diagrams } from '../../db/repositories/diagrams.js';
import { runExclusively } from '../../db/locks.js';
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

export interface PurgeSweep {
  /** Stops the timer and waits for a sweep in progress to end. */
  stop(): Promise<void>;
}

/**
 * Runs purgeDeletedDiagrams now and then every `intervalMs` (never two at once, and on
 * PostgreSQL never in two instances at once: an instance that finds a sweep running
 * elsewhere skips its turn), logging one line per sweep that removed something and any
 * failure (the next sweep tries again).
 */
export function startPurgeSweep(context: ServiceContext, options: { intervalMs: number; log: (entry: Record<string, unknown>) => void }): PurgeSweep {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const sweep = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const sweep = await runExclusively(context.db, 'purge-deleted-diagrams', () => purgeDeletedDiagrams(context));
        if (sweep.ran && sweep.value.length > 0) options.log({ level: 'info', msg: 'purged deleted diagrams', count: sweep.value.length });
      } catch (error) {
        options.log({ level: 'error', msg: 'purge sweep failed', error: String(error) });
      }
    });
  };
  sweep();
  const timer = setInterval(sweep, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
