import * as v from 'valibot';
import { LIMITS } from './limits.js';
import { coded } from './messages.js';
import { Brief, Colour, Coordinate, DateOrTimestamp, FreeForm, Id, Point, Size, Spacing, Text, Title } from './primitives.js';
import { StyleObject, StyleRef } from './style.js';
import { GroupLayout, Layout } from './layout.js';
import { Icon, NodeExtensions, Port } from './node.js';
import { Endpoint, Endpoints } from './edge.js';
import { Constraint } from './constraint.js';
import { ARROWHEADS, CONTAINER_TYPES, DIAGRAM_FAMILIES, EDGE_TYPES, NODE_TYPES, ROUTERS, SHAPES, SIDES } from './node-types.js';
import { LayoutStrategy, Palette } from './scene.js';

/**
 * The 17 operations of an edit. Operation fields carry no defaults: an absent field means
 * "leave as is", so a patch never resets what the caller did not send. Where a field may
 * be null, null removes it from the element.
 */

const ZIndex = v.pipe(v.number(), v.integer(), v.minValue(-1_000_000), v.maxValue(1_000_000));
const Children = v.pipe(v.array(Id), v.minLength(1, coded('CHILDREN_REQUIRED', 'name at least one child element')), v.maxLength(LIMITS.elements));
const Ports = v.pipe(v.array(Port), v.maxLength(LIMITS.ports));
const Waypoints = v.pipe(v.array(Point), v.maxLength(256));
const removable = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));

/** textStyle as a patch: only the sent fields change (setText, updateNode merge it). */
export const TextStylePatch = v.strictObject({
  wrap: v.optional(v.picklist(['none', 'word', 'character'])),
  align: v.optional(v.picklist(['left', 'center', 'right'])),
  verticalAlign: v.optional(v.picklist(['top', 'middle', 'bottom'])),
});

const CanvasPatch = v.strictObject({
  width: removable(Size),
  height: removable(Size),
  background: removable(Colour),
  grid: v.optional(Spacing),
  snap: v.optional(v.boolean()),
});

export const CreateNodeOp = v.strictObject({
  op: v.literal('createNode'),
  id: Id,
  nodeType: v.picklist(NODE_TYPES),
  shape: v.optional(v.picklist(SHAPES)),
  label: v.optional(Text),
  layout: v.optional(Layout),
  textStyle: v.optional(TextStylePatch),
  name: v.optional(Title),
  style: v.optional(StyleRef),
  ports: v.optional(Ports),
  icon: v.optional(Icon),
  zIndex: v.optional(ZIndex),
  locked: v.optional(v.boolean()),
  visible: v.optional(v.boolean()),
  metadata: v.optional(FreeForm),
  extensions: v.optional(NodeExtensions),
  x: v.optional(Coordinate),
  y: v.optional(Coordinate),
  width: v.optional(Size),
  height: v.optional(Size),
});

/** Changes a node. textStyle is merged; style, layout, metadata, extensions and ports are replaced whole. */
export const UpdateNodeOp = v.strictObject({
  op: v.literal('updateNode'),
  id: Id,
  nodeType: v.optional(v.picklist(NODE_TYPES)),
  shape: removable(v.picklist(SHAPES)),
  label: removable(Text),
  layout: removable(Layout),
  textStyle: removable(TextStylePatch),
  name: removable(Title),
  style: removable(StyleRef),
  ports: v.optional(Ports),
  icon: removable(Icon),
  zIndex: v.optional(ZIndex),
  locked: v.optional(v.boolean()),
  visible: v.optional(v.boolean()),
  metadata: removable(FreeForm),
  extensions: removable(NodeExtensions),
});

export const DeleteElementOp = v.strictObject({
  op: v.literal('deleteElement'),
  id: Id,
});

export const MoveElementOp = v.strictObject({
  op: v.literal('moveElement'),
  id: Id,
  delta: v.strictObject({ dx: Coordinate, dy: Coordinate }),
});

export const ResizeElementOp = v.strictObject({
  op: v.literal('resizeElement'),
  id: Id,
  size: v.strictObject({ width: Size, height: Size }),
  /** The side that stays put; without it the top-left corner stays. */
  anchor: v.optional(v.picklist(SIDES)),
});

const edgeOpFields = {
  label: v.optional(Text),
  router: v.optional(v.picklist(ROUTERS)),
  style: v.optional(StyleRef),
  endpoints: v.optional(Endpoints),
  waypoints: v.optional(Waypoints),
  edgeType: v.optional(v.picklist(EDGE_TYPES)),
  name: v.optional(Title),
  zIndex: v.optional(ZIndex),
  locked: v.optional(v.boolean()),
  visible: v.optional(v.boolean()),
  metadata: v.optional(FreeForm),
  extensions: v.optional(FreeForm),
};

export const CreateEdgeOp = v.strictObject({
  op: v.literal('createEdge'),
  id: Id,
  from: Endpoint,
  to: Endpoint,
  ...edgeOpFields,
});

export const UpdateEdgeOp = v.strictObject({
  op: v.literal('updateEdge'),
  id: Id,
  from: v.optional(Endpoint),
  to: v.optional(Endpoint),
  label: removable(Text),
  router: removable(v.picklist(ROUTERS)),
  style: removable(StyleRef),
  endpoints: removable(v.strictObject({
    startArrow: v.optional(v.picklist(ARROWHEADS)),
    endArrow: v.optional(v.picklist(ARROWHEADS)),
  })),
  waypoints: removable(Waypoints),
  edgeType: removable(v.picklist(EDGE_TYPES)),
  name: removable(Title),
  zIndex: v.optional(ZIndex),
  locked: v.optional(v.boolean()),
  visible: v.optional(v.boolean()),
  metadata: removable(FreeForm),
  extensions: removable(FreeForm),
});

/** Send style (a name in scene.styles; replaces the element's style) or styleOverride (merged). */
export const SetStyleOp = v.strictObject({
  op: v.literal('setStyle'),
  id: Id,
  style: v.optional(Id),
  styleOverride: v.optional(StyleObject),
});

export const SetTextOp = v.strictObject({
  op: v.literal('setText'),
  id: Id,
  text: Text,
  textStyle: v.optional(TextStylePatch),
});

export const GroupElementsOp = v.strictObject({
  op: v.literal('groupElements'),
  id: Id,
  children: Children,
  title: v.optional(Title),
  style: v.optional(StyleRef),
  layout: v.optional(GroupLayout),
  name: v.optional(Title),
  zIndex: v.optional(ZIndex),
  metadata: v.optional(FreeForm),
  extensions: v.optional(FreeForm),
});

export const UngroupElementsOp = v.strictObject({
  op: v.literal('ungroupElements'),
  id: Id,
});

export const CreateFrameOp = v.strictObject({
  op: v.literal('createFrame'),
  id: Id,
  children: Children,
  title: v.optional(Title),
  style: v.optional(StyleRef),
  layout: v.optional(Layout),
  containerType: v.optional(v.picklist(CONTAINER_TYPES)),
  laneDirection: v.optional(v.picklist(['horizontal', 'vertical'])),
  name: v.optional(Title),
  zIndex: v.optional(ZIndex),
  metadata: v.optional(FreeForm),
  extensions: v.optional(FreeForm),
});

export const AddConstraintOp = v.strictObject({
  op: v.literal('addConstraint'),
  constraint: Constraint,
});

export const RemoveConstraintOp = v.strictObject({
  op: v.literal('removeConstraint'),
  id: Id,
});

/** Lays out again: the whole diagram, or only the listed nodes next to their neighbours. */
export const AutoLayoutOp = v.strictObject({
  op: v.literal('autoLayout'),
  elements: v.optional(v.pipe(v.array(Id), v.minLength(1), v.maxLength(LIMITS.elements))),
});

/** Scene-level changes. styles merge by name; palette and canvas merge by key; null removes. */
export const UpdateSceneOp = v.strictObject({
  op: v.literal('updateScene'),
  title: removable(Title),
  description: removable(v.pipe(v.string(), v.maxLength(LIMITS.description))),
  brief: removable(Brief),
  palette: removable(Palette),
  styles: v.optional(v.record(Id, StyleObject)),
  layoutStrategy: removable(LayoutStrategy),
  diagramFamily: removable(v.picklist(DIAGRAM_FAMILIES)),
  canvas: v.optional(CanvasPatch),
});

/** Makes the next revision equal to an earlier one. Must be the only operation of its edit. */
export const RestoreRevisionOp = v.strictObject({
  op: v.literal('restoreRevision'),
  revision: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  asOf: v.optional(DateOrTimestamp),
});

export const Operation = v.variant('op', [
  CreateNodeOp,
  UpdateNodeOp,
  DeleteElementOp,
  MoveElementOp,
  ResizeElementOp,
  CreateEdgeOp,
  UpdateEdgeOp,
  SetStyleOp,
  SetTextOp,
  GroupElementsOp,
  UngroupElementsOp,
  CreateFrameOp,
  AddConstraintOp,
  RemoveConstraintOp,
  AutoLayoutOp,
  UpdateSceneOp,
  RestoreRevisionOp,
]);

export const OPERATION_NAMES = [
  'createNode', 'updateNode', 'deleteElement', 'moveElement', 'resizeElement', 'createEdge',
  'updateEdge', 'setStyle', 'setText', 'groupElements', 'ungroupElements', 'createFrame',
  'addConstraint', 'removeConstraint', 'autoLayout', 'updateScene', 'restoreRevision',
] as const;

/** The ops array of an edit: 1 to 500 operations. */
export const OperationList = v.pipe(
  v.array(Operation),
  v.minLength(1, coded('OPS_EMPTY', 'send at least one operation')),
  v.maxLength(LIMITS.opsPerEdit, coded('TOO_MANY_OPS', `send at most ${LIMITS.opsPerEdit} operations per edit; split it into several edits`)),
);

export type OperationValue = v.InferOutput<typeof Operation>;
/** An operation as a client writes it (nested defaults not yet filled). */
export type OperationInput = v.InferInput<typeof Operation>;
export type OperationName = (typeof OPERATION_NAMES)[number];
