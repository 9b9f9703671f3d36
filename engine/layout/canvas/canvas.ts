import { diagnostic, type Computed, type Diagnostic } from '../../model/index.js';
import { px, roundBox, type Box } from '../../geometry/index.js';
import type { SceneIndex } from '../types.js';
import { contentBounds } from './content-bounds.js';

/** Space kept between the content and the canvas edge. */
export const CANVAS_MARGIN = 40;
/** A declared axis more than this times the content is tightened (all nodes auto-laid-out)... */
const TIGHTEN_ABOVE = 1.3;
/** ...to this times the content (never below the content plus its margins). */
const TIGHTEN_TO = 1.4;
/** The content centre may be off the canvas centre by this fraction of a dimension. */
const OFFSET_ALLOWED = 0.1;

export interface CanvasOptions {
  /** Every node was placed by the engine (none by the author): only then may a declared canvas shrink. */
  allAutoLaidOut: boolean;
}

interface AxisRange {
  start: number;
  size: number;
}

/**
 * Pipeline stage 11: the canvas box and its diagnostics, from everything drawn (see
 * contentBounds). Without a declared size, an axis is the content plus a 40 px margin on
 * each side. A declared width or height (scene.canvas) is a minimum from the origin: when
 * the content with its margin does not fit, that axis grows (to negative x/y for content
 * left of or above the origin) and one CANVAS_AUTO_EXTENDED says so. Only when every node
 * is auto-laid-out and a declared axis is more than 1.3 x the content, that axis becomes
 * max(content x 1.4, content + margins), centred on the content, with one
 * CANVAS_AUTO_TIGHTENED per axis. With a user-positioned node, each axis whose content
 * centre is off the canvas centre by more than 10% of the canvas size gets a
 * CANVAS_CONTENT_OFFSET.
 */
export function computeCanvas(
  index: SceneIndex,
  computed: Pick<Computed, 'elements' | 'bands'>,
  options: CanvasOptions,
): { canvas: Box; diagnostics: Diagnostic[] } {
  const declared = index.scene.scene.canvas;
  const content = contentBounds(index, computed);
  const contentBox = content ?? { x: CANVAS_MARGIN, y: CANVAS_MARGIN, width: 0, height: 0 };
  const diagnostics: Diagnostic[] = [];
  const extended: Array<'width' | 'height'> = [];

  const axis = (name: 'x' | 'y', declaredSize: number | undefined): AxisRange => {
    const start = name === 'x' ? contentBox.x : contentBox.y;
    const size = name === 'x' ? contentBox.width : contentBox.height;
    const needStart = start - CANVAS_MARGIN;
    const needEnd = start + size + CANVAS_MARGIN;
    if (declaredSize === undefined) return { start: px(needStart), size: px(needEnd - needStart) };
    const tightened = px(Math.max(size * TIGHTEN_TO, size + 2 * CANVAS_MARGIN));
    if (options.allAutoLaidOut && content !== null && declaredSize > size * TIGHTEN_ABOVE && tightened < declaredSize) {
      diagnostics.push(tightenedDiagnostic(name, declaredSize, tightened, contentBox));
      return { start: px(start + size / 2 - tightened / 2), size: tightened };
    }
    const rangeStart = Math.min(0, needStart);
    const rangeSize = px(Math.max(declaredSize, needEnd) - rangeStart);
    if (rangeSize > declaredSize) extended.push(name === 'x' ? 'width' : 'height');
    return { start: px(rangeStart), size: rangeSize };
  };

  const xs = axis('x', declared?.width);
  const ys = axis('y', declared?.height);
  // Whole pixels outward: the SVG's width/height and the PNG's size then agree exactly.
  const canvas: Box = wholePixels({ x: xs.start, y: ys.start, width: xs.size, height: ys.size });
  if (extended.length > 0) diagnostics.unshift(extendedDiagnostic(declared?.width, declared?.height, canvas, extended));
  if (!options.allAutoLaidOut && content !== null) diagnostics.push(...offsetDiagnostics(canvas, content));
  return { canvas, diagnostics };
}

function wholePixels(box: Box): Box {
  const x = Math.floor(box.x);
  const y = Math.floor(box.y);
  return { x, y, width: Math.ceil(box.x + box.width) - x, height: Math.ceil(box.y + box.height) - y };
}

function extendedDiagnostic(declaredWidth: number | undefined, declaredHeight: number | undefined, canvas: Box, extended: Array<'width' | 'height'>): Diagnostic {
  const declared = `${declaredWidth ?? 'auto'} x ${declaredHeight ?? 'auto'}`;
  return diagnostic(
    'CANVAS_AUTO_EXTENDED',
    `the declared canvas (${declared}) is too small for the content and its ${CANVAS_MARGIN} px margin; it was grown to ${canvas.width} x ${canvas.height}: declare a larger canvas or leave its size out`,
    {
      data: {
        declaredWidth: declaredWidth ?? null,
        declaredHeight: declaredHeight ?? null,
        width: canvas.width,
        height: canvas.height,
        extendedDimensions: extended,
      },
    },
  );
}

function tightenedDiagnostic(axis: 'x' | 'y', declaredSize: number, finalSize: number, content: Box): Diagnostic {
  const dimension = axis === 'x' ? 'width' : 'height';
  return diagnostic(
    'CANVAS_AUTO_TIGHTENED',
    `the declared canvas ${dimension} (${declaredSize} px) is far larger than the auto-laid-out content; it was reduced to ${finalSize} px with the content centred: declare a smaller canvas, or place nodes yourself to keep it`,
    { data: { axis, declaredSize, finalSize, contentWidth: px(content.width), contentHeight: px(content.height) } },
  );
}

function offsetDiagnostics(canvas: Box, content: Box): Diagnostic[] {
  const horizontalOffsetPx = px(content.x + content.width / 2 - (canvas.x + canvas.width / 2));
  const verticalOffsetPx = px(content.y + content.height / 2 - (canvas.y + canvas.height / 2));
  const data = (axis: 'x' | 'y') => ({
    axis,
    canvasWidth: canvas.width,
    canvasHeight: canvas.height,
    contentBounds: roundBox(content),
    horizontalOffsetPx,
    verticalOffsetPx,
  });
  const diagnostics: Diagnostic[] = [];
  if (Math.abs(horizontalOffsetPx) > OFFSET_ALLOWED * canvas.width) {
    const side = horizontalOffsetPx > 0 ? 'right of' : 'left of';
    diagnostics.push(
      diagnostic('CANVAS_CONTENT_OFFSET', `the content centre is ${Math.abs(horizontalOffsetPx)} px ${side} the canvas centre: move the nodes, or run autoLayout to centre them`, { data: data('x') }),
    );
  }
  if (Math.abs(verticalOffsetPx) > OFFSET_ALLOWED * canvas.height) {
    const side = verticalOffsetPx > 0 ? 'below' : 'above';
    diagnostics.push(
      diagnostic('CANVAS_CONTENT_OFFSET', `the content centre is ${Math.abs(verticalOffsetPx)} px ${side} the canvas centre: move the nodes, or run autoLayout to centre them`, { data: data('y') }),
    );
  }
  return diagnostics;
}
