import type { ComputedNode } from '../../model/index.js';
import { pathData } from '../svg/path-data.js';
import type { RenderContext, ResolvedStyle } from '../types.js';

/** Side of the small square marking a port on a node's border. */
export const PORT_MARK_SIZE = 6;

/** The node's ports as small squares centred on their border points, in the node's stroke colour. */
export function drawPorts(nodeId: string, computed: ComputedNode, style: ResolvedStyle, context: RenderContext): string {
  const half = PORT_MARK_SIZE / 2;
  // A loop rather than map(callback): under tsx every closure made per node costs a naming call.
  let markup = '';
  for (const port of computed.ports) {
    const d = pathData().move(port.x - half, port.y - half).horizontal(port.x + half).vertical(port.y + half).horizontal(port.x - half).close();
    markup += context.look.shape(d.toString(), { fill: style.stroke, stroke: 'none', strokeWidth: 0 }, `${nodeId}:port:${port.id}`);
  }
  return markup;
}
