// Run inside the scratch project: the installed package, no options at all.
import { render, renderMermaid } from 'dsp-diagrams/engine';
import { MERMAID, SCENE } from './inputs.mjs';

const mermaid = await renderMermaid(MERMAID);
const png = await render(SCENE, { format: 'png' });
process.stdout.write(JSON.stringify({
  mermaidSvg: mermaid.svg,
  sceneSvg: png.svg,
  png: Buffer.from(png.png ?? []).toString('base64'),
}));
