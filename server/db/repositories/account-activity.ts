import type { Knex } from 'knex';

/** The inactivity state of a person (migration 008). */
export interface ActivityRow {
  id: string;
  email: string;
  created_at: string;
  last_active_at: string | null;
  inactivity_warned: '30' | '7' | null;
  inactivity_deletion_at: string | null;
}

const ACTIVITY_COLUMNS = ['id', 'email', 'created_at', 'last_active_at', 'inactivity_warned', 'inactivity_deletion_at'] as const;

/** A person's last use, and the warnings of the inactivity sweep. */
export const accountActivity = {
  /** Records a use now: the account is not inactive, and any warning it was sent no longer holds. */
  async recordUse(db: Knex, personId: string, at: string): Promise<void> {
    await db('people').where({ id: personId }).update({ last_active_at: at, inactivity_warned: null, inactivity_deletion_at: null });
  },
  async byId(db: Knex, personId: string): Promise<ActivityRow | undefined> {
    return db<ActivityRow>('people').where({ id: personId }).first([...ACTIVITY_COLUMNS]);
  },
  /**
   * Open Free accounts (in no workspace on a paid plan) last used at or before `usedBefore`,
   * by id after `afterId`: the ones the inactivity sweep looks at.
   */
  async freeUnusedSince(db: Knex, usedBefore: string, afterId: string, limit: number): Promise<ActivityRow[]> {
    return db<ActivityRow>('people')
      .whereNull('closed_at')
      .andWhere((w) => w.where('last_active_at', '<=', usedBefore).orWhere((x) => x.whereNull('last_active_at').andWhere('created_at', '<=', usedBefore)))
      .andWhere('id', '>', afterId)
      .whereNotExists((q) =>
        q.select(db.raw('1')).from('memberships')
          .join('workspaces', 'workspaces.id', 'memberships.workspace_id')
          .whereRaw('memberships.person_id = people.id')
          .whereNot('workspaces.plan', 'free'),
      )
      .orderBy('id')
      .limit(limit)
      .select([...ACTIVITY_COLUMNS]);
  },
  /**
   * Moves a person's warning state from `from` to `to`, only when nothing changed since it
   * was read (no use, no other instance's claim): true for the one caller that did it.
   */
  async claimStage(db: Knex, from: ActivityRow, to: { warned: '30' | '7' | null; deletionAt: string | null }): Promise<boolean> {
    const q = db('people').where({ id: from.id }).whereNull('closed_at');
    for (const [column, value] of [['last_active_at', from.last_active_at], ['inactivity_warned', from.inactivity_warned], ['inactivity_deletion_at', from.inactivity_deletion_at]] as const) {
      if (value === null) q.whereNull(column);
      else q.andWhere(column, value);
    }
    const changed = await q.update({ inactivity_warned: to.warned, inactivity_deletion_at: to.deletionAt });
    return Number(changed) === 1;
  },
  /** Closes an account the sweep is about to remove, only when it is still in the state read (unused, warned twice). */
  async claimClosing(db: Knex, from: ActivityRow, at: string): Promise<boolean> {
    const q = db('people').where({ id: from.id, inactivity_warned: '7' }).whereNull('closed_at');
    if (from.last_active_at === null) q.whereNull('last_active_at');
    else q.andWhere('last_active_at', from.last_active_at);
    return Number(await q.update({ closed_at: at })) === 1;
  },
};
