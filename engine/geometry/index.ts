/**
 * Plane geometry for every stage (not a stage): boxes and points (the types are the
 * model's), axes, a spatial index of boxes, and moving laid-out elements. Tiny pure
 * functions; numbers leaving a stage go through `px`.
 */
export type { Box, Point, Side } from '../model/index.js';
export {
  bottom, center, centerX, centerY, contains, containsPoint, growBox, inflate, overlapArea, overlaps, px, right, roundBox, roundPoint,
  shiftBox, shrinkBox, unionBoxes, type Insets,
} from './boxes.js';
export { borderPoint, cubicPoint, distance, pointOnSide, polylineLength, segmentCrossesBox, sideNormal, simplifyPolyline } from './lines.js';
export { endOf, flowAxes, lineOf, other, sizeOf, startFor, startOf, type Axis, type FlowAxes, type FlowDirection } from './axes.js';
export { BoxBuckets, bucketSizeFor } from './box-index.js';
export { drawnBoxes } from './drawn-boxes.js';
export { translateBand, translateBox, translateElement, translateTable, translateText } from './translate.js';
