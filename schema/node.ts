import * as v from 'valibot';
import { LIMITS } from './limits.js';
import { coded } from './messages.js';
import { FreeForm, Fraction, Id, Text, Title } from './primitives.js';
import { Layout } from './layout.js';
import { commonFields, shorthandFields } from './common.js';
import { NODE_TYPES, SHAPES, SIDES } from './node-types.js';

export const Port = v.strictObject({
  id: Id,
  side: v.picklist(SIDES),
  /** Position along the side, 0 = start (top or left end), 1 = end. */
  offset: v.optional(Fraction, 0),
  label: v.optional(Title),
  metadata: v.optional(FreeForm),
});

/**
 * An icon: a key {family}:{id} (a bare id means the general family) or an http(s) URL.
 * URL icons are never fetched while drawing.
 */
export const Icon = v.pipe(
  v.string(),
  v.maxLength(LIMITS.icon),
  v.regex(
    /^(?:(?:[A-Za-z][A-Za-z0-9-]*:)?[A-Za-z0-9][A-Za-z0-9._-]*|https?:\/\/[^\s"'<>\\]+)$/,
    coded('ICON_INVALID', 'use an icon key such as "server" or "aws:ec2", or an https URL'),
  ),
);

export const TextStyle = v.strictObject({
  wrap: v.optional(v.picklist(['none', 'word', 'character']), 'none'),
  align: v.optional(v.picklist(['left', 'center', 'right']), 'center'),
  verticalAlign: v.optional(v.picklist(['top', 'middle', 'bottom']), 'middle'),
});

/**
 * An ER column. The alias form {name, type, key: PK or FK, unique, nullable} is read too;
 * `key: "PK"` means pk true and `key: "FK"` fk true.
 */
export const Column = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.title)),
  type: v.optional(v.pipe(v.string(), v.maxLength(LIMITS.title))),
  pk: v.optional(v.boolean()),
  fk: v.optional(v.boolean()),
  unique: v.optional(v.boolean()),
  nullable: v.optional(v.boolean()),
  key: v.optional(v.picklist(['PK', 'FK'])),
  /** A note shown nowhere in the drawing but kept (Mermaid attribute comments). */
  comment: v.optional(v.pipe(v.string(), v.maxLength(LIMITS.title))),
});

/**
 * Node extensions are free-form; the keys the engine reads are typed:
 * columns (ER entities) and anchor (sequence notes: one lifeline id, or two or more).
 */
export const NodeExtensions = v.looseObject({
  columns: v.optional(v.pipe(v.array(Column), v.maxLength(LIMITS.columns))),
  anchor: v.optional(v.union([Id, v.pipe(v.array(Id), v.minLength(2, coded('NOTE_ANCHOR_INVALID', 'a spanning note names two or more lifelines')))])),
});

/** Fields of a node besides the common ones (shared with createNode and updateNode). */
export const nodeFields = {
  nodeType: v.picklist(NODE_TYPES),
  shape: v.optional(v.picklist(SHAPES)),
  label: v.optional(Text),
  layout: v.optional(Layout),
  ports: v.optional(v.pipe(v.array(Port), v.maxLength(LIMITS.ports)), []),
  icon: v.optional(Icon),
  textStyle: v.optional(TextStyle),
  extensions: v.optional(NodeExtensions),
} as const;

export const NodeElement = v.strictObject({
  ...commonFields,
  kind: v.literal('node'),
  ...nodeFields,
  ...shorthandFields,
});

export type NodeValue = v.InferOutput<typeof NodeElement>;
export type ColumnValue = v.InferOutput<typeof Column>;
export type PortValue = v.InferOutput<typeof Port>;
export type TextStyleValue = v.InferOutput<typeof TextStyle>;
