// Type-checked in the scratch project under both resolutions ("node" and the bundler's "default").
import { render, renderMermaid, renderPng, bundledFonts, type RenderResult } from 'dsp-diagrams/engine';
// The package's root entry is the same engine, with the same types.
import { render as renderFromRoot, type RenderResult as RootResult } from 'dsp-diagrams';

export async function drawAll(): Promise<[RenderResult, string | undefined, Uint8Array]> {
  const result = await render({ schemaVersion: '0.1', scene: { id: 's' }, elements: [] }, { format: 'png' });
  const mermaid = await renderMermaid('flowchart LR\n A --> B', { theme: 'dark' });
  const png = await renderPng(mermaid.svg ?? '', { scale: 2, fonts: await bundledFonts() });
  return [result, mermaid.svg, png];
}

export const fromRoot = (scene: unknown): Promise<RootResult> => renderFromRoot(scene);
