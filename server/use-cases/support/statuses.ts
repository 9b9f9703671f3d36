import type { SupportStatus } from '../../db/repositories/support/feedback-items.js';
import { ServiceError } from '../../ports/index.js';

export type { SupportStatus };

/**
 * A problem report's and a feedback item's status, as staff set it (docs/support.md):
 * received when sent; triaged once someone read it; planned when a fix or change is
 * scheduled; fixed when it shipped; declined when nothing will be done. fixed and declined
 * are closed, and may be reopened to triaged.
 */
export const SUPPORT_STATUSES = ['received', 'triaged', 'planned', 'fixed', 'declined'] as const satisfies readonly SupportStatus[];

const NEXT: Record<SupportStatus, readonly SupportStatus[]> = {
  received: ['triaged', 'planned', 'fixed', 'declined'],
  triaged: ['planned', 'fixed', 'declined'],
  planned: ['fixed', 'declined'],
  fixed: ['triaged'],
  declined: ['triaged'],
};

/** Whether a status closes the item (staff lists show open ones unless asked for all). */
export function isClosed(status: SupportStatus): boolean {
  return status === 'fixed' || status === 'declined';
}

/** Checks a status staff typed and that the item may move there; 400 / 409 with the allowed moves. */
export function checkTransition(from: SupportStatus, to: string): SupportStatus {
  if (!(SUPPORT_STATUSES as readonly string[]).includes(to)) {
    throw new ServiceError(400, 'STATUS_INVALID', `"${to}" is not a status; use one of ${SUPPORT_STATUSES.join(', ')}.`, { allowed: SUPPORT_STATUSES });
  }
  const next = NEXT[from];
  if (!next.includes(to as SupportStatus)) {
    throw new ServiceError(409, 'STATUS_TRANSITION_INVALID', `An item that is ${from} cannot become ${to}; it can become ${next.join(' or ')}.`, { status: from, allowed: next });
  }
  return to as SupportStatus;
}
