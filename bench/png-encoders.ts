/**
 * The two PNG encoders on one SVG, in this process (a part of bench/images.ts): resvg's own
 * `asPng` (what `dsp render`, the library and the element use) and the service's
 * (engine-framed PNG, Node's zlib at PNG_DEFLATE_LEVEL: server/drawing-pool/png-deflate.ts).
 * Rounds interleaved after one untimed run of each, medians of CPU and wall time.
 */
import { cpuUsage } from 'node:process';
import { renderPng } from '../engine/index.js';
import { bundledFonts, resvgWasm } from '../entry/node.js';
import { PNG_DEFLATE_LEVEL, pngDeflate } from '../server/index.js';

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface EncoderFigure {
  name: string;
  wallMs: number;
  cpuMs: number;
  bytes: number;
}

async function timedPng(run: () => Promise<Uint8Array>): Promise<{ wall: number; cpu: number; bytes: number }> {
  const wall = performance.now();
  const cpu = cpuUsage();
  const png = await run();
  const used = cpuUsage(cpu);
  return { wall: performance.now() - wall, cpu: (used.user + used.system) / 1000, bytes: png.length };
}

/** resvg's encoder and the service's on the same SVG at the same scale. */
export async function compareEncoders(svg: string, scale: number, rounds = 5): Promise<EncoderFigure[]> {
  const [fonts, wasm] = await Promise.all([bundledFonts(), resvgWasm()]);
  const runs = {
    [`resvg asPng`]: () => renderPng(svg, { fonts, wasm, scale }),
    [`service (zlib level ${PNG_DEFLATE_LEVEL})`]: () => renderPng(svg, { fonts, wasm, scale, deflate: pngDeflate }),
  };
  const samples = new Map<string, { wall: number[]; cpu: number[]; bytes: number }>();
  for (const [name, run] of Object.entries(runs)) {
    const { bytes } = await timedPng(run);
    samples.set(name, { wall: [], cpu: [], bytes });
  }
  for (let round = 0; round < rounds; round++) {
    for (const [name, run] of Object.entries(runs)) {
      const { wall, cpu } = await timedPng(run);
      samples.get(name)!.wall.push(wall);
      samples.get(name)!.cpu.push(cpu);
    }
  }
  return [...samples].map(([name, s]) => ({ name, wallMs: median(s.wall), cpuMs: median(s.cpu), bytes: s.bytes }));
}
