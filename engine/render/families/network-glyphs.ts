import type { Box, Point } from '../../geometry/index.js';
import { cloudOutline } from '../shapes/cloud.js';
import { circlePath, polygonPath, polylinePath, rectPath, roundedRectPath, segmentsPath } from './path.js';

/**
 * The line glyphs of network nodes, drawn in a square `slot` as path data: `outline` parts
 * are closed (filled with the node's fill), `lines` are strokes. Proportions are of a
 * 24-unit grid, like the icon sets they stand beside.
 */
export interface Glyph {
  outline: string;
  lines: string;
}

interface Grid {
  /** A point of the 24-unit grid. */
  at(gx: number, gy: number): Point;
  /** A length of the grid in px. */
  len(units: number): number;
}

function grid(slot: Box): Grid {
  const unit = Math.min(slot.width, slot.height) / 24;
  const x0 = slot.x + (slot.width - 24 * unit) / 2;
  const y0 = slot.y + (slot.height - 24 * unit) / 2;
  return { at: (gx, gy) => ({ x: x0 + gx * unit, y: y0 + gy * unit }), len: (units) => units * unit };
}

function boxOn(g: Grid, gx: number, gy: number, gw: number, gh: number): Box {
  const a = g.at(gx, gy);
  return { x: a.x, y: a.y, width: g.len(gw), height: g.len(gh) };
}

/** A server: two stacked rack units, each with a status light and a drive slot. */
function server(g: Grid): Glyph {
  return {
    outline: [boxOn(g, 3, 3, 18, 8), boxOn(g, 3, 13, 18, 8)].map((box) => roundedRectPath(box, g.len(1.5))).join(' '),
    lines: [
      segmentsPath([[g.at(11, 7), g.at(17, 7)], [g.at(11, 17), g.at(17, 17)]]),
      circlePath(g.at(7, 7), g.len(1)),
      circlePath(g.at(7, 17), g.len(1)),
    ].join(' '),
  };
}

/** A router: a disc with four arrows, in and out along both axes. */
function router(g: Grid): Glyph {
  const arrow = (from: Point, to: Point, head: [Point, Point]): string => `${segmentsPath([[from, to]])} ${polylinePath([head[0], to, head[1]])}`;
  return {
    outline: circlePath(g.at(12, 12), g.len(10)),
    lines: [
      arrow(g.at(12, 10), g.at(12, 4), [g.at(9.5, 6.5), g.at(14.5, 6.5)]),
      arrow(g.at(12, 14), g.at(12, 20), [g.at(9.5, 17.5), g.at(14.5, 17.5)]),
      arrow(g.at(4, 12), g.at(10, 12), [g.at(7.5, 9.5), g.at(7.5, 14.5)]),
      arrow(g.at(20, 12), g.at(14, 12), [g.at(16.5, 9.5), g.at(16.5, 14.5)]),
    ].join(' '),
  };
}

/** A switch: a flat box with two opposite arrows. */
function networkSwitch(g: Grid): Glyph {
  return {
    outline: roundedRectPath(boxOn(g, 2, 5, 20, 14), g.len(1.5)),
    lines: [
      segmentsPath([[g.at(6, 10), g.at(18, 10)], [g.at(6, 14), g.at(18, 14)]]),
      polylinePath([g.at(15.5, 7.5), g.at(18, 10), g.at(15.5, 12.5)]),
      polylinePath([g.at(8.5, 11.5), g.at(6, 14), g.at(8.5, 16.5)]),
    ].join(' '),
  };
}

/** A firewall: a brick wall (courses with staggered joints). */
function firewall(g: Grid): Glyph {
  const courses = [7, 11, 15].map((y) => [g.at(3, y), g.at(21, y)] as const);
  const joints: Array<readonly [Point, Point]> = [];
  [3, 7, 11, 15].forEach((y, row) => {
    const xs = row % 2 === 0 ? [9, 15] : [6, 12, 18];
    for (const x of xs) joints.push([g.at(x, y), g.at(x, y + 4)]);
  });
  return { outline: rectPath(boxOn(g, 3, 3, 18, 16)), lines: segmentsPath([...courses, ...joints]) };
}

/** A cloud: the cloud node outline, small. */
function cloud(g: Grid): Glyph {
  return { outline: cloudOutline(boxOn(g, 2, 5, 20, 14), 0).d, lines: '' };
}

/** A client: a monitor on a stand. */
function client(g: Grid): Glyph {
  return {
    outline: roundedRectPath(boxOn(g, 2, 3, 20, 13), g.len(1)),
    lines: [segmentsPath([[g.at(12, 16), g.at(12, 20)], [g.at(7, 21), g.at(17, 21)]]), polygonPath([g.at(5, 6), g.at(19, 6), g.at(19, 13), g.at(5, 13)])].join(' '),
  };
}

const GLYPHS: Readonly<Record<string, (g: Grid) => Glyph>> = {
  'network.server': server,
  'network.router': router,
  'network.switch': networkSwitch,
  'network.firewall': firewall,
  'network.cloud': cloud,
  'network.client': client,
};

/** The glyph of a network node type in `slot`; null for other types. */
export function networkGlyph(nodeType: string, slot: Box): Glyph | null {
  const draw = GLYPHS[nodeType];
  return draw === undefined ? null : draw(grid(slot));
}
