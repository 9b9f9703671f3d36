import type { StyleValue } from '../../../schema/index.js';
import type { IrClassDef, IrDiagram, IrEdge, IrFrame, IrItem, IrNode } from '../model.js';
import type { Warnings } from '../warnings.js';
import { stateNames } from './names.js';
import { compositeOf, regionScope, type StateRecord, type StateRecords } from './records.js';
import { stateNode } from './state-node.js';

/** Note links: dashed, no arrowheads, as Mermaid draws them. */
const NOTE_LINK_DASH = [5, 5];

/** Everything build adds to, in element order. */
interface Built {
  items: IrItem[];
  nodes: IrNode[];
  frames: IrFrame[];
  edges: IrEdge[];
}

function addFrame(built: Built, frame: IrFrame): void {
  built.items.push({ kind: 'frame', index: built.frames.length });
  built.frames.push(frame);
}

function addNode(built: Built, node: IrNode): void {
  built.items.push({ kind: 'node', index: built.nodes.length });
  built.nodes.push(node);
}

/**
 * The frames of a composite state: the composite itself (titled with its description, or
 * its id), and, when `--` split it, one untitled region frame per region inside it.
 */
function addComposite(built: Built, state: StateRecord, inline: StyleValue | undefined, name: (raw: string) => string): void {
  const regions = state.regions ?? 1;
  const frame: IrFrame = { rawId: state.rawId, line: state.line, title: state.descriptions.join(' ') || state.rawId, children: [], containerType: 'subprocess', classes: state.classes };
  if (inline !== undefined) frame.inline = inline;
  addFrame(built, frame);
  if (regions < 2) return;
  for (let region = 1; region <= regions; region++) {
    const rawId = name(regionScope(state.rawId, region));
    frame.children.push(rawId);
    addFrame(built, { rawId, line: state.line, children: [], containerType: 'partition', classes: [] });
  }
}

/**
 * The diagram model of a state diagram: states as workflow nodes (state-node.ts), composite
 * states and their regions as frames holding their members, transitions as sequence flows,
 * notes as note nodes with a dashed link to their state, in the order the text names them.
 */
export function buildStateDiagram(records: StateRecords, warnings: Warnings): IrDiagram {
  const name = stateNames(records);
  const inline = applyStatements(records, warnings);
  const built: Built = { items: [], nodes: [], frames: [], edges: [] };
  const membersOf = new Map<string, string[]>();
  const member = (scope: string | undefined, rawId: string): void => {
    if (scope === undefined) return;
    const container = name(scope);
    const members = membersOf.get(container);
    if (members === undefined) membersOf.set(container, [rawId]);
    else members.push(rawId);
  };
  for (const item of records.order) {
    if (item.kind === 'state') {
      const state = records.states.get(item.rawId) as StateRecord;
      if (state.regions !== undefined) addComposite(built, state, inline.get(state.rawId), name);
      else addNode(built, stateNode(state, name(state.rawId), inline.get(state.rawId), warnings));
      member(state.scope, name(state.rawId));
    } else if (item.kind === 'transition') {
      const transition = records.transitions[item.index]!;
      const edge: IrEdge = { line: transition.line, from: name(transition.from), to: name(transition.to), edgeType: 'workflow.sequenceFlow', classes: [] };
      if (transition.label !== undefined) edge.label = transition.label;
      built.items.push({ kind: 'edge', index: built.edges.length });
      built.edges.push(edge);
    } else {
      const note = records.notes[item.index]!;
      const rawId = name(`${note.target}::note${item.index}`);
      addNode(built, { rawId, line: note.line, label: note.text, shape: 'rect', nodeType: 'note', classes: [] });
      member(compositeOf(note.scope) === undefined ? undefined : note.scope, rawId);
      // Linked source to target, the layout puts a note before or after its state along the flow: beside it only left to right.
      const [from, to] = note.side === 'left' ? [rawId, name(note.target)] : [name(note.target), rawId];
      if (records.direction !== 'LR') {
        warnings.add('MERMAID_APPROXIMATED', note.line, `note ${note.side} of ${note.target}: the note is linked to its state by a dashed line where the layout places it; the side is kept only in a left-to-right diagram`, { data: { construct: 'noteSide' } });
      }
      built.items.push({ kind: 'edge', index: built.edges.length });
      built.edges.push({ line: note.line, from, to, arrows: { start: 'none', end: 'none' }, base: { dash: NOTE_LINK_DASH }, classes: [] });
    }
  }
  for (const frame of built.frames) frame.children.push(...(membersOf.get(frame.rawId) ?? []));
  return diagramOf(records, built);
}

/**
 * Adds the classes `class` statements name to their states (a name no state has is warned
 * about) and merges each state's `style` statements; returns those styles by state.
 */
function applyStatements(records: StateRecords, warnings: Warnings): Map<string, StyleValue> {
  for (const statement of records.shared.classStatements) {
    for (const rawId of statement.ids) {
      const target = records.states.get(rawId);
      if (target) for (const className of statement.names) target.classes.push({ name: className, line: statement.line });
      else warnings.add('MERMAID_UNSUPPORTED', statement.line, `class ${rawId}: no state is named ${rawId}; the class is not applied`, { data: { construct: 'class', mermaidId: rawId } });
    }
  }
  const inline = new Map<string, StyleValue>();
  for (const statement of records.shared.styleStatements) inline.set(statement.id, { ...inline.get(statement.id), ...statement.style });
  return inline;
}

/** `classDef default` applied to the states without a class, and the diagram's header. */
function diagramOf(records: StateRecords, built: Built): IrDiagram {
  const { shared } = records;
  const defaultClass: IrClassDef | undefined = shared.classDefs.find((def) => def.name === 'default');
  if (defaultClass) for (const node of built.nodes) if (node.classes.length === 0 && node.nodeType === 'workflow.task') node.classes.push({ name: 'default', line: defaultClass.line });
  const diagram: IrDiagram = { family: 'workflow', direction: records.direction, classDefs: shared.classDefs, ...built };
  if (shared.title !== undefined) Object.assign(diagram, { title: shared.title, titleLine: shared.titleLine });
  if (shared.description !== undefined) Object.assign(diagram, { description: shared.description, descriptionLine: shared.descriptionLine });
  return diagram;
}
