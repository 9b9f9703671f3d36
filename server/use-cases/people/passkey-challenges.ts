import { createHash, randomBytes } from 'node:crypto';
import { randomBase62 } from '../../ids.js';
import { passkeyChallenges, type ChallengeLookup, type PasskeyChallengePurpose, type PasskeyChallengeRow } from '../../db/repositories/passkey-challenges.js';
import type { ServiceContext } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';

/** How long the options of a registration or a sign-in may be answered (the browser's prompt times out with them). */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** Challenges expired this long ago are deleted when the next one is made. */
const KEEP_EXPIRED_MS = 60 * 60_000;

/** SHA-256 hex of a challenge (base64url, as the browser echoes it in clientDataJSON): the only form kept. */
export function hashChallenge(challenge: string): string {
  return createHash('sha256').update(challenge, 'utf8').digest('hex');
}

/**
 * Stores a new challenge (256 random bits) and answers its bytes (for the library, which
 * sends them base64url: the form kept hashed), its id and its end; long-expired ones go at
 * the same time.
 */
export async function makeChallenge(context: ServiceContext, purpose: PasskeyChallengePurpose, personId: string | null): Promise<{ id: string; bytes: Uint8Array<ArrayBuffer>; expiresAt: string }> {
  const bytes = new Uint8Array(randomBytes(32));
  const challenge = Buffer.from(bytes).toString('base64url');
  const now = context.clock();
  await passkeyChallenges.deleteExpired(context.db, new Date(now.getTime() - KEEP_EXPIRED_MS).toISOString());
  const row: PasskeyChallengeRow = {
    id: `pkc_${randomBase62(20)}`,
    challenge_hash: hashChallenge(challenge),
    purpose,
    person_id: personId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString(),
    used_at: null,
  };
  await passkeyChallenges.insert(context.db, row);
  return { id: row.id, bytes, expiresAt: row.expires_at };
}

export function challengeExpired(purpose: PasskeyChallengePurpose): ServiceError {
  const again = purpose === 'registration' ? 'ask for new registration options' : 'ask for new sign-in options';
  return new ServiceError(410, 'CHALLENGE_EXPIRED', `This passkey answer is to a challenge that was already answered, has expired (after 5 minutes) or was never made; ${again} and try again.`);
}

/** Spends a challenge once; a spent, expired or unknown one answers 410 CHALLENGE_EXPIRED. */
export async function spendChallenge(context: ServiceContext, purpose: PasskeyChallengePurpose, lookup: ChallengeLookup): Promise<PasskeyChallengeRow> {
  const row = await passkeyChallenges.spend(context.db, lookup, purpose, context.clock().toISOString());
  if (!row) throw challengeExpired(purpose);
  return row;
}

/** A passkey answer the library refused; `reason` says what was wrong with it (origin, signature, counter...). */
export function passkeyInvalid(reason: unknown): ServiceError {
  const said = reason instanceof Error ? reason.message : String(reason);
  return new ServiceError(400, 'PASSKEY_INVALID', 'The passkey\'s answer could not be verified; ask for new options and try again from this service\'s own page.', { reason: said.slice(0, 300) });
}

/** The challenge a browser signed, read from the answer's clientDataJSON (base64url JSON); 400 PASSKEY_INVALID when it holds none. */
export function challengeOf(clientDataJSON: string): string {
  try {
    const clientData = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    if (typeof clientData.challenge === 'string' && clientData.challenge.length > 0) return clientData.challenge;
  } catch {
    // Answered below, like any other unreadable answer.
  }
  throw passkeyInvalid('clientDataJSON is not base64url JSON holding a challenge');
}
