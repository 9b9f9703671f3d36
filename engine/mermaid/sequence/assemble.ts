import { LIMITS, type ElementInput, type SceneDocumentInput } from '../../../schema/index.js';
import { limited, MERMAID_SCENE_ID } from '../assemble.js';
import { MermaidFailure } from '../errors.js';
import { autoEdgeIds, IdPool, mapIds } from '../ids.js';
import type { Warnings } from '../warnings.js';
import { keptFragments } from './kept-fragments.js';
import type { SeqDiagram, SeqMessage, SeqNote, SeqRow } from './model.js';

/** The ids of everything but the participants: `note_1`, `loop_1`, `box_1`, `activation_1`... */
function numbered(pool: IdPool): (base: string) => string {
  const counts = new Map<string, number>();
  return (base) => {
    const next = (counts.get(base) ?? 0) + 1;
    counts.set(base, next);
    return pool.claimNext(`${base}_${next}`);
  };
}

function checkCount(diagram: SeqDiagram, fragmentCount: number, maxElements: number): void {
  const count = diagram.participants.length + diagram.rows.length + diagram.activations.length + fragmentCount + diagram.boxes.length;
  if (count > maxElements) {
    throw new MermaidFailure({
      code: 'MERMAID_LIMIT_EXCEEDED',
      message: `the diagram has ${count} participants, messages, notes, bars, blocks and boxes; a scene holds at most ${maxElements} elements: split the diagram`,
      data: { limit: 'elements', count, maximum: maxElements },
    });
  }
}

function rowElement(row: SeqRow, id: string, idOf: (raw: string) => string, warnings: Warnings): ElementInput {
  if (row.kind === 'note') return noteElement(row, id, idOf, warnings);
  return messageElement(row, id, idOf, warnings);
}

function noteElement(note: SeqNote, id: string, idOf: (raw: string) => string, warnings: Warnings): ElementInput {
  const anchors = note.anchors.map(idOf);
  return { id, kind: 'node', nodeType: 'sequence.note', label: limited(note.label, LIMITS.text, 'the text of', note.line, warnings, id), extensions: { anchor: anchors.length === 1 ? anchors[0] : anchors } };
}

function messageElement(message: SeqMessage, id: string, idOf: (raw: string) => string, warnings: Warnings): ElementInput {
  const element: ElementInput & { kind: 'edge' } = {
    id,
    kind: 'edge',
    from: { elementId: idOf(message.from) },
    to: { elementId: idOf(message.to) },
    edgeType: message.edgeType,
    endpoints: { startArrow: message.heads.start, endArrow: message.heads.end },
  };
  if (message.label !== '') element.label = limited(message.label, LIMITS.text, 'the label of', message.line, warnings, id);
  if (message.dash !== undefined) element.style = { dash: message.dash };
  return element;
}

/** What the frontmatter and config say about the whole diagram. */
export interface SequenceSettings {
  /** The frontmatter title (it wins over the diagram's own title line). */
  title: string | undefined;
  /** Mermaid's `sequence.mirrorActors`: false leaves out the participants drawn again at the bottom (the family's foot bars). */
  mirrorActors: boolean | undefined;
}

/**
 * Turns the sequence model into a DSP 0.1 scene of the sequence family: lifelines and
 * actors (in order of first appearance), boxes as generic frames around them, activation
 * bars (before the notes, so a note is drawn over a bar it crosses), messages and notes in
 * order (the family draws rows by their position), then the fragments. The family lays everything out from that order; no element has a layout.
 */
export function assembleSequence(read: SeqDiagram, warnings: Warnings, maxElements: number, settings: SequenceSettings): SceneDocumentInput {
  const fragments = keptFragments(read, warnings);
  // A box whose participants all belong to an earlier box holds nothing (Mermaid refuses the text).
  for (const box of read.boxes) if (box.members.length === 0) warnings.add('MERMAID_UNSUPPORTED', box.line, `box ${box.title ?? ''}: none of its participants is its own (each stays in the first box declaring it); the box is not drawn`, { data: { construct: 'box' } });
  const diagram: SeqDiagram = { ...read, boxes: read.boxes.filter((box) => box.members.length > 0) };
  checkCount(diagram, fragments.length, maxElements);
  const pool = new IdPool();
  const mapped = mapIds(diagram.participants.map(({ rawId }) => ({ raw: rawId, fallback: 'participant' })), pool);
  const idOf = (raw: string): string => mapped.get(raw) ?? raw;
  for (const { rawId, line } of diagram.participants) {
    const id = idOf(rawId);
    if (id !== rawId) warnings.add('MERMAID_ID_REWRITTEN', line, `the participant ${JSON.stringify(rawId)} is not a DSP id (1-256 of A-Z a-z 0-9 . _ : -); it became ${id}`, { elementId: id, data: { mermaidId: rawId, id } });
  }
  warnings.nameElements((raw) => mapped.get(raw));
  const next = numbered(pool);
  const noteIds = new Map(diagram.rows.flatMap((row, index) => (row.kind === 'note' ? [[index, next('note')] as const] : [])));
  const boxIds = diagram.boxes.map(() => next('box'));
  const activationIds = diagram.activations.map(() => next('activation'));
  const fragmentIds = fragments.map((fragment) => next(fragment.base));
  const messages = diagram.rows.flatMap((row, index) => (row.kind === 'message' ? [{ index, from: idOf(row.from), to: idOf(row.to) }] : []));
  const messageIds = new Map(autoEdgeIds(messages, pool).map((id, i) => [(messages[i] as { index: number }).index, id] as const));
  const rowId = (index: number): string => noteIds.get(index) ?? (messageIds.get(index) as string);

  const elements: ElementInput[] = diagram.participants.map((participant) => ({
    id: idOf(participant.rawId),
    kind: 'node',
    nodeType: participant.actor ? 'sequence.actor' : 'sequence.lifeline',
    label: limited(participant.label, LIMITS.text, 'the label of', participant.line, warnings, idOf(participant.rawId)),
  }));
  diagram.boxes.forEach((box, index) => {
    const frame: ElementInput & { kind: 'frame' } = { id: boxIds[index] as string, kind: 'frame', containerType: 'generic', children: box.members.map(idOf) };
    if (box.title !== undefined) frame.title = limited(box.title, LIMITS.title, 'the title of', box.line, warnings, frame.id);
    if (box.fill !== undefined) frame.style = { fill: box.fill };
    elements.push(frame);
  });
  diagram.activations.forEach((bar, index) => {
    const extensions: Record<string, string> = { lifeline: idOf(bar.lifeline), from: rowId(bar.from) };
    if (bar.to !== undefined) extensions.to = rowId(bar.to);
    elements.push({ id: activationIds[index] as string, kind: 'node', nodeType: 'sequence.activation', extensions });
  });
  diagram.rows.forEach((row, index) => elements.push(rowElement(row, rowId(index), idOf, warnings)));
  const fragmentId = new Map(fragments.map((fragment, i) => [fragment.index, fragmentIds[i] as string] as const));
  fragments.forEach((fragment, i) => {
    const children = fragment.children.map((child) => ('row' in child ? rowId(child.row) : (fragmentId.get(child.fragment) as string)));
    const frame: ElementInput & { kind: 'frame' } = { id: fragmentIds[i] as string, kind: 'frame', containerType: 'fragment', children };
    if (fragment.title !== undefined) frame.title = limited(fragment.title, LIMITS.title, 'the title of', fragment.line, warnings, frame.id);
    if (fragment.style !== undefined) frame.style = fragment.style;
    elements.push(frame);
  });
  const scene: SceneDocumentInput = { schemaVersion: '0.1', scene: sceneHeader(diagram, warnings, settings.title), diagramFamily: 'sequence', elements };
  // Mermaid's default (true) is the family's default: feet are drawn unless the config says otherwise.
  if (settings.mirrorActors === false) scene.extensions = { showLifelineFeet: false };
  return scene;
}

function sceneHeader(diagram: SeqDiagram, warnings: Warnings, frontmatterTitle: string | undefined): SceneDocumentInput['scene'] {
  const header: SceneDocumentInput['scene'] = { id: MERMAID_SCENE_ID };
  const title = frontmatterTitle ?? diagram.title;
  if (frontmatterTitle !== undefined && diagram.title !== undefined && diagram.title !== frontmatterTitle) {
    warnings.add('MERMAID_UNSUPPORTED', diagram.titleLine ?? 1, `the title "${diagram.title}" is dropped; the frontmatter title is the scene title`, { data: { construct: 'title' } });
  }
  if (title !== undefined && title !== '') header.title = limited(title, LIMITS.title, 'the title', diagram.titleLine ?? 1, warnings);
  if (diagram.description !== undefined && diagram.description !== '') header.description = limited(diagram.description, LIMITS.description, 'the description', diagram.descriptionLine ?? 1, warnings);
  return header;
}
