import * as v from 'valibot';
import { LIMITS, Operation, type OperationValue } from '../../schema/index.js';
import { schemaDiagnostics } from '../validate/index.js';
import type { OpError } from './types.js';

/**
 * Checks the ops list before anything is applied: a list of 1 to 500 operations, each
 * matching its schema (the service parses the body already; this keeps applyOps safe for
 * any caller). Returns the errors and each well-formed op parsed (schema defaults of nested
 * values filled, e.g. a layout's rotation), by index.
 */
export function checkOpList(ops: unknown): { errors: OpError[]; wellFormed: Map<number, OperationValue> } {
  const errors: OpError[] = [];
  const wellFormed = new Map<number, OperationValue>();
  if (!Array.isArray(ops)) {
    errors.push({ opIndex: 0, code: 'WRONG_TYPE', message: 'ops must be a list of operations, e.g. [{"op": "createNode", "id": "a", "nodeType": "service"}]', path: '$.ops' });
    return { errors, wellFormed };
  }
  if (ops.length === 0) errors.push({ opIndex: 0, code: 'OPS_EMPTY', message: 'send at least one operation', path: '$.ops' });
  if (ops.length > LIMITS.opsPerEdit) {
    errors.push({ opIndex: LIMITS.opsPerEdit, code: 'TOO_MANY_OPS', message: `send at most ${LIMITS.opsPerEdit} operations per edit (this one has ${ops.length}); split it into several edits`, path: '$.ops' });
  }
  ops.forEach((op: unknown, opIndex) => {
    const parsed = v.safeParse(Operation, op, { abortEarly: false });
    if (parsed.success) {
      wellFormed.set(opIndex, parsed.output);
      return;
    }
    for (const issue of schemaDiagnostics(parsed.issues, Operation, op)) {
      const path = (issue.path ?? '$').replace(/^\$/, `$.ops[${opIndex}]`);
      errors.push({ opIndex, code: issue.code, message: `ops[${opIndex}]: ${issue.message}`, path });
    }
  });
  return { errors, wellFormed };
}

