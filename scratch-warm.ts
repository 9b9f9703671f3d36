import { readFileSync } from 'node:fs';
import { render } from '/work/main/engine/render-api/index.js';
import { renderPng } from '/work/main/engine/raster/index.js';
import { loadFontsFromDisk } from '/work/main/fonts/node.js';
import { flowchart } from '/work/main/bench/graphs.js';
const fonts = await loadFontsFromDisk();
const wasm = readFileSync('/work/main/node_modules/@resvg/resvg-wasm/index_bg.wasm');
const small: any = await render(flowchart(8) as any, { fonts, format: 'svg' } as any);
const big: any = await render(flowchart(200) as any, { fonts, format: 'svg' } as any);
const warmScale = Number(process.argv[2] ?? 1);
const t = () => performance.now();
let a = t(); await renderPng(small.svg, { fonts, scale: 1, wasm }); for (let k = 0; k < Number(process.argv[3] ?? 1); k++) await renderPng(small.svg, { fonts, scale: warmScale, wasm }); console.log('warm-up', warmScale, (t() - a).toFixed(0));
for (let i = 0; i < 4; i++) { a = t(); await renderPng(big.svg, { fonts, scale: 0.664 }); console.log('big', (t() - a).toFixed(0)); }
