import type { Knex } from 'knex';
import { runExclusively } from '../../db/locks.js';

/** A sweep running on a timer in the server (start.ts). */
export interface PeriodicSweep {
  /** Stops the timer and waits for a sweep in progress to end. */
  stop(): Promise<void>;
}

export interface SweepOptions {
  intervalMs: number;
  log: (entry: Record<string, unknown>) => void;
}

export interface SweepJob<T> {
  /** The lock's name: on PostgreSQL one instance sweeps at a time, the others skip their turn. */
  lock: string;
  work: () => Promise<T>;
  /** The log line for what a sweep did, or undefined when it did nothing worth a line. */
  report: (value: T) => Record<string, unknown> | undefined;
  /** The message logged when a sweep throws (the next one tries again). */
  failure: string;
}

/**
 * Runs a job now and then every `intervalMs`, never two at once here and, under its lock,
 * never in two instances at once. One log line per sweep that did something; a failure is
 * logged and the next sweep tries again. Every in-server sweep (purge, accounts, retention,
 * digests, proposal mails) runs through this one loop.
 */
export function startPeriodicSweep<T>(db: Knex, job: SweepJob<T>, options: SweepOptions): PeriodicSweep {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const sweep = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const result = await runExclusively(db, job.lock, job.work);
        const entry = result.ran ? job.report(result.value) : undefined;
        if (entry) options.log({ level: 'info', ...entry });
      } catch (error) {
        options.log({ level: 'error', msg: job.failure, error: String(error) });
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
