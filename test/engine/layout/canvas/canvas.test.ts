import { describe, expect, it } from 'vitest';
import { computeCanvas } from '../../../../engine/layout/canvas/canvas.js';
import type { Computed, ComputedElement, TextLayout } from '../../../../engine/model/computed.js';
import type { Box } from '../../../../engine/geometry/index.js';
import { node, sceneIndex } from '../place/layout-fixture.js';

const box = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });
const text = (b: Box): TextLayout => ({ box: b, font: 'sans', lineHeight: 15, runs: [], overflow: false });
const nodeAt = (b: Box): ComputedElement => ({ kind: 'node', box: b, shape: 'rect', ports: [] });

function canvasFor(
  elements: Record<string, ComputedElement>,
  options: { canvas?: Record<string, unknown>; allAutoLaidOut?: boolean; bands?: Computed['bands']; hidden?: string[] } = {},
) {
  const index = sceneIndex({
    scene: { id: 'test', ...(options.canvas !== undefined ? { canvas: options.canvas } : {}) },
    elements: Object.keys(elements).map((id) => node(id, options.hidden?.includes(id) ? { visible: false } : {})),
  });
  return computeCanvas(index, { elements, bands: options.bands ?? [] }, { allAutoLaidOut: options.allAutoLaidOut ?? false });
}

describe('computeCanvas', () => {
  it('is the content plus a 40 px margin without a declared size, with no diagnostic', () => {
    expect(canvasFor({ a: nodeAt(box(40, 40, 150, 60)) })).toEqual({ canvas: box(0, 0, 230, 140), diagnostics: [] });
    expect(canvasFor({ a: nodeAt(box(300, 200, 100, 50)) })).toEqual({ canvas: box(260, 160, 180, 130), diagnostics: [] });
    expect(canvasFor({})).toEqual({ canvas: box(0, 0, 80, 80), diagnostics: [] });
  });

  it('counts labels outside boxes, routes, edge labels, frame titles, text, images and bands; not groups, guides or hidden elements', () => {
    const elements: Record<string, ComputedElement> = {
      n: { ...(nodeAt(box(100, 100, 50, 50)) as object), label: text(box(90, 150, 70, 20)) } as ComputedElement,
      e: { kind: 'edge', from: 'n', to: 'n', router: 'straight', points: [{ x: 150, y: 120 }, { x: 400, y: 120 }], label: text(box(250, 125, 60, 15)), selfLoop: false },
      f: { kind: 'frame', box: box(80, 60, 200, 150), containerType: 'generic', title: text(box(85, 62, 50, 15)) },
      t: { kind: 'text', box: box(50, 300, 100, 20) },
      i: { kind: 'image', box: box(500, 80, 40, 40) },
      g: { kind: 'group', box: box(-500, -500, 10, 10) },
      h: { kind: 'guide', orientation: 'vertical', position: -900 },
      hidden: nodeAt(box(2000, 2000, 10, 10)),
    };
    const bands = [{ nodeType: 'service', title: text(box(60, 40, 60, 15)), box: box(60, 40, 120, 150), members: ['n'] }];
    // Content: x 50..540, y 40..320.
    expect(canvasFor(elements, { bands, hidden: ['hidden'] }).canvas).toEqual(box(10, 0, 570, 360));
  });

  it('keeps a declared size that holds the content, from the origin', () => {
    expect(canvasFor({ a: nodeAt(box(300, 250, 200, 100)) }, { canvas: { width: 800, height: 600 } })).toEqual({ canvas: box(0, 0, 800, 600), diagnostics: [] });
  });

  it('grows a declared canvas that is too small and says which dimensions grew', () => {
    const { canvas, diagnostics } = canvasFor({ a: nodeAt(box(40, 40, 400, 100)) }, { canvas: { width: 300, height: 200 } });
    expect(canvas).toEqual(box(0, 0, 480, 200));
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'CANVAS_AUTO_EXTENDED',
        severity: 'info',
        data: { declaredWidth: 300, declaredHeight: 200, width: 480, height: 200, extendedDimensions: ['width'] },
      }),
    ]);
  });

  it('grows to negative x/y for content left of or above the origin', () => {
    const { canvas, diagnostics } = canvasFor({ a: nodeAt(box(-100, -20, 100, 50)), b: nodeAt(box(200, 200, 100, 50)) }, { canvas: { width: 400, height: 300 } });
    expect(canvas).toEqual(box(-140, -60, 540, 360));
    expect(diagnostics[0]!.data).toEqual({ declaredWidth: 400, declaredHeight: 300, width: 540, height: 360, extendedDimensions: ['width', 'height'] });
  });

  it('tightens each declared axis above 1.3 x the content to content x 1.4, centred, when every node is auto-laid-out', () => {
    const content = { a: nodeAt(box(40, 40, 500, 300)) };
    const { canvas, diagnostics } = canvasFor(content, { canvas: { width: 2000, height: 600 }, allAutoLaidOut: true });
    expect(canvas).toEqual(box(-60, -20, 700, 420));
    expect(diagnostics.map((d) => [d.code, d.severity, d.data])).toEqual([
      ['CANVAS_AUTO_TIGHTENED', 'info', { axis: 'x', declaredSize: 2000, finalSize: 700, contentWidth: 500, contentHeight: 300 }],
      ['CANVAS_AUTO_TIGHTENED', 'info', { axis: 'y', declaredSize: 600, finalSize: 420, contentWidth: 500, contentHeight: 300 }],
    ]);
    // 640 is not more than 1.3 x 500: kept.
    expect(canvasFor(content, { canvas: { width: 640, height: 400 }, allAutoLaidOut: true })).toEqual({ canvas: box(0, 0, 640, 400), diagnostics: [] });
    // Small content: never below the content plus its margins.
    expect(canvasFor({ a: nodeAt(box(40, 40, 50, 50)) }, { canvas: { width: 1000 }, allAutoLaidOut: true }).canvas).toEqual(box(0, 0, 130, 130));
  });

  it('reports content off the canvas centre by more than 10% when a node is user-positioned, one diagnostic per axis', () => {
    const content = { a: nodeAt(box(40, 40, 500, 300)) };
    const { canvas, diagnostics } = canvasFor(content, { canvas: { width: 2000, height: 600 } });
    expect(canvas).toEqual(box(0, 0, 2000, 600));
    const data = { canvasWidth: 2000, canvasHeight: 600, contentBounds: box(40, 40, 500, 300), horizontalOffsetPx: -710, verticalOffsetPx: -110 };
    expect(diagnostics.map((d) => [d.code, d.data])).toEqual([
      ['CANVAS_CONTENT_OFFSET', { axis: 'x', ...data }],
      ['CANVAS_CONTENT_OFFSET', { axis: 'y', ...data }],
    ]);
    // Within 10% of each dimension: nothing.
    expect(canvasFor({ a: nodeAt(box(330, 250, 200, 100)) }, { canvas: { width: 800, height: 600 } }).diagnostics).toEqual([]);
  });

  it('sizes an axis without a declared size from the content', () => {
    expect(canvasFor({ a: nodeAt(box(40, 40, 100, 100)) }, { canvas: { width: 300 } }).canvas).toEqual(box(0, 0, 300, 180));
  });
});
