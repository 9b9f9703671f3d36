import * as v from 'valibot';
import { DiagramRef } from '../arguments.js';
import { IdOutput } from '../outputs.js';
import { services } from '../service-calls.js';
import type { McpSession } from '../session.js';
import { defineTool } from '../tool.js';
import { ServiceError } from '../../ports/index.js';

const ACTIONS = ['publish', 'unpublish', 'link', 'links', 'revoke'] as const;

async function share(session: McpSession, id: string, action: (typeof ACTIONS)[number], linkId: string | undefined): Promise<{ id: string }> {
  switch (action) {
    case 'publish':
      return services.setVisibility(session, id, 'public');
    case 'unpublish':
      return services.setVisibility(session, id, 'private');
    case 'link':
      return services.createLink(session, id);
    case 'links':
      return services.listLinks(session, id);
    case 'revoke':
      if (linkId === undefined) throw new ServiceError(400, 'ARGUMENTS_INVALID', 'revoke needs linkId; list the links with action links to find it.');
      return services.revokeLink(session, id, linkId);
  }
}

export const diagramShare = defineTool({
  name: 'diagram_share',
  title: 'Share a diagram',
  description:
    'Sharing of a saved diagram. action publish: anyone can see its version pages and images (returns url); unpublish: private again. ' +
    'link: a new secret share link (Pro and Team plans) showing only the picture; the url is shown once. links: lists its share links. revoke: stops one (linkId). ' +
    'Needs a write key except links. Fails with SHARING_DISABLED when the team turned public sharing off.',
  input: v.strictObject({ id: DiagramRef, action: v.picklist(ACTIONS), linkId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))) }),
  output: IdOutput,
  kind: 'write',
  idempotent: false,
  async run(session, { id, action, linkId }) {
    return { structured: await share(session, id, action, linkId) };
  },
});
