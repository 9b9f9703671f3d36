import { diagnostic, type Diagnostic } from '../../model/index.js';
import { bottom, right, roundBox, type Box, type Point } from '../../geometry/index.js';
import { elementBox } from '../relative/element-box.js';
import { FRAME_INSET, type Geometry, type NodeSize, type SceneIndex } from '../types.js';
import { layLattice, type LatticeSpec } from './grid-lattice.js';
import { frameChain } from './grid-targets.js';

/** The lattice settings every scope shares (from layoutStrategy). */
export interface GridStyle {
  gapX: number;
  gapY: number;
  fillRows: boolean;
  reverseX: boolean;
  reverseY: boolean;
}

/** The working state of one grid placement. */
export interface GridRun {
  index: SceneIndex;
  geometry: Geometry;
  toPlace: ReadonlySet<string>;
  sizeOf: (id: string) => NodeSize;
  /** Frames with a box of their own during placement (place/anchor-nodes.ts fixedFrames). */
  fixedFrames: ReadonlyMap<string, Box>;
  style: GridStyle;
  /** Boxes to keep clear of, by element id; grows as nodes are placed. */
  obstacles: Map<string, Box>;
  diagnostics: Diagnostic[];
}

/** Something laid in one lattice: a node, or a block of nodes that must stay together. */
export interface GridItem {
  id: string;
  width: number;
  height: number;
  /** A block's nodes, relative to its top-left corner; absent for a node. */
  members?: Array<{ id: string; dx: number; dy: number; width: number; height: number }>;
}

/** Room a block keeps around its nodes (a frame's inset, a band's title strip). */
export interface Inset {
  side: number;
  top: number;
  bottom: number;
}

/**
 * Places the unplaced nodes of one scope (the top level, or a frame) and of the frames in
 * it. A frame with a box of its own (fixedFrames: placed frames, lanes of placed pools),
 * or one fitted later around anchored content, is a scope of
 * its own, placed first: inside its box (members that do not fit land in the outer scope,
 * NODE_OUTSIDE_FRAME) or below (LR: beside) its anchored content. Any other frame becomes
 * one block, gridded inside with FRAME_INSET around, so its members stay together. Returns
 * the items that did not fit a bounded scope.
 */
export function placeScope(run: GridRun, scope: string | null, origin: Point, area?: Box): GridItem[] {
  return layItems(run, scopeItems(run, scope), origin, frameChain(run.index, scope), area);
}

/**
 * The items of a scope's lattice in document order: its unplaced nodes, blocks for its
 * frames without anchored content, and the members that did not fit the frames placed
 * as scopes of their own (which are placed on the way).
 */
export function scopeItems(run: GridRun, scope: string | null): GridItem[] {
  const items: GridItem[] = [];
  for (const child of scopeChildren(run, scope)) {
    if (run.toPlace.has(child)) items.push({ id: child, ...run.sizeOf(child) });
    else if (isOwnScope(run, child)) items.push(...placeFrameScope(run, child));
    else items.push(frameBlock(run, child));
  }
  return items;
}

/** Lays items in a lattice from `origin`, writes their boxes, and returns those that leave `area`. */
export function layItems(run: GridRun, items: readonly GridItem[], origin: Point, insideOf: readonly string[], area?: Box): GridItem[] {
  if (items.length === 0) return [];
  const cell = cellSize(items);
  const { gapX, gapY } = run.style;
  const spec: LatticeSpec = {
    origin,
    cell,
    ...run.style,
    blocked: (candidate) => blockedBy(run.obstacles, candidate, insideOf, gapX, gapY),
  };
  if (area !== undefined) {
    spec.maxPerRank = run.style.fillRows
      ? Math.max(1, Math.floor((area.width + gapX) / (cell.width + gapX)))
      : Math.max(1, Math.floor((area.height + gapY) / (cell.height + gapY)));
  }
  const positions = layLattice(items, spec);
  const overflow: GridItem[] = [];
  items.forEach((item, i) => {
    const at = positions[i]!;
    const box = { x: at.x, y: at.y, width: item.width, height: item.height };
    if (area !== undefined && !inside(area, box)) {
      overflow.push(item);
      return;
    }
    commit(run, item, at);
  });
  return overflow;
}

/** Writes an item's boxes (a block: each of its nodes) and makes them obstacles. */
function commit(run: GridRun, item: GridItem, at: Point): void {
  const members = item.members ?? [{ id: item.id, dx: 0, dy: 0, width: item.width, height: item.height }];
  for (const member of members) {
    const box = roundBox({ x: at.x + member.dx, y: at.y + member.dy, width: member.width, height: member.height });
    run.geometry.boxes.set(member.id, box);
    run.obstacles.set(member.id, box);
  }
  if (item.members !== undefined) run.obstacles.set(item.id, { x: at.x, y: at.y, width: item.width, height: item.height });
}

/** Builds a block: the items gridded from (inset.side, inset.top), no obstacles, with the inset around. */
export function buildBlock(run: GridRun, id: string, items: readonly GridItem[], inset: Inset): GridItem {
  const cell = cellSize(items);
  const positions = layLattice(items, { origin: { x: inset.side, y: inset.top }, cell, ...run.style, blocked: () => false });
  const members: NonNullable<GridItem['members']> = [];
  let width = 0;
  let height = 0;
  items.forEach((item, i) => {
    const at = positions[i]!;
    width = Math.max(width, at.x + item.width);
    height = Math.max(height, at.y + item.height);
    for (const member of item.members ?? [{ id: item.id, dx: 0, dy: 0, width: item.width, height: item.height }]) {
      members.push({ ...member, dx: at.x + member.dx, dy: at.y + member.dy });
    }
  });
  return { id, width: width + inset.side, height: height + inset.bottom, members };
}

/** A frame with no anchored content and no box of its own: one block of its nodes. */
function frameBlock(run: GridRun, frameId: string): GridItem {
  const items = scopeChildren(run, frameId).map((child) => (run.toPlace.has(child) ? { id: child, ...run.sizeOf(child) } : frameBlock(run, child)));
  return buildBlock(run, frameId, items, FRAME_INSET);
}

/** Places a frame that is a scope of its own; returns its members that land outside it. */
function placeFrameScope(run: GridRun, frameId: string): GridItem[] {
  const own = run.fixedFrames.get(frameId);
  let overflow: GridItem[];
  if (own !== undefined) {
    const area = { x: own.x + FRAME_INSET.side, y: own.y + FRAME_INSET.top, width: own.width - 2 * FRAME_INSET.side, height: own.height - FRAME_INSET.top - FRAME_INSET.bottom };
    overflow = placeScope(run, frameId, { x: area.x, y: area.y }, area);
    for (const item of overflow) {
      for (const member of item.members ?? [item]) {
        run.diagnostics.push(
          diagnostic('NODE_OUTSIDE_FRAME', `"${member.id}" does not fit in frame "${frameId}" and was placed outside it: make the frame larger or remove its layout`, {
            elementId: member.id,
            data: { frameId },
          }),
        );
      }
    }
  } else {
    const anchoredContent = elementBox(run.index, run.geometry, frameId)!;
    const content = { x: anchoredContent.x + FRAME_INSET.side, y: anchoredContent.y + FRAME_INSET.top, right: right(anchoredContent) - FRAME_INSET.side, bottom: bottom(anchoredContent) - FRAME_INSET.bottom };
    const origin = run.style.fillRows ? { x: content.x, y: content.bottom + run.style.gapY } : { x: content.right + run.style.gapX, y: content.y };
    overflow = placeScope(run, frameId, origin);
  }
  const box = elementBox(run.index, run.geometry, frameId);
  if (box !== undefined) run.obstacles.set(frameId, box);
  return overflow;
}

/** A frame placed as a scope of its own: it has a box of its own, or anchored content somewhere inside. */
function isOwnScope(run: GridRun, frameId: string): boolean {
  return run.fixedFrames.has(frameId) || elementBox(run.index, run.geometry, frameId) !== undefined;
}

/** The nodes to place directly in a scope and the frames in it that hold some, in document order. */
function scopeChildren(run: GridRun, scope: string | null): string[] {
  const { index } = run;
  const candidates = scope === null ? index.scene.elements.map((element) => element.id).filter((id) => !index.frameOf.has(id)) : (index.childrenOf.get(scope) ?? []);
  const order = new Map(index.scene.elements.map((element, i) => [element.id, i]));
  return candidates
    .filter((id) => run.toPlace.has(id) || (index.byId.get(id)?.kind === 'frame' && holdsUnplaced(run, id)))
    .sort((a, b) => order.get(a)! - order.get(b)!);
}

function holdsUnplaced(run: GridRun, frameId: string, depth = 0): boolean {
  if (depth > 64) return false;
  return (run.index.childrenOf.get(frameId) ?? []).some(
    (child) => run.toPlace.has(child) || (run.index.byId.get(child)?.kind === 'frame' && holdsUnplaced(run, child, depth + 1)),
  );
}

/** Cells as large as the largest node among the items (the largest block when there is no node). */
function cellSize(items: readonly GridItem[]): NodeSize {
  const nodes = items.filter((item) => item.members === undefined);
  const basis = nodes.length > 0 ? nodes : items;
  return { width: Math.max(...basis.map((item) => item.width)), height: Math.max(...basis.map((item) => item.height)) };
}

function blockedBy(obstacles: ReadonlyMap<string, Box>, area: Box, insideOf: readonly string[], gapX: number, gapY: number): boolean {
  for (const [id, box] of obstacles) {
    if (insideOf.includes(id)) continue;
    if (area.x < right(box) + gapX && box.x < right(area) + gapX && area.y < bottom(box) + gapY && box.y < bottom(area) + gapY) return true;
  }
  return false;
}

function inside(area: Box, box: Box): boolean {
  const slack = 0.01;
  return box.x >= area.x - slack && box.y >= area.y - slack && right(box) <= right(area) + slack && bottom(box) <= bottom(area) + slack;
}
