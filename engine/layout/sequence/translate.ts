import type { ComputedElement, ComputedNode } from '../../model/computed.js';
import { px, type Box } from '../../model/geometry.js';
import { offsetTable } from '../er/offset-table.js';
import { offsetText } from '../er/place-text.js';

/** The element moved by (dx, dy): every box, point and text position in it (guides stay: their position is the document's). */
export function translateElement(element: ComputedElement, dx: number, dy: number): ComputedElement {
  const move = (box: Box): Box => ({ ...box, x: px(box.x + dx), y: px(box.y + dy) });
  switch (element.kind) {
    case 'node':
      return translateNode(element, dx, dy, move);
    case 'edge': {
      const moved = { ...element, points: element.points.map((point) => ({ x: px(point.x + dx), y: px(point.y + dy) })) };
      if (element.label !== undefined) moved.label = offsetText(element.label, dx, dy);
      return moved;
    }
    case 'frame': {
      const moved = { ...element, box: move(element.box) };
      if (element.title !== undefined) moved.title = offsetText(element.title, dx, dy);
      if (element.titleBand !== undefined) moved.titleBand = move(element.titleBand);
      if (element.tab !== undefined) moved.tab = move(element.tab);
      return moved;
    }
    case 'text': {
      const moved = { ...element, box: move(element.box) };
      if (element.label !== undefined) moved.label = offsetText(element.label, dx, dy);
      return moved;
    }
    case 'group':
    case 'image':
      return { ...element, box: move(element.box) };
    case 'guide':
      return element;
  }
}

function translateNode(node: ComputedNode, dx: number, dy: number, move: (box: Box) => Box): ComputedNode {
  const moved: ComputedNode = {
    ...node,
    box: move(node.box),
    ports: node.ports.map((port) => ({ ...port, x: px(port.x + dx), y: px(port.y + dy) })),
  };
  if (node.label !== undefined) moved.label = offsetText(node.label, dx, dy);
  if (node.icon !== undefined) moved.icon = { ...node.icon, box: move(node.icon.box) };
  if (node.table !== undefined) moved.table = offsetTable(node.table, dx, dy);
  if (node.lifeline !== undefined) {
    const { x, top, bottom, foot } = node.lifeline;
    moved.lifeline = { x: px(x + dx), top: px(top + dy), bottom: px(bottom + dy) };
    if (foot !== undefined) moved.lifeline.foot = move(foot);
  }
  return moved;
}
