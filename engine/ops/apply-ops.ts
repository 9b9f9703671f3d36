import { PLACE_DIRECTIONS, type SceneDocumentValue } from '../../schema/index.js';
import { cloneJson, type Diagnostic } from '../model/index.js';
import { normalizeScene, readScene } from '../normalize/index.js';
import { checkScene } from '../validate/index.js';
import { applyOp } from './apply-op.js';
import { changedIds } from './changes.js';
import { checkOpList } from './check-ops.js';
import { overlapWarnings } from './overlap-warnings.js';
import { isLaid } from './placement.js';
import { restoreErrors } from './restore-revision.js';
import { newRuleBreaks } from './rule-breaks.js';
import { EditState } from './state.js';
import type { ApplyResult, EditContext, OperationInput, OpError } from './types.js';

/**
 * Applies an edit: the operations in order to a copy of the stored scene, all or nothing.
 * Every op is checked against the state the ops before it left (an op that fails changes
 * nothing, and the next is still checked), so one answer lists every error. Then the
 * result is validated once (forward references are resolved by then): an error the base
 * scene did not have fails the edit too. On success: the normalized scene, ready for the
 * layout stage (which places what the edit left unplaced), the change lists and the
 * edit's warnings. Pure: the inputs are never changed, and nothing of the scene is
 * returned on failure.
 */
export function applyOps(scene: SceneDocumentValue, ops: readonly OperationInput[], context: EditContext = {}): ApplyResult {
  const checked = checkOpList(ops);
  if (!Array.isArray(ops)) return { ok: false, errors: checked.errors };
  const errors: OpError[] = [...checked.errors, ...restoreErrors(ops).filter((error) => checked.wellFormed.has(error.opIndex))];

  let base: SceneDocumentValue;
  try {
    base = normalizeScene(scene);
  } catch (_invalid) {
    return { ok: false, errors: [...errors, { opIndex: 0, code: 'SCHEMA_INVALID', message: 'the diagram being edited is not a valid DSP 0.1 scene; validate it (POST /v1/diagrams/validate) and save a valid version first', path: '$' }] };
  }

  const state = new EditState(cloneJson(base), context.computed);
  for (const [index, op] of checked.wellFormed) {
    state.begin(index, op.op);
    applyOp(state, op);
  }
  errors.push(...state.errors);
  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => a.opIndex - b.opIndex) };

  const after = readScene(state.scene);
  // Only the base's diagnostics are needed: checkScene gives them without copying the document.
  const breaks = newRuleBreaks(checkScene(base).diagnostics, after.diagnostics);
  if (breaks.length > 0) return { ok: false, errors: breaks.map((error) => ruleBreakError(state, ops, error)) };

  // A diagram with problems of its own (never new ones: those failed above) is still edited.
  const result = after.valid ? after.scene : normalizeScene(state.scene);
  return {
    ok: true,
    scene: result,
    changed: changedIds(base, result, new Set(state.touchedBy.keys())),
    diagnostics: [...state.diagnostics, ...overlapWarnings(state)],
  };
}

/** A new validation error as an edit error, credited to the op that last touched what it is about. */
function ruleBreakError(state: EditState, ops: readonly OperationInput[], error: Diagnostic): OpError {
  const opIndex = culprit(state, error) ?? ops.length - 1;
  const out: OpError = { opIndex, code: error.code, message: `after ops[${opIndex}] ${ops[opIndex]?.op ?? ''}: ${error.message}` };
  if (error.elementId !== undefined) out.elementId = error.elementId;
  if (error.path !== undefined) out.path = error.path;
  return out;
}

/**
 * The op to blame: the last one that touched the element of the error; else the one that
 * touched the constraint it names, an id in its data, or an element this one depends on
 * (an edge's ends, a container's children, a place target).
 */
function culprit(state: EditState, error: Diagnostic): number | undefined {
  if (error.elementId !== undefined && state.touchedBy.has(error.elementId)) return state.touchedBy.get(error.elementId);
  const data = error.data ?? {};
  if (typeof data.constraintId === 'string' && state.constraintTouchedBy.has(data.constraintId)) return state.constraintTouchedBy.get(data.constraintId);
  const related = Object.values(data).filter((value): value is string => typeof value === 'string');
  const element = error.elementId === undefined ? undefined : state.get(error.elementId);
  if (element?.kind === 'edge') {
    // An error inside one end (its port, its column) is about that end's element.
    const end = /\.(from|to)\b/.exec(error.path ?? '')?.[1];
    if (end !== 'to') related.push(element.from.elementId);
    if (end !== 'from') related.push(element.to.elementId);
  }
  if (element?.kind === 'group' || element?.kind === 'frame') related.push(...element.children);
  if (isLaid(element) && element.layout?.mode === 'relative') {
    const place = element.layout.place;
    for (const direction of PLACE_DIRECTIONS) if (place[direction] !== undefined) related.push(place[direction]);
  }
  const blamed = related.flatMap((id) => {
    const index = state.touchedBy.get(id);
    return index === undefined ? [] : [index];
  });
  return blamed.length > 0 ? Math.max(...blamed) : undefined;
}
