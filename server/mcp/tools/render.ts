import * as v from 'valibot';
import { ImageFormat, Scale, Theme } from '../../../schema/index.js';
import { AsOfArgument, DiagramRef, MermaidArgument, RevisionArgument, SceneArgument } from '../arguments.js';
import { RenderOutput } from '../outputs.js';
import { drawSaved, drawUnsaved, linksOf, pictureContent } from '../pictures.js';
import { defineTool } from '../tool.js';
import { ServiceError } from '../../ports/index.js';

export const diagramRender = defineTool({
  name: 'diagram_render',
  title: 'Draw a diagram',
  description:
    'Draws a picture. Either an unsaved scene or Mermaid text (no key needed; nothing stored), or a saved diagram by id (latest, or revision/asOf; needs a key, ' +
    'counts toward rendersPerMonth, and also returns links: permanent ones for a published diagram, else signed links valid 7 days). ' +
    'format svg (default, returned as text) or png (returned as an image; scale 0.1-10). theme: clean, dark, blueprint or sketch.',
  input: v.strictObject({
    id: v.optional(DiagramRef),
    revision: v.optional(RevisionArgument),
    asOf: v.optional(AsOfArgument),
    scene: v.optional(SceneArgument),
    mermaid: v.optional(MermaidArgument),
    format: v.optional(ImageFormat),
    theme: v.optional(Theme),
    scale: v.optional(Scale),
  }),
  output: RenderOutput,
  kind: 'read',
  keyless: true,
  async run(session, { id, revision, asOf, format = 'svg', ...drawing }) {
    if (id === undefined) {
      if (revision !== undefined || asOf !== undefined) throw new ServiceError(400, 'ARGUMENTS_INVALID', 'revision and asOf name a version of a saved diagram; send id with them, or drop them to draw scene or mermaid.');
      const picture = await drawUnsaved(session, drawing, format);
      const { body: _body, ...structured } = picture;
      return { structured, content: [pictureContent(picture.body, picture.mimeType), { type: 'text', text: JSON.stringify(structured) }] };
    }
    if (drawing.scene !== undefined || drawing.mermaid !== undefined) throw new ServiceError(400, 'ARGUMENTS_INVALID', 'Send either id (a saved diagram) or scene/mermaid (an unsaved one), not both.');
    const { links, picture } = await drawSaved(session, id, { format, ...(revision !== undefined ? { revision } : {}), ...(asOf !== undefined ? { asOf } : {}), ...drawing });
    const { body: _body, ...drawn } = picture;
    const structured = { id: links.id, revision: links.revision, ...drawn, links: linksOf(links) };
    return { structured, content: [pictureContent(picture.body, picture.mimeType), { type: 'text', text: JSON.stringify(structured) }] };
  },
});
