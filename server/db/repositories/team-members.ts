import type { Knex } from 'knex';
import type { Plan, Role } from './workspaces.js';

/** A member as the members list shows them. */
export interface MemberRow {
  person_id: string;
  email: string;
  role: Role;
  created_at: string;
}

/** Changes to a workspace's people and plan (teams, issue 29); reads and inserts are in workspaces.ts. */
export const teamMembers = {
  /** The workspace's members, owners first, then members, then viewers, each by address. */
  async list(db: Knex, workspaceId: string): Promise<MemberRow[]> {
    return db('memberships')
      .join('people', 'people.id', 'memberships.person_id')
      .where({ 'memberships.workspace_id': workspaceId })
      .orderByRaw("case memberships.role when 'owner' then 0 when 'member' then 1 else 2 end")
      .orderBy('people.email')
      .select<MemberRow[]>('memberships.person_id', 'people.email', 'memberships.role', 'memberships.created_at');
  },
  async countOwners(db: Knex, workspaceId: string): Promise<number> {
    const row = await db('memberships').where({ workspace_id: workspaceId, role: 'owner' }).count<{ n: number }[]>({ n: '*' }).first();
    return Number(row?.n ?? 0);
  },
  async setRole(db: Knex, workspaceId: string, personId: string, role: Role): Promise<void> {
    await db('memberships').where({ workspace_id: workspaceId, person_id: personId }).update({ role });
  },
  async remove(db: Knex, workspaceId: string, personId: string): Promise<void> {
    await db('memberships').where({ workspace_id: workspaceId, person_id: personId }).delete();
  },
  /** Revokes every live key of a person in a workspace (they left it); the number revoked. */
  async revokeKeys(db: Knex, workspaceId: string, personId: string, at: string): Promise<number> {
    return Number(await db('api_keys').where({ workspace_id: workspaceId, person_id: personId }).whereNull('revoked_at').update({ revoked_at: at }));
  },
  /** Team workspaces on the Free plan that this person owns. */
  async countFreeTeamsOwned(db: Knex, personId: string): Promise<number> {
    const row = await db('memberships')
      .join('workspaces', 'workspaces.id', 'memberships.workspace_id')
      .where({ 'memberships.person_id': personId, 'memberships.role': 'owner', 'workspaces.kind': 'team', 'workspaces.plan': 'free' })
      .count<{ n: number }[]>({ n: '*' })
      .first();
    return Number(row?.n ?? 0);
  },
  async rename(db: Knex, workspaceId: string, name: string): Promise<void> {
    await db('workspaces').where({ id: workspaceId }).update({ name });
  },
  async setPlan(db: Knex, workspaceId: string, plan: Plan, paidSeats: number): Promise<void> {
    await db('workspaces').where({ id: workspaceId }).update({ plan, paid_seats: paidSeats });
  },
};
