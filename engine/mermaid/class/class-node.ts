import type { StyleValue } from '../../../schema/index.js';
import type { IrNode } from '../model.js';
import type { Warnings } from '../warnings.js';
import type { ClassRecord } from './records.js';

const CLASSIFIER_LOOK = { $: 'static (underlined)', '*': 'abstract (italic)' } as const;

/**
 * A class as an ER table (docs/decisions/2026-11-28-mermaid-class-diagram-mapping.md):
 * annotations as «guillemet» lines above the name, members as rows, attributes before
 * methods as Mermaid's two compartments show them. A `$` or `*` member is warned about:
 * a row has no underline or italics, so the marker stays in its text.
 */
export function classNode(record: ClassRecord, inline: StyleValue | undefined, warnings: Warnings): IrNode {
  const label = [...record.annotations.map((annotation) => `«${annotation}»`), record.label ?? record.rawId].join('\n');
  const node: IrNode = { rawId: record.rawId, line: record.line, label, shape: 'rect', nodeType: 'er.entity', classes: record.classes };
  const members = [...record.members.filter((member) => member.kind === 'attribute'), ...record.members.filter((member) => member.kind === 'method')];
  if (members.length > 0) node.columns = members.map((member) => member.column);
  for (const member of members) {
    if (member.classifier === undefined) continue;
    warnings.add('MERMAID_APPROXIMATED', member.line, `the ${member.kind} ${member.column.name} of ${record.rawId} is ${CLASSIFIER_LOOK[member.classifier]} in UML; a table row has no such look, so the "${member.classifier}" stays in its text`, { mermaidId: record.rawId, data: { construct: 'classifier', classifier: member.classifier } });
  }
  if (inline !== undefined) node.inline = inline;
  return node;
}
