import { diagnostic, type Diagnostic } from '../../model/index.js';
import type { RuleContext } from '../context.js';

/** MISSING_DIAGRAM_FAMILY: the family gates layout and drawing, so say when it is absent. */
export function checkFamily(context: RuleContext): Diagnostic[] {
  if (context.diagramFamily !== undefined) return [];
  return [diagnostic('MISSING_DIAGRAM_FAMILY', 'diagramFamily is not set, so the diagram draws as a generic flowchart; set it to architecture, workflow, entityRelationship, sequence, network, orgchart or uiflow', {
    path: '$.diagramFamily',
  })];
}
