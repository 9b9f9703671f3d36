import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ThemeName } from '../../schema/index.js';
import type { Diagnostic } from '../../engine/index.js';
import type { RenderLinks } from '../use-cases/images/index.js';
import { services } from './service-calls.js';
import type { McpSession } from './session.js';

type Content = CallToolResult['content'];

/** A drawn picture as MCP content: a PNG as image content (base64), an SVG as its text. */
export function pictureContent(body: string | Uint8Array, mimeType: string): Content[number] {
  if (typeof body === 'string') return { type: 'text', text: body };
  return { type: 'image', data: Buffer.from(body).toString('base64'), mimeType };
}

export interface DrawnPicture {
  format: 'svg' | 'png';
  mimeType: string;
  body: string | Uint8Array;
  width?: number;
  height?: number;
  diagnostics?: Diagnostic[];
}

/** Draws an unsaved scene or Mermaid text (no key needed; the keyless drawing budget without one). */
export async function drawUnsaved(session: McpSession, args: { scene?: unknown; mermaid?: unknown; theme?: ThemeName; scale?: number }, format: 'svg' | 'png'): Promise<DrawnPicture> {
  const image = await services.preview(session, args, format);
  return { format, mimeType: image.contentType, body: image.body, width: image.width, height: image.height, diagnostics: image.diagnostics };
}

/**
 * One version of a saved diagram: its links (counted toward rendersPerMonth) and its
 * picture, the stored image or, with a theme, the version drawn in that theme.
 */
export async function drawSaved(
  session: McpSession,
  id: string,
  options: { revision?: number; asOf?: string; format: 'svg' | 'png'; theme?: ThemeName; scale?: number },
): Promise<{ links: RenderLinks; picture: DrawnPicture }> {
  const links = await services.renderLinks(session, id, { ...(options.revision !== undefined ? { revision: options.revision } : {}), ...(options.asOf !== undefined ? { asOf: options.asOf } : {}) });
  if (options.theme !== undefined) {
    const version = await services.read(session, links.id, { view: 'dsp', revision: links.revision });
    const picture = await drawUnsaved(session, { scene: version.scene, theme: options.theme, ...(options.scale !== undefined ? { scale: options.scale } : {}) }, options.format);
    return { links, picture };
  }
  const image = await services.versionImage(session, links.id, links.revision, options.format, options.scale);
  return { links, picture: { format: options.format, mimeType: image.contentType, body: image.body } };
}

/** The links of a render as the tools answer them. */
export function linksOf(links: RenderLinks): { published: boolean; svg: string; png: string; url?: string; expires?: string } {
  return links.published
    ? { published: true, svg: links.svg, png: links.png, url: links.url }
    : { published: false, svg: links.svg, png: links.png, expires: links.expires };
}
