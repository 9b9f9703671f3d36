import { growBox, inflate, px, shrinkBox, unionBoxes, type Box, type Insets } from '../../geometry/index.js';
import { frameInsets, groupInsets } from '../frames/frame-metrics.js';
import { memberExtent } from '../frames/member-extent.js';
import type { Geometry } from '../types.js';
import type { BlockInput } from './elk-block.js';
import { ObstacleSet } from './obstacle-set.js';

/**
 * What incremental placement knows while it works: the boxes placed so far (anchored nodes
 * first), text and image boxes, frames with their own box, and for every other frame the
 * union of its placed members, which it will be fitted around. New nodes keep clear of all
 * of these except the frames that hold them.
 */
export class PlacementState {
  readonly obstacles = new ObstacleSet();
  /** Container → union of the extents of its placed members (at any depth). */
  private readonly contents = new Map<string, Box>();
  private readonly insets = new Map<string, Insets>();
  readonly gap: number;

  constructor(
    readonly input: BlockInput,
    readonly geometry: Geometry,
    /** Frames with a box of their own (absolute layout not at 0, 0; lanes of such pools). */
    readonly fixed: ReadonlyMap<string, Box>,
  ) {
    this.gap = input.index.strategy.nodeSpacing;
    for (const [id, box] of fixed) this.obstacles.set(id, box);
    for (const id of [...input.index.texts, ...input.index.images].map((e) => e.id)) {
      const box = geometry.boxes.get(id);
      if (box !== undefined) this.obstacles.set(id, box);
    }
    for (const id of geometry.anchored) this.addNode(id, geometry.boxes.get(id)!);
  }

  /** Records a placed node: its box in the geometry, its extent as an obstacle, its containers' contents. */
  addNode(id: string, box: Box): void {
    this.geometry.boxes.set(id, box);
    const extent = memberExtent(this.input.index, id, box, this.input.labels);
    this.obstacles.set(id, extent);
    for (let up = this.parentOf(id); up !== undefined; up = this.parentOf(up)) {
      const content = this.contents.get(up);
      this.contents.set(up, content === undefined ? extent : unionBoxes([content, extent])!);
      if (!this.fixed.has(up) && this.input.tree.kind.get(up) === 'frame') this.obstacles.set(up, this.frameBox(up)!);
    }
  }

  /** The container an element is placed in (tree parent; for text and images their frame or group). */
  parentOf(id: string): string | undefined {
    const index = this.input.index;
    return this.input.tree.parent.get(id) ?? (this.input.tree.kind.has(id) ? undefined : (index.frameOf.get(id) ?? index.groupOf.get(id)));
  }

  /** Whether `id` lies inside container `ancestor`, at any depth. */
  isInside(id: string, ancestor: string): boolean {
    for (let up = this.parentOf(id); up !== undefined; up = this.parentOf(up)) if (up === ancestor) return true;
    return false;
  }

  /** Union of the placed members of a container, or undefined. */
  contentOf(container: string): Box | undefined {
    return this.contents.get(container);
  }

  /** Room a container keeps around its members (measured once: frame titles set the top). */
  insetsOf(container: string): Insets {
    let insets = this.insets.get(container);
    if (insets === undefined) {
      const element = this.input.index.byId.get(container);
      if (element?.kind === 'group') insets = groupInsets(element);
      else if (element?.kind === 'frame') insets = frameInsets(element, this.input.index.strategy, this.input.labels, false);
      else insets = { top: 0, right: 0, bottom: 0, left: 0 };
      this.insets.set(container, insets);
    }
    return insets;
  }

  /** A frame's box as it stands: its own, or its placed members plus its insets. */
  frameBox(container: string): Box | undefined {
    const own = this.fixed.get(container);
    if (own !== undefined) return own;
    const content = this.contents.get(container);
    return content === undefined ? undefined : growBox(content, this.insetsOf(container));
  }

  /** Inside a frame with its own box, the area its members may use. */
  innerBox(container: string): Box | undefined {
    const own = this.fixed.get(container);
    return own === undefined ? undefined : shrinkBox(own, this.insetsOf(container));
  }

  /**
   * What stands in the way of a candidate extent for a piece placed in `parent`: boxes
   * closer than the node spacing (frames holding the piece excepted), and boxes that the
   * piece's layout-less frames would run into once grown around it.
   */
  blockers(candidate: Box, parent: string | undefined, nodeBoxes: readonly Box[]): Box[] {
    // A node at exactly 0, 0 would read as "not placed" on the next layout.
    if (nodeBoxes.some((box) => px(box.x) === 0 && px(box.y) === 0)) return [{ x: candidate.x, y: candidate.y, width: 1, height: 1 }];
    const holds = (id: string) => parent !== undefined && (id === parent || this.isInside(parent, id));
    const found: Box[] = [];
    for (const id of this.obstacles.near(candidate, this.gap)) {
      if (!holds(id)) found.push(inflate(this.obstacles.get(id)!, this.gap));
    }
    if (found.length > 0) return found;
    for (let up = parent; up !== undefined && !this.fixed.has(up); up = this.parentOf(up)) {
      if (this.input.tree.kind.get(up) !== 'frame') continue;
      const current = this.frameBox(up);
      const grown = unionBoxes([growBox(candidate, this.insetsOf(up)), ...(current === undefined ? [] : [current])])!;
      const half = this.gap / 2;
      for (const id of this.obstacles.near(grown, half)) {
        if (id === up || this.isInside(id, up) || this.isInside(up, id)) continue;
        found.push(inflate(this.obstacles.get(id)!, this.gap));
      }
      if (found.length > 0) return found;
    }
    return found;
  }
}
