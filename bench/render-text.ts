/**
 * Benchmark (not a test): the candidate text painters on realistic scenes, for the
 * decision in engine/render/text/README.md. For each scene and painter: SVG bytes (total,
 * text, <defs>, per node), the time to draw the text and write its definitions, and the
 * time resvg takes to rasterise the result. Run with `npx tsx bench/render-text.ts`.
 */
import { readFile } from 'node:fs/promises';
import { bundledFonts } from '../entry/node.js';
import { type FontBytes, renderPng, type Theme } from '../engine/index.js';
import { CLEAN_LOOK, rectPath, createEmbeddedFontPainter, createOutlinePainter, createPlainTextPainter, CLEAN, type TextPainter } from '../engine/internal.js';
import { erScene, flowchartScene, type TextScene } from '../harness/text-scenes.js';

type PainterFactory = (theme: Theme, fonts: FontBytes) => TextPainter;

const PAINTERS: Array<[string, PainterFactory]> = [
  ['(a) embedded subset font', createEmbeddedFontPainter],
  ['(b) glyph outlines', createOutlinePainter],
  ['plain <text> (no embedding)', (theme) => createPlainTextPainter(theme)],
];

interface Drawn {
  svg: string;
  textBytes: number;
  defsBytes: number;
}

function draw(scene: TextScene, painter: TextPainter): Drawn {
  const paint = { fill: CLEAN.nodeFill, stroke: CLEAN.nodeStroke, strokeWidth: CLEAN.strokeWidth };
  let body = '';
  let textBytes = 0;
  scene.nodes.forEach((node, i) => {
    const text = painter.layout(node.label, CLEAN.foreground, CLEAN.mutedForeground);
    textBytes += text.length;
    body += CLEAN_LOOK.shape(rectPath(node.box), paint, `n${i}`) + text;
  });
  for (const layout of scene.secondary) {
    const text = painter.layout(layout, CLEAN.mutedForeground, CLEAN.mutedForeground);
    textBytes += text.length;
    body += text;
  }
  const defs = painter.definitions();
  const { width, height } = scene.canvas;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<defs>${defs}</defs><rect width="${width}" height="${height}" fill="#fff"/>${body}</svg>`;
  return { svg, textBytes: textBytes + defs.length, defsBytes: defs.length };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timed(run: () => unknown, rounds: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

const fonts = await bundledFonts();
const wasm = await readFile(new URL('../node_modules/@resvg/resvg-wasm/index_bg.wasm', import.meta.url));
const scenes = [flowchartScene(fonts, 10), flowchartScene(fonts, 200), flowchartScene(fonts, 1000), erScene(fonts)];

// Warm up: parse the faces and JIT the code paths once, outside the measurements.
for (const [, create] of PAINTERS) await renderPng(draw(scenes[0]!, create(CLEAN, fonts)).svg, { fonts, wasm });

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
console.log(`${'scene'.padEnd(14)} ${'painter'.padEnd(28)} ${'total'.padStart(9)} ${'text'.padStart(9)} ${'defs'.padStart(9)} ${'B/node'.padStart(7)} ${'draw ms'.padStart(8)} ${'png ms'.padStart(8)}`);
for (const scene of scenes) {
  for (const [name, create] of PAINTERS) {
    const drawn = draw(scene, create(CLEAN, fonts));
    const drawMs = await timed(() => draw(scene, create(CLEAN, fonts)), 7);
    const pngMs = await timed(() => renderPng(drawn.svg, { fonts, wasm }), 3);
    const perNode = Math.round((drawn.textBytes - drawn.defsBytes) / scene.nodes.length);
    console.log(`${scene.name.padEnd(14)} ${name.padEnd(28)} ${kb(drawn.svg.length)} ${kb(drawn.textBytes)} ${kb(drawn.defsBytes)} ${String(perNode).padStart(7)} ${drawMs.toFixed(1).padStart(8)} ${pngMs.toFixed(1).padStart(8)}`);
  }
}
