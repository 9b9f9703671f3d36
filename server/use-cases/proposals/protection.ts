import { diagrams } from '../../db/repositories/diagrams.js';
import { ServiceError } from '../../ports/index.js';
import { requireWrite, type Principal } from '../accounts/index.js';
import { findDiagram, isProtected } from '../diagrams/index.js';
import type { ServiceContext } from '../shared/index.js';

/**
 * PATCH /v1/diagrams/{id}/protection: a ratchet (spec "Scene protection"). Anyone who may
 * write in the diagram's workspace turns it on, with a key or signed in; only a signed-in
 * person turns it off (a key gets 403 SESSION_AUTH_REQUIRED), so an agent cannot lift the
 * approval its own writes need.
 */
export async function setProtection(context: ServiceContext, principal: Principal, ref: string, requireApproval: boolean): Promise<{ id: string; requireApproval: boolean }> {
  requireWrite(principal);
  const diagram = await findDiagram(context.db, principal, ref);
  if (!requireApproval && isProtected(diagram) && principal.authenticatedBy !== 'session') {
    throw new ServiceError(403, 'SESSION_AUTH_REQUIRED', 'Only a person signed in can turn protection off; an API key can turn it on but not off. Sign in and use the dashboard.');
  }
  if (isProtected(diagram) !== requireApproval) await diagrams.update(context.db, diagram.id, { require_approval: requireApproval });
  return { id: diagram.id, requireApproval };
}

/** Whether a diagram is protected, for reads that show it (GET .../protection). */
export async function readProtection(context: ServiceContext, principal: Principal, ref: string): Promise<{ id: string; requireApproval: boolean }> {
  const diagram = await findDiagram(context.db, principal, ref);
  return { id: diagram.id, requireApproval: isProtected(diagram) };
}
