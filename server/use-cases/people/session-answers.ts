import type { WorkspaceWithRole } from '../../db/repositories/person-workspaces.js';
import type { SessionRow } from '../../db/repositories/sessions.js';
import type { SignedIn } from './sessions.js';
import { SESSION_IDLE_MS } from './sessions.js';

export interface WorkspaceEntry {
  id: string;
  name: string;
  kind: 'personal' | 'team';
  plan: 'free' | 'pro' | 'team';
  role: 'owner' | 'member' | 'viewer';
}

/** GET /v1/auth/session: who is signed in, the workspace the session acts in, and the others they can switch to. */
export interface SessionAnswer {
  user: { id: string; email: string; emailVerified: boolean };
  workspace: WorkspaceEntry | null;
  workspaces: WorkspaceEntry[];
}

function entry(workspace: WorkspaceWithRole): WorkspaceEntry {
  return { id: workspace.id, name: workspace.name, kind: workspace.kind, plan: workspace.plan, role: workspace.role };
}

export function sessionAnswer(signedIn: SignedIn): SessionAnswer {
  return {
    user: { id: signedIn.person.id, email: signedIn.person.email, emailVerified: signedIn.person.email_verified_at !== null },
    workspace: signedIn.current ? entry(signedIn.current) : null,
    workspaces: signedIn.workspaces.map(entry),
  };
}

/** A session as GET /v1/auth/sessions lists it (never its token). */
export interface ListedSession {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  /** When it ends unless used again (idle), or at its absolute end, whichever comes first. */
  expiresAt: string;
  userAgent: string | null;
  workspaceId: string | null;
  /** The session this request was made in. */
  current: boolean;
}

export function listedSession(session: SessionRow, currentId: string): ListedSession {
  const idleEnd = new Date(new Date(session.last_used_at).getTime() + SESSION_IDLE_MS).toISOString();
  return {
    id: session.id,
    createdAt: session.created_at,
    lastUsedAt: session.last_used_at,
    expiresAt: idleEnd < session.expires_at ? idleEnd : session.expires_at,
    userAgent: session.user_agent,
    workspaceId: session.workspace_id,
    current: session.id === currentId,
  };
}
