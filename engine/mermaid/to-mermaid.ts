import type { SceneDocumentValue } from '../../schema/index.js';
import { writeEr } from './write/er.js';
import { writeFlowchart } from './write/flowchart.js';
import { Notes } from './write/notes.js';

/** A scene as Mermaid text with one note per thing Mermaid cannot show, or why there is no Mermaid view. */
export type ToMermaidResult =
  | { ok: true; mermaid: string; notes: string[] }
  | { ok: false; code: 'VIEW_UNAVAILABLE'; message: string };

/**
 * Writes a scene as Mermaid: entityRelationship → erDiagram, sequence → VIEW_UNAVAILABLE,
 * every other family (or none) → flowchart. Deterministic; reading the text back with
 * parseMermaid keeps ids, labels, shapes and relationships.
 */
export function toMermaid(scene: SceneDocumentValue): ToMermaidResult {
  if (scene.diagramFamily === 'sequence') {
    return { ok: false, code: 'VIEW_UNAVAILABLE', message: 'sequence diagrams have no Mermaid view here; read them as view=dsp or view=outline' };
  }
  const notes = new Notes();
  const mermaid = scene.diagramFamily === 'entityRelationship' ? writeEr(scene, notes) : writeFlowchart(scene, notes);
  return { ok: true, mermaid, notes: notes.list() };
}
