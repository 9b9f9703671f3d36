import type { Knex } from 'knex';
import type { DiagramRow } from './diagrams.js';
import type { ShareLinkRow } from './share-links.js';

/** A diagram with its workspace's public-sharing switch, as keyless reads need it. */
export interface ShareableDiagramRow extends DiagramRow {
  public_sharing: boolean | number;
}

const DIAGRAM_COLUMNS = [
  'diagrams.id', 'diagrams.workspace_id', 'diagrams.key', 'diagrams.title', 'diagrams.brief', 'diagrams.visibility',
  'diagrams.made_public_at', 'diagrams.revision', 'diagrams.created_by', 'diagrams.created_at', 'diagrams.updated_at',
  'diagrams.deleted_at', 'workspaces.public_sharing',
] as const;

/** The lookups behind every keyless address: one indexed query each. */
export const publicRefs = {
  async diagramById(db: Knex, id: string): Promise<ShareableDiagramRow | undefined> {
    const row: unknown = await db('diagrams')
      .join('workspaces', 'workspaces.id', 'diagrams.workspace_id')
      .where('diagrams.id', id)
      .first([...DIAGRAM_COLUMNS]);
    return row as ShareableDiagramRow | undefined;
  },
  async byTokenHash(db: Knex, tokenHash: string): Promise<{ link: ShareLinkRow; diagram: ShareableDiagramRow } | undefined> {
    const row = (await db('share_links')
      .join('diagrams', 'diagrams.id', 'share_links.diagram_id')
      .join('workspaces', 'workspaces.id', 'diagrams.workspace_id')
      .where('share_links.token_hash', tokenHash)
      .first([
        ...DIAGRAM_COLUMNS,
        'share_links.id as link_id', 'share_links.token_hash as link_token_hash', 'share_links.token_prefix as link_token_prefix',
        'share_links.created_by as link_created_by', 'share_links.created_at as link_created_at',
        'share_links.revoked_at as link_revoked_at', 'share_links.revoked_reason as link_revoked_reason',
      ])) as (ShareableDiagramRow & Record<`link_${string}`, string | null>) | undefined;
    if (!row) return undefined;
    const { link_id, link_token_hash, link_token_prefix, link_created_by, link_created_at, link_revoked_at, link_revoked_reason, ...diagram } = row;
    return {
      diagram: diagram as ShareableDiagramRow,
      link: {
        id: link_id!,
        diagram_id: diagram.id,
        token_hash: link_token_hash!,
        token_prefix: link_token_prefix!,
        created_by: link_created_by ?? null,
        created_at: link_created_at!,
        revoked_at: link_revoked_at ?? null,
        revoked_reason: (link_revoked_reason ?? null) as ShareLinkRow['revoked_reason'],
      },
    };
  },
};
