import type { Knex } from 'knex';
import { isoNow } from '../../clock.js';
import { hashApiKey, mintApiKey, mintId } from '../../ids.js';
import { people, type PersonRow } from '../../db/repositories/people.js';
import { memberships, workspaces, type Plan, type Role, type WorkspaceRow } from '../../db/repositories/workspaces.js';
import { apiKeys } from '../../db/repositories/api-keys.js';
import { runInTurn } from '../../db/locks.js';
import type { ServiceContext } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';


export interface CreateUserInput {
  email: string;
  plan?: Plan;
  team?: string;
  role?: Role;
  verified?: boolean;
}

export interface CreateUserResult {
  personId: string;
  email: string;
  workspaceId: string;
  workspaceKind: 'personal' | 'team';
  plan: Plan;
  role: Role;
  emailVerified: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;
/** The workspaces.name column's length. */
const WORKSPACE_NAME_LENGTH = 200;

async function ensurePerson(context: ServiceContext, email: string, verified: boolean): Promise<PersonRow> {
  const existing = await people.byEmail(context.db, email);
  if (existing) return existing;
  const now = isoNow(context.clock);
  const row: PersonRow = { id: mintId('usr'), email: email.toLowerCase(), email_verified_at: verified ? now : null, created_at: now, closed_at: null };
  await people.insert(context.db, row);
  return row;
}

/**
 * The team `team` names: a team workspace id (wsp_...), or a name that only one team has.
 * Since people make teams themselves two can share a name; joining one of them by chance
 * would put a person in a stranger's team, so a shared name is refused.
 */
async function teamNamed(db: Knex, team: string): Promise<WorkspaceRow | undefined> {
  if (/^wsp_[A-Za-z0-9]+$/.test(team)) {
    const byId = await workspaces.teamById(db, team);
    if (!byId) throw new ServiceError(404, 'WORKSPACE_NOT_FOUND', `No team workspace has the id ${team}; pass a team's id or its name.`);
    return byId;
  }
  const named = await workspaces.teamsNamed(db, team, 2);
  if (named.length > 1) {
    throw new ServiceError(409, 'TEAM_NAME_AMBIGUOUS', `Several teams are named "${team}"; pass the workspace id instead (--team wsp_...).`);
  }
  return named[0];
}

/**
 * Creates a person (or finds one by email) and puts them in a workspace: their personal
 * workspace (plan free or pro), or the team workspace named `team` (created on first use,
 * plan free or team) with `role`; `team` may also be a team workspace's id.
 */
export async function createUser(context: ServiceContext, input: CreateUserInput): Promise<CreateUserResult> {
  // 254: the longest address SMTP carries; the column holds it on every database.
  if (!EMAIL.test(input.email) || input.email.length > 254) throw new ServiceError(400, 'EMAIL_INVALID', `"${input.email.slice(0, 300)}" is not an email address.`);
  if (input.team !== undefined && (input.team.trim() === '' || input.team.length > WORKSPACE_NAME_LENGTH)) {
    throw new ServiceError(400, 'TEAM_NAME_INVALID', `A team name has 1 to ${WORKSPACE_NAME_LENGTH} characters.`);
  }
  // Checked before the transaction: a refusal writes nothing and waits for no lock.
  if (input.team && input.plan === 'pro') throw new ServiceError(400, 'PLAN_INVALID', 'A team workspace is on the free or the team plan.');
  if (!input.team && input.plan === 'team') {
    throw new ServiceError(400, 'PLAN_INVALID', 'A personal workspace is on the free or the pro plan; pass --team NAME for a team.');
  }
  const verified = input.verified ?? true;
  return context.db.transaction(async (trx) => {
    const scoped = { ...context, db: trx };
    const person = await ensurePerson(scoped, input.email, verified);
    const now = isoNow(context.clock);
    let workspace: WorkspaceRow | undefined;
    let role: Role;
    if (input.team) {
      const plan: Plan = input.plan === 'free' ? 'free' : 'team';
      workspace = await teamNamed(trx, input.team);
      if (!workspace) {
        workspace = { id: mintId('wsp'), name: input.team, kind: 'team', plan, paid_seats: 0, public_sharing: true, created_at: now };
        await workspaces.insert(trx, workspace);
      }
      role = input.role ?? 'member';
    } else {
      const plan: Plan = input.plan ?? 'free';
      workspace = await memberships.personalWorkspaceOf(trx, person.id);
      if (!workspace) {
        workspace = { id: mintId('wsp'), name: `${person.email}'s diagrams`.slice(0, WORKSPACE_NAME_LENGTH), kind: 'personal', plan, paid_seats: 0, public_sharing: true, created_at: now };
        await workspaces.insert(trx, workspace);
      }
      role = 'owner';
    }
    const membership = await memberships.find(trx, workspace.id, person.id);
    if (!membership) await memberships.insert(trx, { workspace_id: workspace.id, person_id: person.id, role, created_at: now });
    return {
      personId: person.id,
      email: person.email,
      workspaceId: workspace.id,
      workspaceKind: workspace.kind,
      plan: workspace.plan,
      role: membership?.role ?? role,
      emailVerified: person.email_verified_at !== null,
    };
  });
}

export interface CreateKeyInput {
  personId: string;
  workspaceId: string;
  scope: 'read' | 'write';
  name?: string | null;
  expiresInDays?: number | null;
}

export interface CreatedKey {
  key: string;
  id: string;
  name: string | null;
  scope: 'read' | 'write';
  workspaceId: string;
  expiresAt: string | null;
}

/** Mints a key for a person in a workspace; only its SHA-256 is stored. */
export async function createKey(context: ServiceContext, input: CreateKeyInput): Promise<CreatedKey> {
  const key = mintApiKey();
  const now = context.clock();
  const expiresAt = input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * 86_400_000).toISOString() : null;
  const id = mintId('key');
  await apiKeys.insert(context.db, {
    id,
    key_hash: hashApiKey(key),
    prefix: key.slice(0, 11),
    name: input.name ?? null,
    scope: input.scope,
    person_id: input.personId,
    workspace_id: input.workspaceId,
    created_at: now.toISOString(),
    expires_at: expiresAt,
    revoked_at: null,
  });
  return { key, id, name: input.name ?? null, scope: input.scope, workspaceId: input.workspaceId, expiresAt };
}

/** The personal workspace, else the only workspace; several team workspaces need an explicit choice. */
async function defaultWorkspace(context: ServiceContext, personId: string): Promise<WorkspaceRow> {
  const personal = await memberships.personalWorkspaceOf(context.db, personId);
  if (personal) return personal;
  const all = await memberships.workspacesOf(context.db, personId);
  if (all.length === 1) return all[0]!;
  throw new ServiceError(400, 'WORKSPACE_REQUIRED', `This person belongs to ${all.length} workspaces (${all.map((w) => w.id).join(', ')}); pass --workspace ID.`);
}

/** Admin: a key for the person with this email, in a workspace they belong to (default: personal). */
export async function createKeyForEmail(
  context: ServiceContext,
  input: { email: string; workspaceId?: string; scope: 'read' | 'write'; expiresInDays?: number | null; name?: string },
): Promise<CreatedKey> {
  const person = await people.byEmail(context.db, input.email);
  if (!person) throw new ServiceError(404, 'PERSON_NOT_FOUND', `No account has the email ${input.email}; create it with dsp admin create-user.`);
  const workspace = input.workspaceId ? await workspaces.byId(context.db, input.workspaceId) : await defaultWorkspace(context, person.id);
  if (!workspace) throw new ServiceError(404, 'WORKSPACE_NOT_FOUND', `No workspace ${input.workspaceId}.`);
  const membership = await memberships.find(context.db, workspace.id, person.id);
  if (!membership) throw new ServiceError(403, 'NOT_A_MEMBER', `${input.email} is not a member of ${workspace.id}.`);
  if (input.expiresInDays !== undefined && input.expiresInDays !== null && (!Number.isInteger(input.expiresInDays) || input.expiresInDays < 1 || input.expiresInDays > 366)) {
    throw new ServiceError(400, 'INVALID_EXPIRES_IN_DAYS', 'expiresInDays must be a whole number from 1 to 366.');
  }
  // The same bound as a key made over the API (and the column's length).
  if (input.name !== undefined && input.name.length > 100) throw new ServiceError(400, 'KEY_NAME_TOO_LONG', 'A key name has at most 100 characters.');
  return createKey(context, { personId: person.id, workspaceId: workspace.id, scope: input.scope, expiresInDays: input.expiresInDays ?? null, name: input.name ?? null });
}

/**
 * First start with an empty database: an owner account (verified), a personal workspace on
 * the Pro plan and a write key, which is returned to be printed once. Later starts: null.
 * Several instances starting together on an empty database create one owner, once.
 */
export async function bootstrapOwner(context: ServiceContext, email: string): Promise<{ key: string; email: string; workspaceId: string } | null> {
  // Instances starting together on one empty database take turns: only the first creates.
  return runInTurn(context.db, 'bootstrap-owner', async () => {
    if ((await people.count(context.db)) > 0) return null;
    const user = await createUser(context, { email, plan: 'pro', verified: true });
    const key = await createKey(context, { personId: user.personId, workspaceId: user.workspaceId, scope: 'write', name: 'bootstrap' });
    return { key: key.key, email: user.email, workspaceId: user.workspaceId };
  });
}
