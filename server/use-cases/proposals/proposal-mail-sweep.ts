import { randomUUID } from 'node:crypto';
import { startPeriodicSweep, type PeriodicSweep, type SweepOptions } from '../shared/index.js';
import { proposalMails } from '../../db/repositories/governance/proposal-mails.js';
import type { Mailer } from '../../ports/index.js';
import type { ServiceContext } from '../shared/index.js';
import { proposalMail } from './proposal-mail.js';

/** Proposals opened for the same person within this window go out as one mail (a digest). */
export const PROPOSAL_MAIL_WINDOW_MS = 10 * 60_000;
/** People mailed per sweep at most; the rest on the next one. */
const PEOPLE_PER_SWEEP = 200;

export interface ProposalMailDeps extends ServiceContext {
  mailer: Mailer;
  /** The dashboard: review links point at its pages. */
  webUrl: string;
  /** DSP_PROPOSAL_MAILS: off mails nothing and forgets the notices (absent: on). */
  proposalMails?: 'on' | 'off';
  logError: (error: unknown, where: string) => void;
}

export interface ProposalMailSweepResult {
  mailed: number;
  proposals: number;
  failed: number;
  discarded: number;
}

/**
 * Mails every person whose oldest pending notice is at least 10 minutes old one mail
 * covering all their pending notices: so a person gets one mail per 10-minute window, a
 * digest when several proposals arrived in it. Each person's notices are claimed first (one
 * sweep wins), deleted once mailed, and given back when the mail fails (the next sweep
 * tries again).
 */
export async function sweepProposalMails(deps: ProposalMailDeps): Promise<ProposalMailSweepResult> {
  if (deps.proposalMails === 'off') return { mailed: 0, proposals: 0, failed: 0, discarded: await proposalMails.deleteAll(deps.db) };
  const now = deps.clock().getTime();
  const windowClosed = new Date(now - PROPOSAL_MAIL_WINDOW_MS).toISOString();
  const result: ProposalMailSweepResult = { mailed: 0, proposals: 0, failed: 0, discarded: 0 };
  for (const personId of await proposalMails.due(deps.db, windowClosed, windowClosed, PEOPLE_PER_SWEEP)) {
    const claim = randomUUID();
    if (!(await proposalMails.claim(deps.db, personId, claim, new Date(now).toISOString(), windowClosed))) continue;
    const notices = await proposalMails.claimed(deps.db, claim);
    try {
      if (notices.length > 0) await deps.mailer.send(proposalMail(notices[0]!.email, notices, deps.webUrl));
      await proposalMails.deleteClaimed(deps.db, claim);
      if (notices.length > 0) {
        result.mailed += 1;
        result.proposals += notices.length;
      }
    } catch (error) {
      await proposalMails.release(deps.db, claim);
      result.failed += 1;
      deps.logError(error, 'proposal mail');
    }
  }
  return result;
}

export type ProposalMailSweep = PeriodicSweep;

/** Runs sweepProposalMails now and every `intervalMs`, in one instance at a time; one log line per sweep that did something. */
export function startProposalMailSweep(deps: ProposalMailDeps, options: SweepOptions): ProposalMailSweep {
  return startPeriodicSweep(deps.db, {
    lock: 'proposal-mail-sweep',
    work: () => sweepProposalMails(deps),
    report: (done) => (Object.values(done).some((n) => n > 0) ? { msg: 'proposal mail sweep', ...done } : undefined),
    failure: 'proposal mail sweep failed',
  }, options);
}
