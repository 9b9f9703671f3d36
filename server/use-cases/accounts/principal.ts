import type { Plan, Role, WorkspaceKind } from '../../db/repositories/workspaces.js';
import type { DrawingCaller } from '../../ports/index.js';

/** Who is calling, in which workspace, with what rights. Built from an API key or a signed-in session. */
export interface Principal {
  personId: string;
  email: string;
  emailVerified: boolean;
  workspace: { id: string; name: string; kind: WorkspaceKind; plan: Plan; paidSeats: number; publicSharing: boolean };
  role: Role;
  /**
   * An API key (an agent), a browser session (a person signed in) or an MCP sign-in token
   * (an assistant acting for the person, docs/mcp-oauth.md): saves record agent, human, agent.
   */
  authenticatedBy: 'key' | 'session' | 'oauth';
  /** The key of the request; null for a session. */
  keyId: string | null;
  /** The session of the request; null for a key. */
  sessionId: string | null;
  keyScope: 'read' | 'write';
  /** The OAuth grant (oauth_grants.id) of an MCP sign-in token; absent otherwise. */
  grantId?: string;
  /** Why this caller may only read: a read key (credential) or a viewer (role); null when it may write. */
  readOnly: 'credential' | 'role' | null;
}

/** The drawing queue's view of a keyed caller: its workspace. */
export function keyedCaller(principal: Principal): DrawingCaller {
  return { budget: 'keyed', workspaceId: principal.workspace.id };
}
