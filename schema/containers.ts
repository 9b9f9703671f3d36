import * as v from 'valibot';
import { LIMITS } from './limits.js';
import { FreeForm, Id, Title } from './primitives.js';
import { GroupLayout, Layout } from './layout.js';
import { commonFields, shorthandFields } from './common.js';
import { CONTAINER_TYPES } from './node-types.js';

const Children = v.pipe(v.array(Id), v.maxLength(LIMITS.elements));

/** A logical grouping; not drawn. */
export const GroupElement = v.strictObject({
  ...commonFields,
  kind: v.literal('group'),
  children: Children,
  title: v.optional(Title),
  layout: v.optional(GroupLayout),
  extensions: v.optional(FreeForm),
});

/**
 * A drawn container. Without a layout the engine sizes it around its children on every
 * save. laneDirection: vertical gives horizontal bands, horizontal gives vertical bands.
 */
export const FrameElement = v.strictObject({
  ...commonFields,
  kind: v.literal('frame'),
  title: v.optional(Title),
  children: v.optional(Children, []),
  layout: v.optional(Layout),
  containerType: v.optional(v.picklist(CONTAINER_TYPES), 'generic'),
  laneDirection: v.optional(v.picklist(['horizontal', 'vertical'])),
  extensions: v.optional(FreeForm),
  ...shorthandFields,
});

export type GroupValue = v.InferOutput<typeof GroupElement>;
export type FrameValue = v.InferOutput<typeof FrameElement>;
