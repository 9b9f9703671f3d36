import type { ServiceContext } from '../shared/index.js';
import type { Mailer } from '../../ports/index.js';

/** What managing a team needs beside the database and the clock. */
export interface TeamDeps extends ServiceContext {
  mailer: Mailer;
  /** The public website: invitations link to its /invitations page, errors to /pricing and /sign-in. */
  webUrl: string;
  /** Where a mail that could not be sent is reported (the invitation stands; its answer says mailed: false). */
  logError: (error: unknown, where: string) => void;
}
