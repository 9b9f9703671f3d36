/**
 * Mermaid's own drawings of the corpus (dagre and ELK), made in headless Chromium from the
 * same text (mermaid-bundle.ts, mermaid-page.js) and read back as RealDrawings: Mermaid's
 * node ids (`<svg>-flowchart-<id>-<n>`, `<svg>-entity-<id>-<n>`, clusters `<svg>-<id>`)
 * give the scene's ids (or a node's text does, where our reader rewrote an id); each edge
 * path's ends are the node (or cluster border) nearest to its first and last points, and
 * paths are matched to the scene's edges in text order by those ends; edge labels go with
 * their path by Mermaid's data-id. Mermaid does not attach ER lines to rows: (g) is n/a.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import type { NormalizedScene } from '../../../engine/index.js';
import { distanceToBox, type Box, type Point, type RealDrawing, type RealEdge, type RealFrame, type RealLabel, type RealNode } from '../../../harness/drawing-metrics/geometry.js';
import { mermaidBundle, pageScript } from './mermaid-bundle.js';
import type { SceneFacts } from './scene-facts.js';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** A drawing taking longer than this (ms) counts as failed. */
const TIMEOUT = 30_000;

interface PageDrawing {
  error?: string;
  svg: string;
  nodes: Array<{ id: string; text: string; box: Box }>;
  clusters: Array<{ id: string; box: Box }>;
  edges: Array<{ id: string; dataId: string | null; points: Point[] }>;
  labels: Array<{ dataId: string | null; box: Box }>;
}

export interface MermaidDrawer {
  draw(text: string, layout: 'dagre' | 'elk'): Promise<PageDrawing>;
  page: Page;
  close(): Promise<void>;
}

export async function openMermaid(): Promise<MermaidDrawer> {
  const bundle = await mermaidBundle();
  const browser: Browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body><div id="host"></div></body></html>');
  await page.addScriptTag({ content: bundle });
  await page.addScriptTag({ content: pageScript() });
  return {
    page,
    async draw(text, layout) {
      const drawing = page.evaluate(([t, l]) => (window as unknown as { drawMermaid(t: string, l: string): Promise<PageDrawing> }).drawMermaid(t, l), [text, layout] as const);
      const late = new Promise<PageDrawing>((resolve) => setTimeout(() => resolve({ error: 'timed out', svg: '', nodes: [], clusters: [], edges: [], labels: [] }), TIMEOUT).unref());
      return Promise.race([drawing, late]);
    },
    close: () => browser.close(),
  };
}

/** Distance from p to a box's border. */
function distanceToBorder(p: Point, box: Box): number {
  const outside = distanceToBox(p, box);
  if (outside > 0) return outside;
  return Math.min(p.x - box.x, box.x + box.width - p.x, p.y - box.y, box.y + box.height - p.y);
}

/** The scene node ids behind Mermaid's node elements (module comment); unmatched ones left out. */
function nodeIds(scene: NormalizedScene, drawn: PageDrawing['nodes']): Map<string, string> {
  const ids = new Set<string>();
  const byLabel = new Map<string, string>();
  for (const element of scene.elements) {
    if (element.kind !== 'node') continue;
    ids.add(element.id);
    byLabel.set((element.label ?? element.id).replace(/\s+/g, ''), element.id);
  }
  const found = new Map<string, string>();
  for (const node of drawn) {
    const id = node.id.replace(/^m\d+-/, '').replace(/^(flowchart|entity)-/, '').replace(/-\d+$/, '');
    const sceneId = ids.has(id) ? id : byLabel.get(node.text.replace(/\s+/g, ''));
    if (sceneId !== undefined) found.set(node.id, sceneId);
  }
  return found;
}

/** Mermaid's drawing as a RealDrawing (module comment). */
export function drawingOfMermaid(drawn: PageDrawing, scene: NormalizedScene, facts: SceneFacts): RealDrawing {
  const ids = nodeIds(scene, drawn.nodes);
  const nodes: RealNode[] = drawn.nodes.flatMap((node) => (ids.has(node.id) ? [{ id: ids.get(node.id)!, box: node.box }] : []));
  const frames: RealFrame[] = drawn.clusters.flatMap((cluster) => {
    const id = cluster.id.replace(/^m\d+-/, '');
    return facts.members.has(id) ? [{ id, box: cluster.box, members: facts.members.get(id)! }] : [];
  });
  const endOf = (p: Point): string | undefined => {
    let best: [string, number] | undefined;
    for (const node of nodes) {
      const d = distanceToBox(p, node.box);
      if (best === undefined || d < best[1]) best = [node.id, d];
    }
    for (const frame of frames) {
      const d = distanceToBorder(p, frame.box) + 0.5;
      if (best === undefined || d < best[1]) best = [frame.id, d];
    }
    return best?.[0];
  };
  const paths = drawn.edges.filter((e) => e.points.length > 1).map((e) => ({ ...e, from: endOf(e.points[0]!), to: endOf(e.points.at(-1)!), used: false }));
  const edges: RealEdge[] = [];
  const labels: RealLabel[] = [];
  for (const element of scene.elements) {
    if (element.kind !== 'edge') continue;
    const [from, to] = [element.from.elementId, element.to.elementId];
    const path = paths.find((p) => !p.used && p.from === from && p.to === to) ?? paths.find((p) => !p.used && p.from === to && p.to === from);
    if (path === undefined) continue;
    path.used = true;
    edges.push({ id: element.id, from, to, points: path.from === from ? path.points : [...path.points].reverse() });
    const label = drawn.labels.find((l) => l.dataId !== null && l.dataId === path.dataId);
    if (label !== undefined) labels.push({ edge: element.id, box: label.box });
  }
  return { direction: facts.direction, nodes, frames, edges, labels };
}
