import * as v from 'valibot';
import { Fraction, FreeForm, Id, Point, Text } from './primitives.js';
import { commonFields } from './common.js';
import { ARROWHEADS, CARDINALITIES, EDGE_TYPES, ROUTERS, SIDES } from './node-types.js';

export const Anchor = v.strictObject({
  side: v.picklist(SIDES),
  offset: Fraction,
});

/**
 * One end of an edge. portId and anchor must not both be present
 * (checked by the validator: ENDPOINT_PORT_AND_ANCHOR).
 */
export const Endpoint = v.strictObject({
  elementId: Id,
  portId: v.optional(Id),
  anchor: v.optional(Anchor),
  /** ER: a column of the entity's extensions.columns. */
  column: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(500))),
  cardinality: v.optional(v.picklist(CARDINALITIES)),
});

export const Endpoints = v.strictObject({
  startArrow: v.optional(v.picklist(ARROWHEADS), 'none'),
  endArrow: v.optional(v.picklist(ARROWHEADS), 'none'),
});

/** Fields of an edge besides the common ones (shared with createEdge and updateEdge). */
export const edgeFields = {
  from: Endpoint,
  to: Endpoint,
  router: v.optional(v.picklist(ROUTERS)),
  label: v.optional(Text),
  endpoints: v.optional(Endpoints),
  /** Kept in the document; the drawing does not pass through them. */
  waypoints: v.optional(v.pipe(v.array(Point), v.maxLength(256))),
  edgeType: v.optional(v.picklist(EDGE_TYPES)),
  extensions: v.optional(FreeForm),
} as const;

export const EdgeElement = v.strictObject({
  ...commonFields,
  kind: v.literal('edge'),
  ...edgeFields,
});

export type EdgeValue = v.InferOutput<typeof EdgeElement>;
export type EndpointValue = v.InferOutput<typeof Endpoint>;
