#!/usr/bin/env node
// The `dsp-mmdc` command: mermaid-cli's `mmdc` flags, drawn by DSP. In a checkout it runs the
// TypeScript sources through tsx; in an installed package (no sources) the compiled JavaScript in dist/.
import { existsSync } from 'node:fs';

const source = new URL('../cli/mmdc/main.ts', import.meta.url);
const built = new URL('../dist/cli/mmdc/main.js', import.meta.url);

if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(source.href);
} else {
  await import(built.href);
}
