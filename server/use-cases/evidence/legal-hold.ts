import { isoNow } from '../../clock.js';
import { legalHolds } from '../../db/repositories/governance/legal-holds.js';
import { requireWrite, type Principal } from '../accounts/index.js';
import { findDiagram } from '../diagrams/index.js';
import type { ServiceContext } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';

/**
 * PATCH /v1/diagrams/{id}/legal-hold (spec "States and transitions", a ratchet): any owner
 * of the diagram who may write turns the hold on, with a key or signed in; only a person
 * signed in turns it off, so an agent's key can never expose a held history to the purge.
 */
export async function setLegalHold(context: ServiceContext, principal: Principal, ref: string, legalHold: boolean): Promise<{ id: string; legalHold: boolean }> {
  requireWrite(principal);
  const diagram = await findDiagram(context.db, principal, ref);
  if (legalHold) {
    await legalHolds.hold(context.db, diagram.id, isoNow(context.clock), principal.personId);
  } else {
    if (principal.authenticatedBy !== 'session') {
      throw new ServiceError(403, 'SESSION_AUTH_REQUIRED', 'Only a person signed in can lift a legal hold, not an API key: sign in and use the dashboard (or its session cookie).');
    }
    await legalHolds.release(context.db, diagram.id);
  }
  return { id: diagram.id, legalHold };
}
