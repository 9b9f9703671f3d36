import { isoNow } from '../../clock.js';
import { emailLinks, type EmailLinkPurpose, type EmailLinkRow } from '../../db/repositories/email-links.js';
import type { ServiceContext } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';
import { hashPersonToken, mintPersonToken, PERSON_TOKEN_PATTERN } from './tokens.js';

/** How long a mailed link works. */
export const LINK_LIFETIME_MS: Record<EmailLinkPurpose, number> = {
  'sign-in': 15 * 60_000,
  'verify-email': 24 * 60 * 60_000,
  'delete-account': 24 * 60 * 60_000,
};

/** Mails of one purpose to one address in this window are capped (whatever the rate limits). */
export const MAIL_WINDOW_MS = 15 * 60_000;
export const MAILS_PER_WINDOW = 5;

/** Links expired this long ago are forgotten when the next one is made (the mail cap reads only the last 15 minutes). */
const KEEP_EXPIRED_MS = 24 * 60 * 60_000;

/** Stores a new link and answers its token (in the mail only); links long expired go at the same time. */
export async function makeEmailLink(context: ServiceContext, purpose: EmailLinkPurpose, email: string, maySignUp: boolean): Promise<string> {
  const token = mintPersonToken();
  const now = context.clock();
  await emailLinks.deleteExpired(context.db, new Date(now.getTime() - KEEP_EXPIRED_MS).toISOString());
  await emailLinks.insert(context.db, {
    token_hash: hashPersonToken(token),
    purpose,
    email,
    may_sign_up: maySignUp,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]).toISOString(),
    used_at: null,
  });
  return token;
}

/** Whether another mail may go to this address now (MAILS_PER_WINDOW in MAIL_WINDOW_MS). */
export async function mailAllowance(context: ServiceContext, email: string): Promise<boolean> {
  const since = new Date(context.clock().getTime() - MAIL_WINDOW_MS).toISOString();
  return (await emailLinks.countSince(context.db, email, since)) < MAILS_PER_WINDOW;
}

/** A live (unused, unexpired) link, read without spending it: what a page shows before its button is pressed. */
export async function peekEmailLink(context: ServiceContext, purpose: EmailLinkPurpose, token: string): Promise<EmailLinkRow | undefined> {
  if (!PERSON_TOKEN_PATTERN.test(token)) return undefined;
  const row = await emailLinks.find(context.db, hashPersonToken(token), purpose);
  if (!row || row.used_at || row.expires_at <= isoNow(context.clock)) return undefined;
  return row;
}

export function linkInvalid(purpose: EmailLinkPurpose, webUrl: string): ServiceError {
  // Each purpose's page: with a link it shows the button, without one how to ask again.
  const page = purpose;
  return new ServiceError(410, 'LINK_INVALID', `This link was already used, has expired or was never made; ask for a new one at ${webUrl}/${page}.`, { url: `${webUrl}/${page}` });
}

/**
 * Spends a link once: the first caller gets its row, every later one (and any caller of an
 * expired or unknown token) 410 LINK_INVALID. Run inside the transaction that acts on it.
 */
export async function spendEmailLink(context: ServiceContext, purpose: EmailLinkPurpose, token: string, webUrl: string): Promise<EmailLinkRow> {
  if (!PERSON_TOKEN_PATTERN.test(token)) throw linkInvalid(purpose, webUrl);
  const hash = hashPersonToken(token);
  const spent = await emailLinks.spend(context.db, hash, purpose, isoNow(context.clock));
  const row = spent ? await emailLinks.find(context.db, hash, purpose) : undefined;
  if (!row) throw linkInvalid(purpose, webUrl);
  return row;
}
