import type { Knex } from 'knex';
import type { Role, WorkspaceRow } from './workspaces.js';

export type WorkspaceWithRole = WorkspaceRow & { role: Role };

/** Every workspace a person belongs to with their role in it: the personal one first, then the oldest membership first (by name on a tie). */
export async function workspacesWithRoles(db: Knex, personId: string): Promise<WorkspaceWithRole[]> {
  return db('workspaces')
    .join('memberships', 'memberships.workspace_id', 'workspaces.id')
    .where({ 'memberships.person_id': personId })
    .orderByRaw("case when workspaces.kind = 'personal' then 0 else 1 end")
    .orderBy([{ column: 'memberships.created_at' }, { column: 'workspaces.name' }, { column: 'workspaces.id' }])
    .select<WorkspaceWithRole[]>('workspaces.*', 'memberships.role');
}
