import type { Box } from '../../geometry/index.js';
import { box3dOutline } from './box3d.js';
import { bucketOutline } from './bucket.js';
import { cloudOutline } from './cloud.js';
import { cylinderOutline } from './cylinder.js';
import { diamondOutline } from './diamond.js';
import { ellipseOutline } from './ellipse.js';
import { hexagonOutline } from './hexagon.js';
import type { Outline, OutlineBuilder } from './outline.js';
import { parallelogramOutline } from './parallelogram.js';
import { pillOutline } from './pill.js';
import { rectOutline } from './rect.js';
import { roundedRectOutline } from './rounded-rect.js';

export type { Outline, OutlineBuilder };

/** Every outline by shape name; textBox and iconBox draw as rect. */
export const OUTLINES: Readonly<Record<string, OutlineBuilder>> = {
  rect: rectOutline,
  roundedRect: roundedRectOutline,
  ellipse: ellipseOutline,
  diamond: diamondOutline,
  cylinder: cylinderOutline,
  bucket: bucketOutline,
  pill: pillOutline,
  hexagon: hexagonOutline,
  parallelogram: parallelogramOutline,
  cloud: cloudOutline,
  box3d: box3dOutline,
  textBox: rectOutline,
  iconBox: rectOutline,
};

/** The outline of a shape in a box; an unknown shape name draws as rect. */
export function shapeOutline(shape: string, box: Box, cornerRadius: number): Outline {
  const builder = Object.prototype.hasOwnProperty.call(OUTLINES, shape) ? OUTLINES[shape] : undefined;
  return (builder ?? rectOutline)(box, cornerRadius);
}
