import * as v from 'valibot';
import { Element, type ElementValue } from '../../schema/index.js';
import type { EditState } from './state.js';

/**
 * A new element from the fields of a create operation, with the schema defaults filled
 * (the form the rest of the edit and normalizeScene expect). The op passed the operation
 * schema, which has the same field rules, so a failure here means the two schemas drifted.
 */
export function buildElement(state: EditState, candidate: Record<string, unknown>): ElementValue | undefined {
  const parsed = v.safeParse(Element, candidate);
  if (parsed.success) return parsed.output;
  state.fail('SCHEMA_INVALID', `the new ${String(candidate.kind)} is not a valid element (${parsed.issues[0].message}); fix the fields of this operation`, {
    elementId: String(candidate.id),
  });
  return undefined;
}

/** DUPLICATE_ID when a create op names an id the diagram already has; true when the id is free. */
export function idIsFree(state: EditState, id: string): boolean {
  const existing = state.get(id);
  if (existing === undefined) return true;
  state.fail('DUPLICATE_ID', `id "${id}" is already used by a ${existing.kind}; pick another id, or update the existing element instead`, { elementId: id });
  return false;
}
