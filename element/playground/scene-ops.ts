import { CreateEdgeOp, CreateFrameOp, CreateNodeOp, UpdateEdgeOp, UpdateNodeOp, UpdateSceneOp } from '../../schema/index.js';

/**
 * The operations that turn one scene document into another, for saving an edited scene as
 * a new revision (the service changes diagrams only through operations or Mermaid text).
 * Nodes, edges and frames are created, deleted and changed; constraints added and removed;
 * the scene's title, description, palette, styles, layout strategy, family and canvas
 * updated. What operations cannot express (changing a frame, group, text, image or guide,
 * adding a text, image or guide, assets, extensions) is refused with a message naming it.
 */

type Json = Record<string, unknown>;
type Op = Json & { op: string };

/** A change operations cannot make. */
export class NotExpressible extends Error {}

const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const fieldsOf = (schema: { entries: Record<string, unknown> }): string[] => Object.keys(schema.entries).filter((key) => key !== 'op');
const NODE_CREATE = fieldsOf(CreateNodeOp);
const NODE_UPDATE = fieldsOf(UpdateNodeOp).filter((key) => key !== 'id');
const EDGE_CREATE = fieldsOf(CreateEdgeOp);
const EDGE_UPDATE = fieldsOf(UpdateEdgeOp).filter((key) => key !== 'id');
const FRAME_CREATE = fieldsOf(CreateFrameOp);
const SCENE_FIELDS = ['title', 'description', 'brief'];
const DOCUMENT_FIELDS = ['palette', 'styles', 'layoutStrategy', 'diagramFamily'];
const UPDATE_SCENE = fieldsOf(UpdateSceneOp);
// Fields an element keeps whatever the patch (its identity and kind).
const FIXED = ['id', 'kind'];

function pick(element: Json, fields: readonly string[]): Json {
  const out: Json = {};
  for (const field of fields) if (element[field] !== undefined) out[field] = element[field];
  return out;
}

/** The fields that differ; a field the new element lacks is removed (null) unless `absentMeansKeep`. */
function patch(before: Json, after: Json, fields: readonly string[], absentMeansKeep: boolean): Json {
  const out: Json = {};
  for (const field of fields) {
    if (after[field] === undefined) {
      if (!absentMeansKeep && before[field] !== undefined) out[field] = null;
    } else if (!same(before[field], after[field])) {
      out[field] = after[field];
    }
  }
  return out;
}

function elementsOf(document: Json): Map<string, Json> {
  const list = Array.isArray(document.elements) ? (document.elements as Json[]) : [];
  return new Map(list.map((element) => [String(element.id), element]));
}

/** The changes between two versions of one element, as operations (or a refusal). */
function changeOps(before: Json, after: Json, absentMeansKeep: boolean): Op[] {
  const id = after.id;
  if (before.kind !== after.kind) throw new NotExpressible(`element ${String(id)} changed from ${article(String(before.kind))} ${String(before.kind)} to ${article(String(after.kind))} ${String(after.kind)}; give the new one another id`);
  const allowed = after.kind === 'node' ? NODE_UPDATE : after.kind === 'edge' ? EDGE_UPDATE : [];
  const rest = Object.keys({ ...before, ...after }).filter((key) => !FIXED.includes(key) && !allowed.includes(key));
  const changedRest = rest.filter((key) => !(absentMeansKeep && after[key] === undefined) && !same(before[key], after[key]));
  if (changedRest.length > 0) throw new NotExpressible(`the ${String(after.kind)} ${String(id)} changed in ${changedRest.join(', ')}, which operations cannot change; save the scene as a new diagram`);
  if (allowed.length === 0) return [];
  const fields = patch(before, after, allowed, absentMeansKeep);
  if (Object.keys(fields).length === 0) return [];
  // Operation patches cannot remove these (only replace them): an emptied list stays as sent.
  for (const key of ['ports', 'zIndex', 'locked', 'visible', 'from', 'to']) {
    if (fields[key] === null) throw new NotExpressible(`the ${String(after.kind)} ${String(id)} lost its ${key}, which operations cannot remove; set it instead`);
  }
  return [{ op: after.kind === 'node' ? 'updateNode' : 'updateEdge', id, ...fields }];
}

function createOp(element: Json): Op {
  switch (element.kind) {
    case 'node':
      return { op: 'createNode', ...pick(element, NODE_CREATE) };
    case 'edge':
      return { op: 'createEdge', ...pick(element, EDGE_CREATE) };
    case 'frame':
      return { op: 'createFrame', ...pick(element, FRAME_CREATE) };
    case 'group':
      return { op: 'groupElements', ...pick(element, ['id', 'children', 'title', 'style', 'layout', 'name', 'zIndex', 'metadata', 'extensions']) };
    default:
      throw new NotExpressible(`${article(String(element.kind))} ${String(element.kind)} element (${String(element.id)}) cannot be added by operations; save the scene as a new diagram`);
  }
}

/** updateScene for the scene-level fields that changed, or nothing. */
function sceneOps(before: Json, after: Json, absentMeansKeep: boolean): Op[] {
  const header = (document: Json): Json => (document.scene ?? {}) as Json;
  const fields: Json = {
    ...patch(header(before), header(after), SCENE_FIELDS, absentMeansKeep),
    ...patch(before, after, DOCUMENT_FIELDS, absentMeansKeep),
  };
  const canvasBefore = (header(before).canvas ?? {}) as Json;
  const canvasAfter = (header(after).canvas ?? {}) as Json;
  const canvas = patch(canvasBefore, canvasAfter, ['width', 'height', 'background', 'grid', 'snap'], absentMeansKeep);
  if (Object.keys(canvas).length > 0) fields.canvas = canvas;
  const unknown = Object.keys(fields).filter((key) => !UPDATE_SCENE.includes(key));
  if (unknown.length > 0) throw new NotExpressible(`the scene's ${unknown.join(', ')} cannot change by operations`);
  return Object.keys(fields).length === 0 ? [] : [{ op: 'updateScene', ...fields }];
}

function constraintOps(before: Json, after: Json): Op[] {
  const list = (document: Json): Json[] => (Array.isArray(document.constraints) ? (document.constraints as Json[]) : []);
  const old = new Map(list(before).map((c) => [String(c.id), c]));
  const next = new Map(list(after).map((c) => [String(c.id), c]));
  const ops: Op[] = [];
  for (const [id, constraint] of old) if (!same(constraint, next.get(id))) ops.push({ op: 'removeConstraint', id });
  for (const [id, constraint] of next) if (!same(constraint, old.get(id))) ops.push({ op: 'addConstraint', constraint });
  return ops;
}

/**
 * The operations from `before` to `after`. With `absentMeansKeep` (the base is the
 * service's stored scene, which carries placed layouts and filled-in defaults the editor
 * text does not), a field missing from `after` is left as it is rather than removed.
 */
export function operationsBetween(before: Json, after: Json, absentMeansKeep = false): Op[] {
  for (const key of ['assets', 'extensions', 'schemaVersion']) {
    if (after[key] !== undefined && !same(before[key], after[key])) throw new NotExpressible(`the scene's ${key} cannot change by operations; save the scene as a new diagram`);
  }
  const old = elementsOf(before);
  const next = elementsOf(after);
  const deletes: Op[] = [...old.keys()].filter((id) => !next.has(id)).map((id) => ({ op: 'deleteElement', id }));
  const added = [...next.values()].filter((element) => !old.has(String(element.id)));
  // Nodes first, then the containers holding them, then the edges joining them.
  const rank = (element: Json): number => (element.kind === 'node' ? 0 : element.kind === 'edge' ? 2 : 1);
  const creates = added.sort((a, b) => rank(a) - rank(b)).map(createOp);
  const updates = [...next.values()].filter((element) => old.has(String(element.id))).flatMap((element) => changeOps(old.get(String(element.id))!, element, absentMeansKeep));
  return [...deletes, ...creates, ...updates, ...sceneOps(before, after, absentMeansKeep), ...constraintOps(before, after)];
}
