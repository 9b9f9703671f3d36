import type { OperationValue } from '../../schema/index.js';
import { addConstraint } from './add-constraint.js';
import { autoLayout } from './auto-layout.js';
import { createEdge } from './create-edge.js';
import { createFrame } from './create-frame.js';
import { createNode } from './create-node.js';
import { deleteElement } from './delete-element.js';
import { groupElements, ungroupElements } from './group-elements.js';
import { moveElement } from './move-element.js';
import { removeConstraint } from './remove-constraint.js';
import { resizeElement } from './resize-element.js';
import { setStyle } from './set-style.js';
import { setText } from './set-text.js';
import type { EditState } from './state.js';
import { updateEdge } from './update-edge.js';
import { updateNode } from './update-node.js';
import { updateScene } from './update-scene.js';

/**
 * Applies one operation to the working state. Each handler checks its own target first and
 * changes nothing when it records an error, so the next op is checked against the state
 * so far. restoreRevision never gets here (restore-revision.ts refuses it beforehand).
 */
export function applyOp(state: EditState, op: OperationValue): void {
  switch (op.op) {
    case 'createNode': return createNode(state, op);
    case 'updateNode': return updateNode(state, op);
    case 'deleteElement': return deleteElement(state, op);
    case 'moveElement': return moveElement(state, op);
    case 'resizeElement': return resizeElement(state, op);
    case 'createEdge': return createEdge(state, op);
    case 'updateEdge': return updateEdge(state, op);
    case 'setStyle': return setStyle(state, op);
    case 'setText': return setText(state, op);
    case 'groupElements': return groupElements(state, op);
    case 'ungroupElements': return ungroupElements(state, op);
    case 'createFrame': return createFrame(state, op);
    case 'addConstraint': return addConstraint(state, op);
    case 'removeConstraint': return removeConstraint(state, op);
    case 'autoLayout': return autoLayout(state, op);
    case 'updateScene': return updateScene(state, op);
    case 'restoreRevision': return;
  }
}
