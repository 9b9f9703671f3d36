import type { Knex } from 'knex';

export type Plan = 'free' | 'pro' | 'team';
export type WorkspaceKind = 'personal' | 'team';
export type Role = 'owner' | 'member' | 'viewer';

export interface WorkspaceRow {
  id: string;
  name: string;
  kind: WorkspaceKind;
  plan: Plan;
  paid_seats: number;
  public_sharing: boolean | number;
  created_at: string;
}

export interface MembershipRow {
  workspace_id: string;
  person_id: string;
  role: Role;
  created_at: string;
}

export const workspaces = {
  async insert(db: Knex, row: WorkspaceRow): Promise<void> {
    await db('workspaces').insert(row);
  },
  async byId(db: Knex, id: string): Promise<WorkspaceRow | undefined> {
    return db<WorkspaceRow>('workspaces').where({ id }).first();
  },
  /** The team workspaces of this name, oldest first (people may give two teams one name), at most `limit`. */
  async teamsNamed(db: Knex, name: string, limit: number): Promise<WorkspaceRow[]> {
    return db<WorkspaceRow>('workspaces').where({ name, kind: 'team' }).orderBy([{ column: 'created_at' }, { column: 'id' }]).limit(limit);
  },
  async teamById(db: Knex, id: string): Promise<WorkspaceRow | undefined> {
    return db<WorkspaceRow>('workspaces').where({ id, kind: 'team' }).first();
  },
};

export const memberships = {
  async insert(db: Knex, row: MembershipRow): Promise<void> {
    await db('memberships').insert(row);
  },
  async find(db: Knex, workspaceId: string, personId: string): Promise<MembershipRow | undefined> {
    return db<MembershipRow>('memberships').where({ workspace_id: workspaceId, person_id: personId }).first();
  },
  async personalWorkspaceOf(db: Knex, personId: string): Promise<WorkspaceRow | undefined> {
    return db<WorkspaceRow>('workspaces')
      .join('memberships', 'memberships.workspace_id', 'workspaces.id')
      .where({ 'memberships.person_id': personId, 'workspaces.kind': 'personal' })
      .select('workspaces.*')
      .first();
  },
  /** Every workspace a person belongs to, oldest membership first. */
  async workspacesOf(db: Knex, personId: string): Promise<WorkspaceRow[]> {
    return db<WorkspaceRow>('workspaces')
      .join('memberships', 'memberships.workspace_id', 'workspaces.id')
      .where({ 'memberships.person_id': personId })
      .orderBy('memberships.created_at')
      .select('workspaces.*');
  },
  /** Owners and members: the paid seats of a team workspace. */
  async countSeats(db: Knex, workspaceId: string): Promise<number> {
    const row = await db('memberships').whereIn('role', ['owner', 'member']).andWhere({ workspace_id: workspaceId }).count<{ n: number }[]>({ n: '*' }).first();
    return Number(row?.n ?? 0);
  },
  /** Email addresses of the workspace's owners whose accounts are open. */
  async ownerEmails(db: Knex, workspaceId: string): Promise<string[]> {
    const rows = await db('memberships')
      .join('people', 'people.id', 'memberships.person_id')
      .where({ 'memberships.workspace_id': workspaceId, 'memberships.role': 'owner' })
      .whereNull('people.closed_at')
      .orderBy('people.email')
      .select<Array<{ email: string }>>('people.email');
    return rows.map((row) => row.email);
  },
};
