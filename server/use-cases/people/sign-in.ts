import { people } from '../../db/repositories/people.js';
import { ServiceError } from '../../ports/index.js';
import type { PeopleDeps } from './deps.js';
import { LINK_LIFETIME_MS, mailAllowance, makeEmailLink } from './email-links.js';
import { siteName, signInMail } from './mails.js';
import { mayOpenAccount } from './sign-up-policy.js';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** An address as accounts keep it: trimmed, lower case; 400 EMAIL_INVALID when it is none. */
export function normalEmail(email: string): string {
  const normal = email.trim().toLowerCase();
  if (!EMAIL.test(normal) || normal.length > 254) throw new ServiceError(400, 'EMAIL_INVALID', 'This is not an email address.');
  return normal;
}

export function signInUrl(webUrl: string, token: string): string {
  return `${webUrl}/sign-in?token=${token}`;
}

/**
 * Whether this address may get a sign-in link, and whether spending it may open an account:
 * an open account, or an address the sign-up policy lets in. A closed account gets none.
 */
async function linkFor(deps: PeopleDeps, email: string): Promise<{ maySignUp: boolean } | null> {
  const person = await people.byEmail(deps.db, email);
  if (person) return person.closed_at ? null : { maySignUp: false };
  return (await mayOpenAccount(deps, email)) ? { maySignUp: true } : null;
}

/**
 * POST /v1/auth/sign-in: mails a link when the address may sign in, and nothing otherwise.
 * The caller answers before this runs (the same answer at the same speed for every
 * address), so the work is done here in the background and a failure is only logged.
 */
export async function sendSignInLink(deps: PeopleDeps, email: string): Promise<void> {
  const allowed = await linkFor(deps, email);
  if (!allowed || !(await mailAllowance(deps, email))) return;
  const token = await makeEmailLink(deps, 'sign-in', email, allowed.maySignUp);
  await deps.mailer.send(signInMail(email, signInUrl(deps.webUrl, token), LINK_LIFETIME_MS['sign-in'] / 60_000, siteName(deps.webUrl)));
}

/**
 * Starts sendSignInLink without waiting for it; errors go to the log. The answer must not
 * depend on the address, so nothing of this reaches the caller.
 */
export function requestSignInLink(deps: PeopleDeps, email: string): void {
  void sendSignInLink(deps, email).catch((error: unknown) => deps.logError(error, 'sign-in link'));
}

/**
 * dsp admin sign-in-link: a link for an operator to hand over (a service without mail). The
 * operator vouches for the address, so spending it opens an account whatever DSP_SIGNUP
 * says; a closed account gets none.
 */
export async function operatorSignInLink(deps: Pick<PeopleDeps, 'db' | 'clock' | 'webUrl'>, rawEmail: string): Promise<{ email: string; url: string; expiresInMinutes: number; newAccount: boolean }> {
  const email = normalEmail(rawEmail);
  const person = await people.byEmail(deps.db, email);
  if (person?.closed_at) throw new ServiceError(409, 'ACCOUNT_CLOSED', `The account of ${email} is closed.`);
  const token = await makeEmailLink(deps, 'sign-in', email, true);
  return { email, url: signInUrl(deps.webUrl, token), expiresInMinutes: LINK_LIFETIME_MS['sign-in'] / 60_000, newAccount: !person };
}
