import { ServiceError } from '../ports/index.js';
import type { McpSession } from './session.js';
import { principalOf } from './tool.js';

/** Spec: the MCP delete tools allow at most 10 deletions per workspace per minute. */
export const DELETIONS_PER_MINUTE = 10;

/**
 * Counts one deletion of the caller's workspace (counted in this process: one instance, or
 * each instance of several). Over the limit: RATE_LIMITED with retryAfter, nothing deleted.
 */
export function countDeletion(session: McpSession): void {
  const decision = session.deletions.hit(`deletions:${principalOf(session).workspace.id}`, DELETIONS_PER_MINUTE, 0);
  if (!decision.allowed) {
    throw new ServiceError(429, 'RATE_LIMITED', `At most ${DELETIONS_PER_MINUTE} diagrams can be deleted per minute; wait ${decision.retryAfter} s and try again.`, {
      retryAfter: decision.retryAfter,
    });
  }
}
