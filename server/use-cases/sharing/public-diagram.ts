import type { SceneDocumentValue } from '../../../engine/index.js';
import { revisions } from '../../db/repositories/revisions.js';
import type { DiagramDeps } from '../shared/index.js';
import type { StoredRevision } from '../../ports/index.js';
import { resolvePublicRef, type PublicRef } from './public-ref.js';
import { publicAddresses } from './public-addresses.js';

type PublicDeps = Pick<DiagramDeps, 'db' | 'revisions' | 'webUrl'>;

export interface PublicVersion {
  revision: number;
  at: string;
}

/** The answer for a share link: which version, and when; never the scene, title or description. */
export interface LinkView {
  id: string;
  access: 'link';
  revision: number;
  latest: number;
  at: string;
  versions: PublicVersion[];
  svg: string;
  png: string;
}

/** The answer for a published diagram: also its title, description, scene and publication time. */
export interface PublishedView {
  id: string;
  access: 'public';
  title: string | null;
  description: string | null;
  revision: number;
  latest: number;
  at: string;
  madePublicAt: string;
  versions: PublicVersion[];
  scene: SceneDocumentValue;
  url: string;
  svg: string;
  png: string;
}

export type PublicView = LinkView | PublishedView;

/**
 * The published scene: what view=dsp returns, without the brief (the workspace's own note
 * for its agents, never shown publicly).
 */
export function publishedScene(scene: SceneDocumentValue): SceneDocumentValue {
  if (scene.scene.brief === undefined) return scene;
  const { brief: _brief, ...header } = scene.scene;
  return { ...scene, scene: header };
}

/** Every version of the diagram, newest first. */
export async function publicVersions(deps: PublicDeps, diagramId: string): Promise<PublicVersion[]> {
  return (await revisions.timeline(deps.db, diagramId)).map((row) => ({ revision: Number(row.revision), at: row.created_at }));
}

/** The public data of a resolved reference at its version (shared by the JSON answer and the version page). */
export function publicView(deps: Pick<PublicDeps, 'webUrl'>, resolved: PublicRef, version: StoredRevision, versions: PublicVersion[]): PublicView {
  const { diagram, revision, latest, ref } = resolved;
  const images = publicAddresses(deps.webUrl, ref, revision);
  const at = version.row.created_at;
  if (resolved.access === 'link') {
    return { id: diagram.id, access: 'link', revision, latest, at, versions, svg: images.svg, png: images.png };
  }
  const header = version.scene.scene;
  return {
    id: diagram.id,
    access: 'public',
    title: header.title ?? null,
    description: header.description ?? null,
    revision,
    latest,
    at,
    madePublicAt: diagram.made_public_at ?? at,
    versions,
    scene: publishedScene(version.scene),
    url: images.url,
    svg: images.svg,
    png: images.png,
  };
}

/** GET /v1/public/diagrams/{ref}: the version-page data of a published diagram or a share link. */
export async function readPublicDiagram(deps: PublicDeps, ref: string): Promise<{ resolved: PublicRef; view: PublicView }> {
  const resolved = await resolvePublicRef(deps.db, ref);
  const [version, versions] = await Promise.all([deps.revisions.get(deps.db, resolved.diagram.id, resolved.revision), publicVersions(deps, resolved.diagram.id)]);
  return { resolved, view: publicView(deps, resolved, version, versions) };
}
