/**
 * People: signing in by email link, sessions, email verification. The routes, pages and
 * `dsp admin` reach this room through this file only.
 */
export type { PeopleDeps } from './deps.js';
export { LINK_LIFETIME_MS, peekEmailLink } from './email-links.js';
export { normalEmail, operatorSignInLink, requestSignInLink, sendSignInLink } from './sign-in.js';
export { mayOpenAccount, SIGN_UP_ALLOWANCES, type SignUpAllowance } from './sign-up-policy.js';
export { authenticateSession, endSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type SignedIn } from './sessions.js';
export { signInWithLink } from './sign-in-with-link.js';
export { sessionAnswer, type ListedSession, type SessionAnswer } from './session-answers.js';
export { endOwnSession, listSessions, switchWorkspace } from './manage-sessions.js';
export { confirmVerification, requestVerification } from './verify-email.js';
export { relyingPartyFor, type PasskeyDeps, type RelyingParty } from './passkey-relying-party.js';
export { addPasskey, listPasskeys, MAX_PASSKEYS, passkeyRegistrationOptions, removePasskey, type ListedPasskey } from './passkeys.js';
export { passkeySignInOptions, signInWithPasskey } from './passkey-sign-in.js';
export { deletionPreflight, requestDeletion, confirmDeletion, type DeletionPreflight } from './account-deletion.js';
export { sweepAccounts, startAccountSweep, type AccountSweep, type AccountSweepResult } from './account-sweep.js';
export { INACTIVE_AFTER_MS } from './inactivity.js';
export { htmlMail, siteName } from './mails.js';
export { hashPersonToken, mintPersonToken, PERSON_TOKEN_PATTERN } from './tokens.js';
