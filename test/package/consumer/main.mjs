// The Vite page of the scratch project: the installed package, no options at all.
import { render, renderMermaid } from 'dsp-diagrams/engine';
import { MERMAID, SCENE } from './inputs.mjs';

function base64(bytes) {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function run() {
  try {
    const mermaid = await renderMermaid(MERMAID);
    const png = await render(SCENE, { format: 'png' });
    window.result = { mermaidSvg: mermaid.svg, sceneSvg: png.svg, png: base64(png.png ?? []) };
  } catch (error) {
    window.result = { error: String(error && error.message ? error.message : error) };
  }
}
void run();
