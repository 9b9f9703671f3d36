import * as v from 'valibot';
import { DiagramKey, ImageFormat, Message, Theme } from '../../../schema/index.js';
import { DiagramRef, RevisionArgument, SceneArgument } from '../arguments.js';
import { ComparisonOutput, DiagnosticOutput, HistoryOutput, LinksOutput } from '../outputs.js';
import { drawSaved, linksOf, pictureContent } from '../pictures.js';
import { services } from '../service-calls.js';
import { defineTool } from '../tool.js';

/** The older tools named after the retired /v1/scenes paths, on the same services as the diagram_* tools. */

export const dspCreateScene = defineTool({
  name: 'dsp_create_scene',
  title: 'Create a scene (older name)',
  description: 'Older name of diagram_create for a scene document. Returns sceneId, revision, hash and diagnostics.',
  input: v.strictObject({ scene: SceneArgument, key: v.optional(DiagramKey), message: v.optional(Message) }),
  output: v.looseObject({ sceneId: v.string(), revision: v.number(), hash: v.string(), diagnostics: v.array(DiagnosticOutput) }),
  kind: 'write',
  idempotent: false,
  async run(session, args) {
    const { body } = await services.create(session, args);
    return { structured: { sceneId: body.id, key: body.key, revision: body.revision, hash: body.hash, created: body.created, diagnostics: body.warnings } };
  },
});

export const dspGetScene = defineTool({
  name: 'dsp_get_scene',
  title: 'Get a scene (older name)',
  description: 'Older name of diagram_read with view dsp: the full scene document of the latest revision, or of revision.',
  input: v.strictObject({ sceneId: DiagramRef, revision: v.optional(RevisionArgument) }),
  output: v.looseObject({ sceneId: v.string(), revision: v.number(), hash: v.string(), scene: v.record(v.string(), v.unknown()) }),
  kind: 'read',
  async run(session, { sceneId, revision }) {
    const read = await services.read(session, sceneId, { view: 'dsp', revision });
    return { structured: { sceneId: String(read.id), revision: Number(read.revision), hash: String(read.hash), scene: read.scene as Record<string, unknown> } };
  },
});

export const dspRenderScene = defineTool({
  name: 'dsp_render_scene',
  title: 'Render a scene (older name)',
  description: 'Older name of diagram_render for a saved diagram: its latest version as svg (default, text) or png (image), optionally in a theme, plus its links. Counts toward rendersPerMonth.',
  input: v.strictObject({ sceneId: DiagramRef, format: v.optional(ImageFormat), theme: v.optional(Theme) }),
  output: v.looseObject({ sceneId: v.string(), revision: v.number(), mimeType: v.string(), links: LinksOutput }),
  kind: 'read',
  async run(session, { sceneId, format = 'svg', theme }) {
    const { links, picture } = await drawSaved(session, sceneId, { format, ...(theme !== undefined ? { theme } : {}) });
    const structured = { sceneId: links.id, revision: links.revision, mimeType: picture.mimeType, links: linksOf(links) };
    return { structured, content: [pictureContent(picture.body, picture.mimeType), { type: 'text', text: JSON.stringify(structured) }] };
  },
});

export const dspDiffScene = defineTool({
  name: 'dsp_diff_scene',
  title: 'Compare revisions (older name)',
  description: 'Older name of diagram_history with from/to: added, removed and modified element ids between fromRevision and toRevision (default the latest), with a summary.',
  input: v.strictObject({ sceneId: DiagramRef, fromRevision: RevisionArgument, toRevision: v.optional(RevisionArgument) }),
  output: v.looseObject({ sceneId: v.string(), ...ComparisonOutput.entries }),
  kind: 'read',
  async run(session, { sceneId, fromRevision, toRevision }) {
    const { id, ...comparison } = await services.compare(session, sceneId, { from: fromRevision, to: toRevision });
    return { structured: { sceneId: String(id), ...comparison } };
  },
});

export const dspListRevisions = defineTool({
  name: 'dsp_list_revisions',
  title: 'List revisions (older name)',
  description: 'Older name of diagram_history: revisions newest first with message and createdVia; limit up to 500, cursor for more.',
  input: v.strictObject({ sceneId: DiagramRef, limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500))), cursor: v.optional(v.string()) }),
  output: v.looseObject({ sceneId: v.string(), revisions: HistoryOutput.entries.revisions.wrapped }),
  kind: 'read',
  async run(session, { sceneId, ...page }) {
    const { id, ...history } = await services.history(session, sceneId, page);
    return { structured: { sceneId: id, ...history } };
  },
});
