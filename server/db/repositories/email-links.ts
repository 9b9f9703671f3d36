import type { Knex } from 'knex';

export type EmailLinkPurpose = 'sign-in' | 'verify-email' | 'delete-account';

export interface EmailLinkRow {
  token_hash: string;
  purpose: EmailLinkPurpose;
  email: string;
  may_sign_up: boolean | number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export const emailLinks = {
  async insert(db: Knex, row: EmailLinkRow): Promise<void> {
    await db('email_links').insert(row);
  },
  async find(db: Knex, tokenHash: string, purpose: EmailLinkPurpose): Promise<EmailLinkRow | undefined> {
    return db<EmailLinkRow>('email_links').where({ token_hash: tokenHash, purpose }).first();
  },
  /**
   * Marks a live link used; true for the one caller that did it. The update's own
   * condition (unused, not expired) makes two clicks at once spend it once.
   */
  async spend(db: Knex, tokenHash: string, purpose: EmailLinkPurpose, now: string): Promise<boolean> {
    const changed = await db('email_links').where({ token_hash: tokenHash, purpose }).whereNull('used_at').andWhere('expires_at', '>', now).update({ used_at: now });
    return Number(changed) === 1;
  },
  /** Links of an address made since a time (mails sent to it recently). */
  async countSince(db: Knex, email: string, since: string): Promise<number> {
    const row = await db('email_links').where({ email }).andWhere('created_at', '>=', since).count<{ n: number }[]>({ n: '*' }).first();
    return Number(row?.n ?? 0);
  },
  /** Forgets links that expired before a time (nothing can spend them any more). */
  async deleteExpired(db: Knex, before: string): Promise<number> {
    return Number(await db('email_links').where('expires_at', '<', before).delete());
  },
};
