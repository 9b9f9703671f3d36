import type { ServiceContext } from '../shared/index.js';
import type { Mailer } from '../../ports/index.js';

/** What the sign-in use cases need beside the database and the clock. */
export interface PeopleDeps extends ServiceContext {
  mailer: Mailer;
  /** The public website: links in mails point at its /sign-in and /verify-email pages. */
  webUrl: string;
  /** DSP_SIGNUP: whether any address may open an account by signing in. */
  signup: 'open' | 'invite';
  /** DSP_INACTIVE_ACCOUNTS: keep turns the inactivity warnings and deletions off (absent: delete). */
  inactiveAccounts?: 'delete' | 'keep';
  /** Where a mail that could not be sent is reported (the answer never says: no enumeration). */
  logError: (error: unknown, where: string) => void;
}
