import type { Knex } from 'knex';
import { isoNow } from '../../clock.js';
import { invitations } from '../../db/repositories/invitations.js';
import type { PeopleDeps } from './deps.js';

/**
 * Reasons an address without an account may open one by signing in. Each answers for one
 * address; any yes is enough. DSP_SIGNUP=open says yes to everyone; with the default
 * (invite) nobody is let in unless a reason in this list says so: the invitations of a
 * team add theirs here (an address with an open invitation).
 */
export type SignUpAllowance = (db: Knex, email: string, deps: Pick<PeopleDeps, 'signup' | 'clock'>) => Promise<boolean>;

const openSignUp: SignUpAllowance = async (_db, _email, deps) => deps.signup === 'open';

/** A team invited this address and the invitation is still open (neither accepted, withdrawn nor expired). */
const invitedAddress: SignUpAllowance = async (db, email, deps) => invitations.liveForEmail(db, email, isoNow(deps.clock));

export const SIGN_UP_ALLOWANCES: SignUpAllowance[] = [openSignUp, invitedAddress];

/** Whether this address, which has no account, may open one by signing in. */
export async function mayOpenAccount(deps: Pick<PeopleDeps, 'db' | 'signup' | 'clock'>, email: string): Promise<boolean> {
  for (const allowance of SIGN_UP_ALLOWANCES) if (await allowance(deps.db, email, deps)) return true;
  return false;
}
