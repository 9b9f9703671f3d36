import type { CloudIcon } from './cloud-icon.js';
import { AWS_ICONS } from './data/aws.js';
import { AZURE_ICONS } from './data/azure.js';
import { GCP_ICONS } from './data/gcp.js';
import { GENERAL_ICONS } from './data/general.js';

/** The icon families: the general one (lucide) and the three cloud providers. */
export type IconFamily = 'general' | 'aws' | 'azure' | 'gcp';

/** The cloud families: their icons keep their own colours and rule 9 applies to them. */
export const CLOUD_FAMILIES: ReadonlySet<IconFamily> = new Set(['aws', 'azure', 'gcp']);

/** An icon ready to draw. */
export interface ResolvedIcon {
  family: IconFamily;
  id: string;
  viewBox: string;
  body: string;
  /** General icons are drawn in the node's text colour; cloud icons in their own. */
  takesTextColour: boolean;
}

const CLOUD: Readonly<Record<Exclude<IconFamily, 'general'>, Readonly<Record<string, CloudIcon>>>> = {
  aws: AWS_ICONS,
  azure: AZURE_ICONS,
  gcp: GCP_ICONS,
};

const GENERAL: Readonly<Record<string, string>> = GENERAL_ICONS;
const own = (table: object, id: string): boolean => Object.prototype.hasOwnProperty.call(table, id);

/** The ids of a family, sorted (the general family in the spec's order). */
export function iconIds(family: IconFamily): string[] {
  return family === 'general' ? Object.keys(GENERAL) : Object.keys(CLOUD[family]).sort();
}

/**
 * The icon a node's `icon` names: `{family}:{id}` or a bare id of the general family
 * (`general:{id}` too), matched without regard to case. Null for a URL and for a key no
 * family has: URL icons are never fetched (the engine makes no requests, and a drawing must
 * not depend on another server), and an unknown key draws nothing rather than a guess.
 */
export function resolveIcon(key: string): ResolvedIcon | null {
  if (/^https?:\/\//i.test(key)) return null;
  const colon = key.indexOf(':');
  const family = (colon < 0 ? 'general' : key.slice(0, colon).toLowerCase()) as IconFamily;
  const id = key.slice(colon + 1).toLowerCase();
  if (family === 'general') {
    const body = own(GENERAL, id) ? GENERAL[id] : undefined;
    return body === undefined ? null : { family, id, viewBox: '0 0 24 24', body, takesTextColour: true };
  }
  if (!own(CLOUD, family)) return null;
  const icons = CLOUD[family];
  const icon = own(icons, id) ? icons[id] : undefined;
  return icon === undefined ? null : { family, id, viewBox: icon.viewBox, body: icon.body, takesTextColour: false };
}
