import { beforeAll, describe, expect, it } from 'vitest';
import { loadRenderResources, type RenderResources } from '../../../fonts/node.js';
import { render, renderMermaid } from '../../../engine/render-api/index.js';
import { decodePng, hasPngSignature } from '../raster/decode-png.js';
import { flowchart, normalized } from '../../../bench/graphs.js';
import { toMermaid } from '../../../engine/mermaid/index.js';
import { drawingOfComputed } from '../../../harness/drawing-metrics/computed-drawing.js';
import { edgesThroughNodes, overlappingNodes } from '../../../harness/drawing-metrics/through-nodes.js';

let resources: RenderResources;

beforeAll(async () => {
  resources = await loadRenderResources();
});

const WORKFLOW = {
  schemaVersion: '0.1',
  scene: { id: 'flow', title: 'Order flow' },
  diagramFamily: 'workflow',
  layoutStrategy: { algorithm: 'hierarchical', direction: 'LR' },
  elements: [
    { id: 'start', kind: 'node', nodeType: 'workflow.start', label: 'Order' },
    { id: 'check', kind: 'node', nodeType: 'workflow.task', label: 'Check stock' },
    { id: 'ok', kind: 'node', nodeType: 'workflow.gateway', label: 'In stock?' },
    { id: 'end', kind: 'node', nodeType: 'workflow.end', label: 'Done' },
    { id: 'f1', kind: 'edge', from: { elementId: 'start' }, to: { elementId: 'check' }, edgeType: 'workflow.sequenceFlow' },
    { id: 'f2', kind: 'edge', from: { elementId: 'check' }, to: { elementId: 'ok' }, edgeType: 'workflow.sequenceFlow' },
    { id: 'f3', kind: 'edge', from: { elementId: 'ok' }, to: { elementId: 'end' }, edgeType: 'workflow.messageFlow', label: 'yes' },
  ],
};

const size = (svg: string): { width: number; height: number } => {
  const match = /<svg[^>]*\swidth="([\d.]+)"[^>]*\sheight="([\d.]+)"/.exec(svg);
  if (match === null) throw new Error('no size on the <svg>');
  return { width: Number(match[1]), height: Number(match[2]) };
};

describe('render (one call)', () => {
  it('validates, lays out and draws a scene document as SVG', async () => {
    const result = await render(WORKFLOW, { fonts: resources.fonts });
    expect(result.valid).toBe(true);
    expect(result.svg).toMatch(/^<svg /);
    expect(result.svg).toContain('<title>Order flow</title>');
    expect(result.png).toBeUndefined();
    expect(Object.keys(result.computed!.elements)).toEqual(expect.arrayContaining(['start', 'check', 'ok', 'end', 'f1', 'f2', 'f3']));
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('draws the same bytes twice', async () => {
    const a = await render(WORKFLOW, { fonts: resources.fonts, theme: 'sketch' });
    const b = await render(structuredClone(WORKFLOW), { fonts: resources.fonts, theme: 'sketch' });
    expect(a.svg).toBe(b.svg);
  });

  it('rasterises to PNG at the canvas size, and at double size with scale 2', async () => {
    const one = await render(WORKFLOW, { fonts: resources.fonts, format: 'png', wasm: resources.wasm });
    expect(hasPngSignature(one.png!)).toBe(true);
    const { width, height } = size(one.svg!);
    const png = decodePng(one.png!);
    expect([png.width, png.height]).toEqual([Math.ceil(width), Math.ceil(height)]);
    expect(png.pixel(0, 0)).toEqual([255, 255, 255, 255]); // the clean theme's white canvas
    // The task's border is dark where layout put it, and its label has glyph pixels.
    const canvas = one.computed!.canvas;
    const task = one.computed!.elements.check!;
    if (task.kind !== 'node' || task.label === undefined) throw new Error('the task has no box or label');
    const at = (x: number, y: number) => png.pixel(Math.round(x - canvas.x), Math.round(y - canvas.y));
    expect(Math.min(...at(task.box.x, task.box.y + task.box.height / 2).slice(0, 3))).toBeLessThan(128);
    let ink = 0;
    const label = task.label.box;
    for (let y = label.y; y < label.y + label.height; y++) {
      for (let x = label.x; x < label.x + label.width; x++) if (Math.min(...at(x, y).slice(0, 3)) < 128) ink++;
    }
    expect(ink).toBeGreaterThan(30);
    const two = decodePng((await render(WORKFLOW, { fonts: resources.fonts, format: 'png', scale: 2, wasm: resources.wasm })).png!);
    expect([two.width, two.height]).toEqual([Math.ceil(width * 2), Math.ceil(height * 2)]);
  });

  it('draws the theme: dark gives a dark canvas', async () => {
    const result = await render(WORKFLOW, { fonts: resources.fonts, format: 'png', theme: 'dark', wasm: resources.wasm });
    const [r, g, b] = decodePng(result.png!).pixel(1, 1);
    expect(Math.max(r, g, b)).toBeLessThan(80);
  });

  it('refuses an invalid scene with its diagnostics and no picture', async () => {
    const broken = { ...WORKFLOW, elements: [...WORKFLOW.elements, { id: 'f4', kind: 'edge', from: { elementId: 'nowhere' }, to: { elementId: 'end' } }] };
    const result = await render(broken, { fonts: resources.fonts, format: 'png', wasm: resources.wasm });
    expect(result.valid).toBe(false);
    expect(result.svg).toBeUndefined();
    expect(result.png).toBeUndefined();
    expect(result.diagnostics.map((d) => d.code)).toContain('EDGE_ENDPOINT_NOT_FOUND');
    expect((await render('not an object at all {', { fonts: resources.fonts })).valid).toBe(false);
    expect((await render(42, { fonts: resources.fonts })).valid).toBe(false);
  });

  it('reads Mermaid text, with its warnings among the diagnostics', async () => {
    const result = await render('flowchart LR\n  A[Start] --> B{Ok?}\n  B -->|yes| C[Done]\n  click A callback\n', { fonts: resources.fonts });
    expect(result.valid).toBe(true);
    expect(result.svg).toContain('Start');
    expect(result.diagnostics.map((d) => d.code)).toContain('MERMAID_UNSUPPORTED');
  });

  it('refuses Mermaid that does not parse, saying where', async () => {
    const result = await render('pie\n  "a": 1\n', { fonts: resources.fonts });
    expect(result.valid).toBe(false);
    expect(result.diagnostics[0]!.code).toBe('MERMAID_TYPE_UNSUPPORTED');
    const syntax = await render('flowchart LR\n  A -->\n', { fonts: resources.fonts });
    expect(syntax.diagnostics[0]!.code).toBe('MERMAID_SYNTAX_ERROR');
    expect(syntax.diagnostics[0]!.data).toMatchObject({ line: expect.any(Number), column: expect.any(Number) });
  });

  it('renderMermaid gives the SVG and the diagnostics', async () => {
    const drawn = await renderMermaid('erDiagram\n  CUSTOMER ||--o{ ORDER : places\n', { fonts: resources.fonts });
    expect(drawn.svg).toMatch(/^<svg /);
    expect(drawn.valid).toBe(true);
    const refused = await renderMermaid('', { fonts: resources.fonts });
    expect(refused.svg).toBeUndefined();
    expect(refused.valid).toBe(false);
    expect(refused.diagnostics[0]!.code).toBe('MERMAID_EMPTY');
  });

  it('renderMermaid draws a PNG with format png, and refuses a scene object loudly', async () => {
    const drawn = await renderMermaid('flowchart LR\n  A --> B\n', { fonts: resources.fonts, format: 'png', wasm: resources.wasm });
    expect(drawn.valid).toBe(true);
    expect([...drawn.png!.subarray(1, 4)].map((code) => String.fromCharCode(code)).join('')).toBe('PNG');
    expect(drawn.scale).toBe(1);
    await expect(renderMermaid({ schemaVersion: '0.1' } as unknown as string, { fonts: resources.fonts })).rejects.toThrow(TypeError);
  });

  it('render and renderMermaid draw a sequenceDiagram (issue 32), valid, with its warnings', async () => {
    const text = 'sequenceDiagram\n  Alice->>+John: Hello John\n  Note right of John: thinks\n  John-->>-Alice: Great!\n';
    const drawn = await renderMermaid(text, { fonts: resources.fonts });
    expect(drawn.svg).toMatch(/^<svg /);
    for (const label of ['Alice', 'John', 'Hello John', 'thinks', 'Great!']) expect(drawn.svg).toContain(label);
    expect(drawn.diagnostics.map((d) => d.code)).toEqual(['MERMAID_APPROXIMATED']);
    const rendered = await render(text, { fonts: resources.fonts });
    expect(rendered.valid).toBe(true);
    expect(rendered.svg).toBe(drawn.svg);
  });

  it('throws RangeError for options a caller got wrong', async () => {
    await expect(render(WORKFLOW, { fonts: resources.fonts, theme: 'neon' as 'clean' })).rejects.toThrow(/unknown theme "neon"/);
    await expect(render(WORKFLOW, { fonts: resources.fonts, format: 'gif' as 'png' })).rejects.toThrow(RangeError);
    await expect(render(WORKFLOW, { fonts: resources.fonts, format: 'png', scale: 0, wasm: resources.wasm })).rejects.toThrow(/scale 0 is out of range/);
  });
});

describe('large diagrams (the library is not bound by the service\'s 1,000 elements)', () => {
  // The 1,000-node bench flowchart: 2,286 elements as Mermaid text (56 KB). 5-20 s on the shared machine.
  // render of Mermaid text is what renderMermaid returns (its svg and diagnostics), with the layout to check.
  it('draws the 1,000-node bench flowchart from Mermaid text, no edge through a node, no nodes overlapping', async () => {
    const written = toMermaid(normalized(flowchart(1000)));
    if (!written.ok) throw new Error(written.message);
    const drawn = await render(written.mermaid, { fonts: resources.fonts, uniqueIds: false });
    expect(drawn.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(drawn.svg).toMatch(/^<svg /);
    // Every node and edge drawn: each is a group with the id `dsp-<element id>` (the plain ids, not the per-drawing ones).
    const drawnIds = new Set([...drawn.svg!.matchAll(/ id="dsp-([^"]+)"/g)].map((m) => m[1]));
    const elementIds = normalized(flowchart(1000)).elements.map((e) => e.id);
    expect(elementIds.filter((id) => !drawnIds.has(id))).toEqual([]);
    // Measured the way the quality bench measures it (harness/drawing-metrics/through-nodes.ts).
    const drawing = drawingOfComputed(drawn.computed!);
    expect(drawing.nodes).toHaveLength(1000);
    expect(edgesThroughNodes(drawing.nodes, drawing.edges)).toEqual([]);
    expect(overlappingNodes(drawing.nodes)).toEqual([]);
  }, 90_000);
});
