import type { Knex } from 'knex';
import type { Role, WorkspaceRow } from './workspaces.js';

export type WorkspaceWithRole = WorkspaceRow & { role: Role };

/** Every workspace a person belongs to with their role in it, oldest membership first. */
export async function workspacesWithRoles(db: Knex, personId: string): Promise<WorkspaceWithRole[]> {
  return db('workspaces')
    .join('memberships', 'memberships.workspace_id', 'workspaces.id')
    .where({ 'memberships.person_id': personId })
    .orderBy([{ column: 'memberships.created_at' }, { column: 'workspaces.id' }])
    .select<WorkspaceWithRole[]>('workspaces.*', 'memberships.role');
}
