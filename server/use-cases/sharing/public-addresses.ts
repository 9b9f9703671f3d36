/**
 * The keyless addresses of a diagram on the public website ({webUrl}/d/...): the version
 * page and its images. {ref} is a published diagram's id or a share link's token; without
 * a revision the address follows the latest version.
 */
export interface PublicAddresses {
  url: string;
  svg: string;
  png: string;
}

/** The page address of a reference, at one revision or following the latest. */
export function pageAddress(webUrl: string, ref: string, revision?: number): string {
  return `${webUrl}/d/${ref}${revision === undefined ? '' : `@${revision}`}`;
}

/** The page and its two images. */
export function publicAddresses(webUrl: string, ref: string, revision?: number): PublicAddresses {
  const url = pageAddress(webUrl, ref, revision);
  return { url, svg: `${url}.svg`, png: `${url}.png` };
}
