import { BoxBuckets, bucketSizeFor, contains, overlapArea, overlaps, type Box } from '../../geometry/index.js';
import type { SceneIndex } from '../types.js';

/**
 * The canvas as edge labels see it: the boxes a label must not overlap, and the labels
 * already placed. A frame is in the way only where its border runs (a label wholly inside
 * or wholly outside a frame is fine); groups are not drawn and never in the way.
 */
export class EdgeLabelSpace {
  private readonly solid: BoxBuckets;
  private readonly frames: BoxBuckets;
  private readonly labels: BoxBuckets;

  constructor(index: SceneIndex, obstacles: ReadonlyMap<string, Box>, titleBands: ReadonlyMap<string, Box>) {
    const solid: Box[] = [];
    const frames: Box[] = [];
    for (const [id, box] of obstacles) {
      const kind = index.byId.get(id)?.kind;
      if (kind === 'frame') frames.push(box);
      else if (kind !== 'group') solid.push(box);
    }
    solid.push(...titleBands.values());
    this.solid = filled(solid);
    this.frames = filled(frames);
    this.labels = new BoxBuckets(64);
  }

  /** How much a label box is in the way of things: overlapping area with boxes, frame borders and placed labels (0 = free). */
  cost(box: Box): number {
    let total = 0;
    for (const i of this.solid.query(box)) total += overlapArea(box, this.solid.box(i));
    for (const i of this.labels.query(box)) total += overlapArea(box, this.labels.box(i));
    for (const i of this.frames.query(box)) {
      const frame = this.frames.box(i);
      if (!overlaps(box, frame) || contains(frame, box)) continue;
      const inside = overlapArea(box, frame);
      // The smaller of the parts inside and outside: how far the label straddles the border.
      total += Math.min(inside, box.width * box.height - inside);
      if (contains(box, frame)) total += frame.width * frame.height;
    }
    return total;
  }

  /** Records a placed label. */
  occupy(box: Box): void {
    this.labels.add(box);
  }
}

function filled(boxes: readonly Box[]): BoxBuckets {
  const buckets = new BoxBuckets(bucketSizeFor(boxes));
  for (const box of boxes) buckets.add(box);
  return buckets;
}
