import {
  bundledFonts,
  drawScene,
  layoutScene,
  measureScene,
  readScene,
  render,
  renderPng,
  THEME_NAMES,
  type Diagnostic,
  type LayoutResult,
  type NormalizedScene,
  type ThemeName,
} from '../../entry/browser.js';
import type { DrawRequest, DrawResponse } from './protocol.js';

/**
 * The drawing itself, in whichever thread runs it (the module worker, or the page when no
 * worker can start). It uses the zero-config engine, so fonts and wasm are fetched once per
 * thread, from URLs resolved against the engine's module.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML character data with its references decoded. */
function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const cp = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return cp <= 0x10ffff ? String.fromCodePoint(cp) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Size, title and description read from the SVG the engine wrote (its root and first <title>/<desc>). */
export function describeSvg(svg: string): Pick<DrawResponse, 'width' | 'height' | 'title' | 'description'> {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const number = (name: string): number | undefined => {
    const value = new RegExp(`\\s${name}="([0-9.]+)"`).exec(root)?.[1];
    return value === undefined ? undefined : Number(value);
  };
  const title = /<title>([^<]*)<\/title>/.exec(svg)?.[1];
  const description = /<desc>([^<]*)<\/desc>/.exec(svg)?.[1];
  return {
    width: number('width'),
    height: number('height'),
    ...(title === undefined ? {} : { title: decodeXml(title) }),
    ...(description === undefined ? {} : { description: decodeXml(description) }),
  };
}

/** A scene document read (validated and normalized), or its diagnostics. */
function read(document: unknown): { scene?: NormalizedScene; diagnostics: Diagnostic[] } {
  const reading = readScene(document);
  return reading.valid ? { scene: reading.scene, diagnostics: reading.diagnostics } : { diagnostics: reading.diagnostics };
}

/** An older version laid out, as the colour diff compares against it. */
async function laidOutBase(scene: NormalizedScene): Promise<LayoutResult> {
  return layoutScene(await measureScene(scene));
}

/**
 * Draws a request. A source of its own (Mermaid or a scene) goes through the engine's
 * render(), as `dsp render` and the preview do; a stored version is drawn as the server drew
 * it at save: laid out, then drawn with its address stamped (and the older version's
 * colours when a diff is asked for).
 */
export async function draw(request: DrawRequest): Promise<DrawResponse> {
  if (request.theme !== undefined && !THEME_NAMES.includes(request.theme as ThemeName)) {
    return { valid: false, diagnostics: [{ code: 'INVALID_ATTRIBUTE', severity: 'error', message: `theme "${request.theme}" is not a theme; use auto, ${THEME_NAMES.join(', ')}`, data: { attribute: 'theme' } }] };
  }
  const theme = request.theme === undefined ? {} : { theme: request.theme as ThemeName };
  if (request.stamp === undefined && request.diffFrom === undefined) {
    const result = await render(request.input, theme);
    if (result.svg === undefined) return { valid: false, diagnostics: result.diagnostics };
    return { valid: result.valid, svg: result.svg, ...describeSvg(result.svg), diagnostics: result.diagnostics };
  }
  const current = read(request.input);
  if (current.scene === undefined) return { valid: false, diagnostics: current.diagnostics };
  const from = request.diffFrom === undefined ? undefined : read(request.diffFrom);
  if (from !== undefined && from.scene === undefined) return { valid: false, diagnostics: from.diagnostics };
  // The drawing the service stored at save (drawScene), so the bytes are the server's.
  const { laidOut, svg } = await drawScene(current.scene, {
    fonts: await bundledFonts(),
    ...theme,
    ...(request.stamp === undefined ? {} : { stamp: request.stamp }),
    ...(from?.scene === undefined ? {} : { diffFrom: await laidOutBase(from.scene) }),
  });
  return { valid: true, svg, ...describeSvg(svg), diagnostics: [...current.diagnostics, ...laidOut.diagnostics] };
}

/** The PNG of a drawing, by resvg-wasm with the bundled fonts. */
export function drawPng(svg: string, scale: number): Promise<Uint8Array> {
  return renderPng(svg, { scale });
}
