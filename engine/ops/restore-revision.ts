import type { OperationInput, OpError } from './types.js';

/** The revision an edit asks to restore: a number, or the version current at a date or time. */
export type RestoreRequest = { revision: number } | { asOf: string };

/**
 * When the edit is a restore (one restoreRevision naming exactly one of revision or asOf),
 * what to restore; otherwise null. The service performs restores itself (it holds the
 * revisions); applyOps refuses them with the reason.
 */
export function restoreRequest(ops: readonly OperationInput[]): RestoreRequest | null {
  if (ops.length !== 1) return null;
  const op = ops[0];
  if (op?.op !== 'restoreRevision') return null;
  if (op.revision !== undefined && op.asOf === undefined) return { revision: op.revision };
  if (op.asOf !== undefined && op.revision === undefined) return { asOf: op.asOf };
  return null;
}

/** Refusals of restoreRevision ops in an edit: not alone, no single target, or not for applyOps. */
export function restoreErrors(ops: readonly OperationInput[]): OpError[] {
  const errors: OpError[] = [];
  ops.forEach((op, opIndex) => {
    if (op?.op !== 'restoreRevision') return;
    const path = `$.ops[${opIndex}]`;
    const prefix = `ops[${opIndex}] restoreRevision:`;
    if (ops.length > 1) {
      errors.push({ opIndex, code: 'RESTORE_NOT_ALONE', message: `${prefix} a restore must be the only operation of its edit; send it alone, then the other operations in a second edit`, path });
    } else if ((op.revision === undefined) === (op.asOf === undefined)) {
      errors.push({ opIndex, code: 'RESTORE_TARGET_INVALID', message: `${prefix} send exactly one of revision (a number) or asOf (a date or timestamp)`, path });
    } else {
      errors.push({ opIndex, code: 'RESTORE_NEEDS_SERVICE', message: `${prefix} restores are done by the service, not by applyOps; check restoreRequest(ops) first and restore the stored revision`, path });
    }
  });
  return errors;
}
