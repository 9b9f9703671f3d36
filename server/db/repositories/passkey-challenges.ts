import type { Knex } from 'knex';

export type PasskeyChallengePurpose = 'registration' | 'sign-in';

export interface PasskeyChallengeRow {
  id: string;
  challenge_hash: string;
  purpose: PasskeyChallengePurpose;
  person_id: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Which challenge to spend: by the id handed out with it (sign-in) or by its hash and owner (registration). */
export type ChallengeLookup = { id: string } | { challenge_hash: string; person_id: string };

export const passkeyChallenges = {
  async insert(db: Knex, row: PasskeyChallengeRow): Promise<void> {
    await db('passkey_challenges').insert(row);
  },
  /**
   * Marks a live challenge of this purpose used and answers it; undefined when it is unknown,
   * spent or expired. The update's own condition makes two answers to one challenge spend it once.
   */
  async spend(db: Knex, lookup: ChallengeLookup, purpose: PasskeyChallengePurpose, now: string): Promise<PasskeyChallengeRow | undefined> {
    const changed = await db('passkey_challenges').where({ ...lookup, purpose }).whereNull('used_at').andWhere('expires_at', '>', now).update({ used_at: now });
    if (Number(changed) !== 1) return undefined;
    return db<PasskeyChallengeRow>('passkey_challenges').where({ ...lookup, purpose }).first();
  },
  /** Forgets challenges that expired before a time (nothing can spend them any more). */
  async deleteExpired(db: Knex, before: string): Promise<number> {
    return Number(await db('passkey_challenges').where('expires_at', '<', before).delete());
  },
};
