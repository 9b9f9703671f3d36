import { isoNow } from '../../clock.js';
import { people } from '../../db/repositories/people.js';
import type { ServiceContext } from '../shared/index.js';
import type { Principal } from '../accounts/index.js';
import type { PeopleDeps } from './deps.js';
import { LINK_LIFETIME_MS, linkInvalid, mailAllowance, makeEmailLink, spendEmailLink } from './email-links.js';
import { siteName, verifyEmailMail } from './mails.js';

export function verifyEmailUrl(webUrl: string, token: string): string {
  return `${webUrl}/verify-email?token=${token}`;
}

/**
 * POST /v1/auth/verify-email: mails the caller's account address a verification link
 * (valid 24 hours). Already verified: nothing is sent. At most 5 mails in 15 minutes go to
 * one address; past that the answer is the same and no mail goes.
 */
export async function requestVerification(deps: PeopleDeps, principal: Principal): Promise<{ sent: boolean; email: string; emailVerified: boolean }> {
  const person = await people.byId(deps.db, principal.personId);
  if (!person || person.email_verified_at) return { sent: false, email: principal.email, emailVerified: true };
  if (await mailAllowance(deps, person.email)) {
    const token = await makeEmailLink(deps, 'verify-email', person.email, false);
    await deps.mailer.send(verifyEmailMail(person.email, verifyEmailUrl(deps.webUrl, token), LINK_LIFETIME_MS['verify-email'] / 3_600_000, siteName(deps.webUrl)));
  }
  return { sent: true, email: person.email, emailVerified: false };
}

/** POST /v1/auth/verify-email/confirm {token}: spends the link and marks its address verified; 410 LINK_INVALID for a used, expired or unknown one. */
export async function confirmVerification(context: ServiceContext, token: string, webUrl: string): Promise<{ email: string; emailVerified: true }> {
  return context.db.transaction(async (trx) => {
    const scoped = { ...context, db: trx };
    const link = await spendEmailLink(scoped, 'verify-email', token, webUrl);
    const person = await people.byEmail(trx, link.email);
    if (!person || person.closed_at) throw linkInvalid('verify-email', webUrl);
    if (!person.email_verified_at) await trx('people').where({ id: person.id }).update({ email_verified_at: isoNow(context.clock) });
    return { email: person.email, emailVerified: true };
  });
}
