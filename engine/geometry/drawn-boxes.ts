import type { Box, ComputedElement } from '../model/index.js';

/**
 * The boxes a laid-out element draws into: node boxes and their labels (which may sit
 * below the box), icons, lifelines and their feet, edge routes (a curve's control points
 * bound it) and labels, frames with their titles, text, images. Groups and guides draw no
 * content (groups are not drawn; a guide is a line across the canvas).
 */
export function drawnBoxes(element: ComputedElement): Box[] {
  switch (element.kind) {
    case 'node': {
      const boxes = [element.box];
      if (element.label !== undefined) boxes.push(element.label.box);
      if (element.icon !== undefined) boxes.push(element.icon.box);
      const lifeline = element.lifeline;
      if (lifeline !== undefined) {
        boxes.push({ x: lifeline.x, y: lifeline.top, width: 0, height: lifeline.bottom - lifeline.top });
        if (lifeline.foot !== undefined) boxes.push(lifeline.foot);
      }
      return boxes;
    }
    case 'edge': {
      const boxes = element.points.map((point) => ({ x: point.x, y: point.y, width: 0, height: 0 }));
      if (element.label !== undefined) boxes.push(element.label.box);
      return boxes;
    }
    case 'frame': {
      const boxes = [element.box];
      if (element.title !== undefined) boxes.push(element.title.box);
      if (element.titleBand !== undefined) boxes.push(element.titleBand);
      return boxes;
    }
    case 'text':
      return element.label !== undefined ? [element.box, element.label.box] : [element.box];
    case 'image':
      return [element.box];
    case 'group':
    case 'guide':
      return [];
  }
}
