/**
 * The commands that draw on this machine without the service: what `dsp render`, `dsp
 * validate`, `dsp layout` and `dsp derive` need, engine and dependencies included. It is the entry of the
 * CLI's one-file bundle (scripts/bundle-cli.mjs, loaded by cli/bundled-commands.ts), and what
 * a checkout imports module by module.
 */
export { deriveCommand } from './commands/derive.js';
export { layoutCommand } from './commands/layout.js';
// dsp-mmdc, mermaid-cli's command line (cli/mmdc/main.ts), starts from the same bundle.
export { mmdcCommand } from './mmdc/command.js';
export { renderCommand } from './commands/render.js';
export { validateCommand } from './commands/validate.js';
// The drawing threads of a large batch (cli/render/draw-thread.ts) draw with the bundle too.
export { drawText } from './render/draw.js';
