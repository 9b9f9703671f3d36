import { unionBoxes, type Box } from '../../geometry/index.js';
import { memberExtent } from '../frames/member-extent.js';
import { layoutItems, type BlockInput } from './elk-block.js';

/** Something placed in one go: a node, or a block ELK laid out (a container, or connected nodes). */
export interface Piece {
  /** The units it places (node or container ids). */
  units: string[];
  /** The container it is placed in (undefined: the top level). */
  parent: string | undefined;
  /** Node boxes, relative to the piece's own origin. */
  nodes: Map<string, Box>;
  /** Everything it covers (outside labels, ELK's compound boxes), same coordinates. */
  extent: Box;
}

/**
 * The piece made of these units (all in one container): a lone node at its size, else
 * the units laid out together by ELK, with their containers.
 */
export async function pieceOf(input: BlockInput, members: string[]): Promise<Piece> {
  const { index, tree } = input;
  const parent = tree.parent.get(members[0]!);
  if (members.length === 1 && tree.kind.get(members[0]!) === 'node') {
    const id = members[0]!;
    const size = input.sizes.get(id) ?? { width: index.strategy.nodeWidth, height: index.strategy.nodeHeight };
    const box = { x: 0, y: 0, ...size };
    return { units: members, parent, nodes: new Map([[id, box]]), extent: memberExtent(index, id, box, input.labels) };
  }
  const boxes = await layoutItems({ ...input, bands: null }, members);
  const nodes = new Map<string, Box>();
  const extents: Box[] = [];
  for (const [id, box] of boxes) {
    extents.push(memberExtent(index, id, box, input.labels));
    if (tree.kind.get(id) === 'node') nodes.set(id, box);
  }
  return { units: members, parent, nodes, extent: unionBoxes(extents) ?? { x: 0, y: 0, width: 0, height: 0 } };
}
