import * as v from 'valibot';
import { ConfirmTrue, DiagramRef } from '../arguments.js';
import { countDeletion } from '../deletion-limit.js';
import { ListOutput } from '../outputs.js';
import { services } from '../service-calls.js';
import { defineTool } from '../tool.js';

/** The older delete, restore and sharing tools. */

const SceneIdOutput = v.looseObject({ sceneId: v.string() });

export const dspDeleteScene = defineTool({
  name: 'dsp_delete_scene',
  title: 'Delete a scene (older name)',
  description: 'Deletes a saved diagram; confirm must be exactly true. Restorable for 24 hours with dsp_undelete_scene. At most 10 deletions per workspace per minute.',
  input: v.strictObject({ sceneId: DiagramRef, confirm: ConfirmTrue }),
  output: SceneIdOutput,
  kind: 'destructive',
  idempotent: true,
  async run(session, { sceneId }) {
    countDeletion(session);
    const { id, ...deleted } = await services.delete(session, sceneId);
    return { structured: { sceneId: id, ...deleted } };
  },
});

export const dspUndeleteScene = defineTool({
  name: 'dsp_undelete_scene',
  title: 'Restore a deleted scene (older name)',
  description: 'Restores a diagram deleted less than 24 hours ago; returns sceneId and its current revision. NOT_RESTORABLE after that.',
  input: v.strictObject({ sceneId: DiagramRef }),
  output: SceneIdOutput,
  kind: 'write',
  idempotent: true,
  async run(session, { sceneId }) {
    const { id, ...restored } = await services.undelete(session, sceneId);
    return { structured: { sceneId: id, ...restored } };
  },
});

export const dspListRecentlyDeleted = defineTool({
  name: 'dsp_list_recently_deleted',
  title: 'Recently deleted scenes (older name)',
  description: 'Lists the diagrams deleted in the last 24 hours (still restorable), with deletedAt.',
  input: v.strictObject({ cursor: v.optional(v.string()) }),
  output: ListOutput,
  kind: 'read',
  async run(session, { cursor }) {
    return { structured: await services.list(session, { deleted: true, cursor }) };
  },
});

export const dspPublishScene = defineTool({
  name: 'dsp_publish_scene',
  title: 'Publish a scene (older name)',
  description: 'Makes a saved diagram public: anyone with its url sees its version pages and images. Returns the url. SHARING_DISABLED when the team turned public sharing off.',
  input: v.strictObject({ sceneId: DiagramRef }),
  output: SceneIdOutput,
  kind: 'write',
  idempotent: true,
  async run(session, { sceneId }) {
    const { id, ...answer } = await services.setVisibility(session, sceneId, 'public');
    return { structured: { sceneId: id, ...answer } };
  },
});

export const dspMakeScenePrivate = defineTool({
  name: 'dsp_make_scene_private',
  title: 'Make a scene private (older name)',
  description: 'Makes a published diagram private again: its public pages and images stop at once (share links keep working). Also withdraws its support submissions.',
  input: v.strictObject({ sceneId: DiagramRef }),
  output: SceneIdOutput,
  kind: 'write',
  idempotent: true,
  async run(session, { sceneId }) {
    const { id, ...answer } = await services.setVisibility(session, sceneId, 'private');
    const withdrawnReports = await services.withdrawReports(session, id);
    return { structured: { sceneId: id, ...answer, withdrawnReports } };
  },
});
