import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { passkeys } from '../../db/repositories/passkeys.js';
import { people } from '../../db/repositories/people.js';
import { memberships } from '../../db/repositories/workspaces.js';
import { ServiceError } from '../../ports/index.js';
import { CHALLENGE_LIFETIME_MS, hashChallenge, makeChallenge, passkeyInvalid, spendChallenge } from './passkey-challenges.js';
import type { PasskeyDeps } from './passkey-relying-party.js';
import { sessionAnswer, type SessionAnswer } from './session-answers.js';
import { openSessionRow, signedInFor } from './sessions.js';
import { hashPersonToken, mintPersonToken } from './tokens.js';

/**
 * POST /v1/auth/passkey-sign-in/options: a challenge for navigator.credentials.get
 * (startAuthentication of @simplewebauthn/browser). No address is asked: the browser offers
 * the passkeys it holds for this site, and the answer names the account.
 */
export async function passkeySignInOptions(deps: PasskeyDeps): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON; expiresAt: string }> {
  const challenge = await makeChallenge(deps, 'sign-in', null);
  const options = await generateAuthenticationOptions({ rpID: deps.relyingParty.id, challenge: challenge.bytes, timeout: CHALLENGE_LIFETIME_MS, userVerification: 'required' });
  return { challengeId: challenge.id, options, expiresAt: challenge.expiresAt };
}

function unknownPasskey(webUrl: string): ServiceError {
  return new ServiceError(401, 'PASSKEY_UNKNOWN', `This passkey belongs to no account here (it was removed, or made for another site); sign in by email at ${webUrl}/sign-in and add it again.`, { signInUrl: `${webUrl}/sign-in` });
}

/**
 * POST /v1/auth/passkey-sign-in {challengeId, response}: spends the challenge (once, within
 * 5 minutes), verifies the answer against the passkey it names (challenge, origin, RP ID,
 * signature, user verification, and a signature counter that must grow: a lower one is a
 * cloned authenticator), and opens a session in the account as signing in by link does. It
 * says nothing about the address: emailVerified stays as it was.
 */
export async function signInWithPasskey(deps: PasskeyDeps, challengeId: string, response: AuthenticationResponseJSON, userAgent: string | null): Promise<{ token: string; expiresAt: string; answer: SessionAnswer }> {
  const challenge = await spendChallenge(deps, 'sign-in', { id: challengeId });
  const passkey = await passkeys.byCredentialId(deps.db, response.id);
  if (!passkey) throw unknownPasskey(deps.webUrl);
  // The authenticator's user handle, when it sends one, must be the passkey's owner's.
  const handle = response.response.userHandle;
  if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== passkey.person_id) throw passkeyInvalid('the user handle is not the passkey\'s owner');
  const counter = Number(passkey.counter);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (signed) => hashChallenge(signed) === challenge.challenge_hash,
      expectedOrigin: deps.relyingParty.origins,
      expectedRPID: deps.relyingParty.id,
      credential: { id: passkey.credential_id, publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')), counter },
      requireUserVerification: true,
    });
  } catch (error) {
    throw passkeyInvalid(error);
  }
  if (!verified.verified) throw passkeyInvalid('the signature did not verify');
  const person = await people.byId(deps.db, passkey.person_id);
  if (!person || person.closed_at) throw unknownPasskey(deps.webUrl);

  const sessionToken = mintPersonToken();
  return deps.db.transaction(async (trx) => {
    const scoped = { ...deps, db: trx };
    const { newCounter, credentialBackedUp } = verified.authenticationInfo;
    // Another sign-in recorded the same counter value meanwhile: one of two authenticators is a copy.
    if (!(await passkeys.recordUse(trx, passkey.id, counter, newCounter, deps.clock().toISOString(), credentialBackedUp))) {
      throw passkeyInvalid(`the signature counter ${newCounter} was used already`);
    }
    const personal = await memberships.personalWorkspaceOf(trx, person.id);
    const session = await openSessionRow(scoped, person.id, personal?.id ?? null, hashPersonToken(sessionToken), userAgent);
    return { token: sessionToken, expiresAt: session.expires_at, answer: sessionAnswer(await signedInFor(scoped, session, person)) };
  });
}
