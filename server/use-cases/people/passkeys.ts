import { generateRegistrationOptions, verifyRegistrationResponse, type PublicKeyCredentialCreationOptionsJSON, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { randomBase62 } from '../../ids.js';
import { passkeys, type PasskeyRow } from '../../db/repositories/passkeys.js';
import { ServiceError } from '../../ports/index.js';
import { challengeOf, CHALLENGE_LIFETIME_MS, hashChallenge, makeChallenge, passkeyInvalid, spendChallenge } from './passkey-challenges.js';
import type { PasskeyDeps } from './passkey-relying-party.js';

/** Passkeys one person may hold: enough for every device they own, and a bound on what a stolen session can add. */
export const MAX_PASSKEYS = 20;

/** The person a session signed in (what registering a passkey needs of them). */
export interface PasskeyOwner {
  id: string;
  email: string;
}

/** A passkey as the list shows it (never its key or credential id). */
export interface ListedPasskey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

function listed(row: PasskeyRow): ListedPasskey {
  return { id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at };
}

/** The user handle the authenticator keeps with a passkey: the person's id, which names nobody (no email in it). */
export function userHandleOf(personId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(personId, 'utf8'));
}

async function refuseAtLimit(deps: PasskeyDeps, personId: string): Promise<void> {
  const current = await passkeys.countOf(deps.db, personId);
  if (current >= MAX_PASSKEYS) {
    throw new ServiceError(403, 'LIMIT_REACHED', `You hold ${current} passkeys, the most one person may; remove one you no longer use first.`, { limit: 'passkeys', maximum: MAX_PASSKEYS, current });
  }
}

/**
 * POST /v1/auth/passkeys/registration-options: what the browser passes to
 * navigator.credentials.create (startRegistration of @simplewebauthn/browser). The passkey
 * is discoverable (sign-in asks for no address) and verifies its user (a PIN, a finger);
 * the person's passkeys are excluded, so one authenticator is not added twice.
 */
export async function passkeyRegistrationOptions(deps: PasskeyDeps, owner: PasskeyOwner): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; expiresAt: string }> {
  await refuseAtLimit(deps, owner.id);
  const challenge = await makeChallenge(deps, 'registration', owner.id);
  const options = await generateRegistrationOptions({
    rpName: deps.relyingParty.name,
    rpID: deps.relyingParty.id,
    userName: owner.email,
    userDisplayName: owner.email,
    userID: userHandleOf(owner.id),
    challenge: challenge.bytes,
    timeout: CHALLENGE_LIFETIME_MS,
    attestationType: 'none',
    excludeCredentials: (await passkeys.of(deps.db, owner.id)).map((row) => ({ id: row.credential_id, ...(row.transports ? { transports: JSON.parse(row.transports) as string[] } : {}) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return { options, expiresAt: challenge.expiresAt };
}

/**
 * POST /v1/auth/passkeys {response, name?}: verifies the browser's answer to this person's
 * registration options (challenge, origin, RP ID, user verification, by the library) and
 * keeps the passkey. The challenge is found by the one the answer signed, and must be this
 * person's: 410 CHALLENGE_EXPIRED when it is spent, expired or another's.
 */
export async function addPasskey(deps: PasskeyDeps, owner: PasskeyOwner, response: RegistrationResponseJSON, name: string | undefined): Promise<ListedPasskey> {
  const challenge = challengeOf(response.response.clientDataJSON);
  await spendChallenge(deps, 'registration', { challenge_hash: hashChallenge(challenge), person_id: owner.id });
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: deps.relyingParty.origins,
      expectedRPID: deps.relyingParty.id,
      requireUserVerification: true,
    });
  } catch (error) {
    throw passkeyInvalid(error);
  }
  if (!verified.verified) throw passkeyInvalid('the attestation did not verify');
  const { credential, credentialBackedUp } = verified.registrationInfo;
  if (await passkeys.byCredentialId(deps.db, credential.id)) {
    throw new ServiceError(409, 'PASSKEY_EXISTS', 'This passkey is registered already (to you or to someone else); use it to sign in, or make a new one on another device.');
  }
  await refuseAtLimit(deps, owner.id);
  const now = deps.clock().toISOString();
  const row: PasskeyRow = {
    id: `pky_${randomBase62(20)}`,
    person_id: owner.id,
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports?.length ? JSON.stringify(credential.transports).slice(0, 200) : null,
    backed_up: credentialBackedUp,
    name: name?.trim() || `Passkey added ${now.slice(0, 10)}`,
    created_at: now,
    last_used_at: null,
  };
  await passkeys.insert(deps.db, row);
  return listed(row);
}

/** GET /v1/auth/passkeys: the person's passkeys, newest first. */
export async function listPasskeys(deps: PasskeyDeps, personId: string): Promise<{ passkeys: ListedPasskey[] }> {
  return { passkeys: (await passkeys.of(deps.db, personId)).map(listed) };
}

/** DELETE /v1/auth/passkeys/{passkeyId}: it signs nobody in from now on. Another person's or an unknown one: 404. */
export async function removePasskey(deps: PasskeyDeps, personId: string, passkeyId: string): Promise<{ id: string; removed: true }> {
  if (!(await passkeys.remove(deps.db, personId, passkeyId))) {
    throw new ServiceError(404, 'NOT_FOUND', `You have no passkey "${passkeyId.slice(0, 60)}"; take an id from the list of your passkeys.`);
  }
  return { id: passkeyId, removed: true };
}
