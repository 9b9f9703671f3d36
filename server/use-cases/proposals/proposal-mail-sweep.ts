import { randomUUID } from 'node:crypto';
import { runExclusively } from '../../db/locks.js';
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

export interface ProposalMailSweep {
  /** Stops the timer and waits for a sweep in progress to end. */
  stop(): Promise<void>;
}

/** Runs sweepProposalMails now and every `intervalMs`, in one instance at a time; one log line per sweep that did something. */
export function startProposalMailSweep(deps: ProposalMailDeps, options: { intervalMs: number; log: (entry: Record<string, unknown>) => void }): ProposalMailSweep {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const sweep = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const result = await runExclusively(deps.db, 'proposal-mail-sweep', () => sweepProposalMails(deps));
        if (result.ran && Object.values(result.value).some((n) => n > 0)) options.log({ level: 'info', msg: 'proposal mail sweep', ...result.value });
      } catch (error) {
        options.log({ level: 'error', msg: 'proposal mail sweep failed', error: String(error) });
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
