import { LIMITS } from '../../schema/index.js';
import {
  mermaidDiagnostic,
  mermaidDiagramType,
  parseMermaid,
  planPngScale,
  render,
  renderPng,
  svgSize,
  type Diagnostic,
  type ThemeName,
} from '../../entry/node.js';
import type { DiagramSection, MermaidCliConfig } from './config.js';
import { applySceneSettings } from './scene-settings.js';

/** How every diagram of one dsp-mmdc run is drawn. */
export interface MmdcDrawSettings {
  format: 'svg' | 'png';
  theme: ThemeName;
  /** mmdc's -b: "transparent", a CSS colour, or undefined for the theme's canvas. */
  background?: string;
  /** mmdc's page width: a PNG wider than it is scaled down to fit, as the page shrinks Mermaid's max-width SVG. */
  width: number;
  scale: number;
  svgId?: string;
  config: MermaidCliConfig;
}

/** One diagram drawn, or refused with its diagnostics (lines counted in the diagram's text). */
export interface MmdcDrawing {
  image?: string | Uint8Array;
  diagnostics: Diagnostic[];
  /** The diagram's title and description (frontmatter title or accTitle, accDescr): Markdown mode's image title and alt text. */
  title?: string;
  description?: string;
  /** Why no image was made when no diagnostic says it (a PNG past the raster limits). */
  refusal?: string;
}

/** The root <svg> with the id mmdc's -I names (the engine writes none on the root). */
function withSvgId(svg: string, id: string | undefined): string {
  if (id === undefined) return svg;
  const escaped = id.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return svg.replace(/^<svg\b/, `<svg id="${escaped}"`);
}

/** The PNG of a drawn SVG at mmdc's scale, narrowed to the page width; a refusal when past the raster limits. */
async function pngOf(svg: string, settings: MmdcDrawSettings): Promise<{ png?: Uint8Array; refusal?: string }> {
  const size = svgSize(svg);
  if (size === undefined) return { refusal: 'the drawing has no size to rasterise' };
  const fit = Math.min(1, settings.width / size.width);
  const plan = planPngScale(size, settings.scale * fit);
  if (!plan.ok) return { refusal: plan.message };
  return { png: await renderPng(svg, { scale: plan.scale }) };
}

/**
 * Draws one Mermaid text the way mmdc would be asked to: the config's settings put into the
 * scene (scene-settings.ts), the theme and background, then the SVG, or the PNG made from it.
 */
export async function drawMermaid(text: string, settings: MmdcDrawSettings): Promise<MmdcDrawing> {
  const parsed = parseMermaid(text, { maxElements: LIMITS.libraryElements });
  if (!parsed.ok) return { diagnostics: [mermaidDiagnostic(parsed.error)] };
  const section: DiagramSection | undefined = mermaidDiagramType(text)?.type;
  const colour = settings.background === 'transparent' ? undefined : settings.background;
  const scene = applySceneSettings(parsed.scene, section, settings.config, colour);
  const pad = section === undefined ? undefined : settings.config.diagramPadding[section];
  const result = await render(scene, {
    format: 'svg',
    theme: settings.theme,
    ...(settings.background === 'transparent' ? { background: 'transparent' as const } : {}),
    ...(pad === undefined ? {} : { pad }),
  });
  const diagnostics = [...parsed.warnings, ...result.diagnostics];
  const about = {
    ...(scene.scene.title === undefined ? {} : { title: scene.scene.title }),
    ...(scene.scene.description === undefined ? {} : { description: scene.scene.description }),
  };
  if (!result.valid || result.svg === undefined) return { diagnostics, ...about };
  const svg = withSvgId(result.svg, settings.svgId);
  if (settings.format === 'svg') return { image: svg, diagnostics, ...about };
  const { png, refusal } = await pngOf(svg, settings);
  return png === undefined ? { diagnostics, refusal, ...about } : { image: png, diagnostics, ...about };
}
