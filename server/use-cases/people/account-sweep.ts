import { startPeriodicSweep, type PeriodicSweep, type SweepOptions } from '../shared/index.js';
import { emailLinks } from '../../db/repositories/email-links.js';
import { sessions } from '../../db/repositories/sessions.js';
import type { PeopleDeps } from './deps.js';
import { finishClosedAccounts } from './account-removal.js';
import { sweepInactiveAccounts, type InactivitySweep } from './inactivity.js';
import { SESSION_IDLE_MS } from './sessions.js';

/** Mailed links are kept a day past their expiry (the mail cap reads the last 15 minutes only). */
const KEEP_EXPIRED_LINKS_MS = 24 * 60 * 60_000;

export interface AccountSweepResult extends InactivitySweep {
  sessionsDeleted: number;
  linksDeleted: number;
  closedFinished: number;
}

/**
 * The account sweep: forgets sessions that can no longer be used and mailed links long
 * expired, finishes removing accounts whose deletion was cut short, and runs the inactivity
 * warnings and deletions (unless DSP_INACTIVE_ACCOUNTS=keep). Safe from several processes at once (each warning is claimed in
 * the database before it is mailed); startAccountSweep also runs it in one instance at a time.
 */
export async function sweepAccounts(deps: PeopleDeps): Promise<AccountSweepResult> {
  const now = deps.clock().getTime();
  const sessionsDeleted = await sessions.deleteDead(deps.db, new Date(now).toISOString(), new Date(now - SESSION_IDLE_MS).toISOString());
  const linksDeleted = await emailLinks.deleteExpired(deps.db, new Date(now - KEEP_EXPIRED_LINKS_MS).toISOString());
  const closedFinished = await finishClosedAccounts(deps);
  const inactive = deps.inactiveAccounts === 'keep' ? { warned30: [], warned7: [], deleted: [] } : await sweepInactiveAccounts(deps);
  return { sessionsDeleted, linksDeleted, closedFinished, ...inactive };
}

export type AccountSweep = PeriodicSweep;

/**
 * Runs sweepAccounts now and then every `intervalMs` (never two at once here, and on
 * PostgreSQL never in two instances at once: an instance that finds a sweep running
 * elsewhere skips its turn). One log line per sweep that did something; a failure is logged
 * and the next sweep tries again.
 */
export function startAccountSweep(deps: PeopleDeps, options: SweepOptions): AccountSweep {
  return startPeriodicSweep(deps.db, {
    lock: 'account-sweep',
    work: () => sweepAccounts(deps),
    report: ({ warned30, warned7, deleted, ...counts }) => {
      const entry = { ...counts, warned30: warned30.length, warned7: warned7.length, inactiveDeleted: deleted.length };
      return Object.values(entry).some((n) => n > 0) ? { msg: 'account sweep', ...entry } : undefined;
    },
    failure: 'account sweep failed',
  }, options);
}
