import * as v from 'valibot';
import { DeriveSource, Message, OpsSlot, Revision } from '../../../schema/index.js';

/**
 * The bodies of the proposal calls, shared by REST and MCP. A proposal is ops against
 * baseRevision, or a schema snapshot ({format, source}) derived against the latest revision;
 * never both (checked by createProposal, which names the fix).
 */
export const ProposeBody = v.strictObject({
  baseRevision: v.optional(Revision),
  ops: v.optional(OpsSlot),
  format: v.optional(DeriveSource.entries.format),
  source: v.optional(DeriveSource.entries.source),
  message: v.optional(Message),
});
export type ProposeBodyValue = v.InferOutput<typeof ProposeBody>;

/** PATCH /v1/diagrams/{id}/protection. */
export const ProtectionBody = v.strictObject({ requireApproval: v.boolean() });

/** Why a person rejected a proposal (kept as resolutionReason). */
export const REASON_LENGTH = 1_000;
export const RejectBody = v.strictObject({ reason: v.optional(v.pipe(v.string(), v.maxLength(REASON_LENGTH))) });
