import type { SceneDocumentValue } from '../../schema/index.js';

/**
 * The drawing's accessible name (its <title> and aria-label): the scene's title, or, for an
 * untitled scene, what it shows. A scene's id is a machine name ("mermaid" for every
 * Mermaid text without a title), which a screen reader would read out as if it meant
 * something; the kind of diagram and its first labels tell a listener what the picture is.
 */

/** How many labels the name lists before "and N more". */
const NAMED = 3;

const KIND_OF_FAMILY: Readonly<Record<string, string>> = {
  entityRelationship: 'Entity-relationship diagram',
  sequence: 'Sequence diagram',
  workflow: 'Workflow diagram',
  network: 'Network diagram',
  orgchart: 'Organisation chart',
  uiflow: 'Screen flow',
};

/** One line of a label, trimmed: the name is read in one breath. */
const oneLine = (label: string): string => label.replace(/\s+/g, ' ').trim();

export function accessibleName(scene: SceneDocumentValue): string {
  if (scene.scene.title !== undefined && scene.scene.title.trim() !== '') return scene.scene.title;
  const kind = KIND_OF_FAMILY[scene.diagramFamily ?? ''] ?? 'Diagram';
  const labels: string[] = [];
  for (const element of scene.elements) {
    if (element.kind !== 'node' || typeof element.label !== 'string') continue;
    const label = oneLine(element.label);
    if (label !== '' && !labels.includes(label)) labels.push(label);
  }
  if (labels.length === 0) return kind;
  const named = labels.slice(0, NAMED).join(', ');
  const more = labels.length - NAMED;
  return `${kind}: ${named}${more > 0 ? ` and ${more} more` : ''}`;
}
