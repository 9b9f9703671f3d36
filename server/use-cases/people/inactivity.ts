import { accountActivity, type ActivityRow } from '../../db/repositories/account-activity.js';
import type { PeopleDeps } from './deps.js';
import { siteName } from './mails.js';
import { inactivityWarningMail } from './account-mails.js';
import { accountFate } from './account-holdings.js';
import { removeClosedAccount } from './account-removal.js';

const DAY_MS = 24 * 60 * 60_000;
/** A Free account unused this long is deleted (spec Plans: 12 months)... */
export const INACTIVE_AFTER_MS = 365 * DAY_MS;
/** ...after warnings this long before (the 30-day and the 7-day mails). */
export const FIRST_WARNING_MS = 30 * DAY_MS;
export const LAST_WARNING_MS = 7 * DAY_MS;
const BATCH = 100;

export interface InactivitySweep {
  warned30: string[];
  warned7: string[];
  deleted: string[];
}

function later(a: number, b: number): string {
  return new Date(Math.max(a, b)).toISOString();
}

function lastUseOf(row: ActivityRow): string {
  return row.last_active_at ?? row.created_at;
}

/** Claims the next warning (one instance wins), mails it, and gives the claim back when the mail fails (the next sweep tries again). */
async function warn(deps: PeopleDeps, row: ActivityRow, stage: '30' | '7', deletionAt: string, now: number): Promise<boolean> {
  if (!(await accountActivity.claimStage(deps.db, row, { warned: stage, deletionAt }))) return false;
  const inDays = Math.round((new Date(deletionAt).getTime() - now) / DAY_MS);
  try {
    await deps.mailer.send(inactivityWarningMail(row.email, { at: deletionAt, inDays }, lastUseOf(row), `${deps.webUrl}/sign-in`, siteName(deps.webUrl)));
    return true;
  } catch (error) {
    await accountActivity.claimStage(deps.db, { ...row, inactivity_warned: stage, inactivity_deletion_at: deletionAt }, { warned: row.inactivity_warned, deletionAt: row.inactivity_deletion_at });
    deps.logError(error, 'inactivity warning mail');
    return false;
  }
}

/**
 * One step of one unused Free account: the 30-day warning once it is due (the deletion then
 * at least 30 days away), the 7-day warning (the deletion at least 7 days after it), then the
 * deletion. A late sweep (a stopped service) moves the deletion date later, never a warning
 * earlier: nobody is deleted less than 7 days after their last warning. A sole owner of a
 * team where others work is left alone: the team keeps its owner.
 */
async function stepOf(deps: PeopleDeps, row: ActivityRow, now: number, out: InactivitySweep): Promise<void> {
  if ((await accountFate(deps, row.id)).blockers.length > 0) return;
  const due = new Date(lastUseOf(row)).getTime() + INACTIVE_AFTER_MS;
  if (row.inactivity_warned === null) {
    if (now >= due - FIRST_WARNING_MS && (await warn(deps, row, '30', later(due, now + FIRST_WARNING_MS), now))) out.warned30.push(row.id);
    return;
  }
  const deletionAt = new Date(row.inactivity_deletion_at ?? new Date(due).toISOString()).getTime();
  if (row.inactivity_warned === '30') {
    if (now >= deletionAt - LAST_WARNING_MS && (await warn(deps, row, '7', later(deletionAt, now + LAST_WARNING_MS), now))) out.warned7.push(row.id);
    return;
  }
  if (now >= deletionAt && (await accountActivity.claimClosing(deps.db, row, new Date(now).toISOString()))) {
    await removeClosedAccount(deps, row);
    out.deleted.push(row.id);
  }
}

/** Mails the warnings that are due and deletes the Free accounts whose time came (the account sweep runs it). */
export async function sweepInactiveAccounts(deps: PeopleDeps): Promise<InactivitySweep> {
  const now = deps.clock().getTime();
  const usedBefore = new Date(now - INACTIVE_AFTER_MS + FIRST_WARNING_MS).toISOString();
  const out: InactivitySweep = { warned30: [], warned7: [], deleted: [] };
  let after = '';
  for (;;) {
    const rows = await accountActivity.freeUnusedSince(deps.db, usedBefore, after, BATCH);
    for (const row of rows) await stepOf(deps, row, now, out);
    if (rows.length < BATCH) return out;
    after = rows[rows.length - 1]!.id;
  }
}
