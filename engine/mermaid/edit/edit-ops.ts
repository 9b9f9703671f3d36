import * as v from 'valibot';
import { Operation, type OperationValue, type SceneDocumentValue } from '../../../schema/index.js';
import { canonicalJson } from '../../hash/index.js';
import { diagnostic, type Diagnostic } from '../../model/index.js';
import { readScene } from '../../normalize/index.js';
import { mermaidDiagramType } from '../diagram-keyword.js';
import { parseMermaid } from '../parse-mermaid.js';
import { toMermaid } from '../to-mermaid.js';
import { flowchartIds } from '../write/mermaid-ids.js';
import { Notes } from '../write/notes.js';
import { diffOps } from './diff-scenes.js';

/** The ops of a Mermaid edit, or why the text cannot edit this diagram (line and column for syntax errors). */
export type MermaidEditResult =
  | { ok: true; ops: OperationValue[]; warnings: Diagnostic[] }
  | { ok: false; code: string; message: string; line?: number; column?: number };

const TEXT_TYPE = { architecture: 'flowchart', entityRelationship: 'erDiagram' } as const;
/** What a text read into a family was written as. */
const TEXT_KIND: Readonly<Record<string, string>> = { architecture: 'a flowchart', entityRelationship: 'an erDiagram', workflow: 'a stateDiagram', sequence: 'a sequenceDiagram' };

type Parsed = { ok: true; scene: SceneDocumentValue; warnings: Diagnostic[] } | Extract<MermaidEditResult, { ok: false }>;

function readMermaid(text: string): Parsed {
  const result = parseMermaid(text);
  if (!result.ok) {
    const { code, message, line, column } = result.error;
    return { ok: false, code, message, ...(line === undefined ? {} : { line }), ...(column === undefined ? {} : { column }) };
  }
  const reading = readScene(result.scene);
  if (!reading.valid) return { ok: false, code: 'MERMAID_INTERNAL_ERROR', message: 'the Mermaid reader made a scene that is not valid (a bug); please report the text' };
  return { ok: true, scene: reading.scene, warnings: result.warnings };
}

/**
 * Turns an edited Mermaid text into the ops that apply it to the base (spec, edit rule 5),
 * for applyOps. The text is compared with what the base reads as when written out as
 * Mermaid (toMermaid, then parseMermaid): whatever Mermaid cannot say (node types, edge
 * types, ports, positions, untyped columns...) reads back the same on both sides and so
 * stays as it is, and only what the author changed becomes an op. Unchanged elements keep
 * their ids and positions (no op); nodes and edges missing from the text are deleted; new
 * ones are created unplaced; changed labels, shapes, node types, ER columns, edge ends,
 * labels and cardinalities become updateNode / updateEdge. Frames and groups never change
 * this way: a warning says when the text's subgraphs differ. Architecture and
 * entity-relationship diagrams only.
 */
export function mermaidEditOps(base: SceneDocumentValue, text: string): MermaidEditResult {
  const family = base.diagramFamily;
  if (family !== 'architecture' && family !== 'entityRelationship') {
    return { ok: false, code: 'MERMAID_EDIT_UNSUPPORTED', message: `Mermaid edits work on architecture and entityRelationship diagrams, and this one is ${family ?? 'without a diagramFamily'}; edit it with ops instead` };
  }
  const written = toMermaid(base);
  const before = written.ok ? readMermaid(written.mermaid) : undefined;
  if (before === undefined || !before.ok) {
    return { ok: false, code: 'MERMAID_INTERNAL_ERROR', message: 'this diagram could not be read back from its own Mermaid view (a bug); please report it, and edit with ops meanwhile' };
  }
  const after = readMermaid(text);
  if (!after.ok) return after;
  // A classDiagram reads into the architecture family too, but as tables a flowchart edit does not write.
  if (mermaidDiagramType(text)?.type === 'class') {
    return { ok: false, code: 'MERMAID_EDIT_UNSUPPORTED', message: `this ${family} diagram is edited as ${TEXT_TYPE[family]} text, but the text is a classDiagram; start from its Mermaid view (view=mermaid)` };
  }
  if (after.scene.diagramFamily !== family) {
    return { ok: false, code: 'MERMAID_EDIT_UNSUPPORTED', message: `this ${family} diagram is edited as ${TEXT_TYPE[family]} text, but the text is ${TEXT_KIND[after.scene.diagramFamily ?? 'architecture'] ?? 'a flowchart'}; start from its Mermaid view (view=mermaid)` };
  }
  const toBase = baseIdsOf(base);
  const ops: OperationValue[] = [];
  for (const op of diffOps(base, before.scene, after.scene, (id) => toBase.get(id) ?? id)) {
    const checked = v.safeParse(Operation, op);
    if (!checked.success) return { ok: false, code: 'MERMAID_INTERNAL_ERROR', message: `the Mermaid edit made an invalid ${op.op} (${checked.issues[0].message}); please report the text` };
    ops.push(checked.output);
  }
  const warnings = [...after.warnings];
  const frames = changedFrames(before.scene, after.scene);
  if (frames.length > 0) {
    warnings.push(diagnostic('MERMAID_EDIT_CONTAINERS_IGNORED', `the text changes the subgraphs ${frames.slice(0, 8).join(', ')}${frames.length > 8 ? ', ...' : ''}, but frames and groups never change through a Mermaid edit; change them with ops (createFrame, deleteElement, ...)`, {
      data: { frames },
    }));
  }
  return { ok: true, ops, warnings };
}

/** Id written in the Mermaid view → the element's id (toMermaid renames flowchart ids Mermaid cannot write, such as "end"). */
function baseIdsOf(base: SceneDocumentValue): Map<string, string> {
  if (base.diagramFamily !== 'architecture') return new Map();
  const containers = base.elements.filter((element) => element.kind === 'node' || element.kind === 'frame').map((element) => element.id);
  const written = flowchartIds(containers, base.elements.map((element) => element.id), new Notes());
  return new Map([...written].map(([id, writtenId]) => [writtenId, id]));
}

/** Frames (subgraphs) whose id, title or members differ between the two readings. */
function changedFrames(before: SceneDocumentValue, after: SceneDocumentValue): string[] {
  const shapeOf = (scene: SceneDocumentValue) => new Map(scene.elements.flatMap((element) =>
    element.kind === 'frame' ? [[element.id, canonicalJson({ title: element.title ?? null, children: [...element.children].sort() })] as const] : []));
  const old = shapeOf(before);
  const now = shapeOf(after);
  const ids = [...new Set([...old.keys(), ...now.keys()])];
  return ids.filter((id) => old.get(id) !== now.get(id));
}
