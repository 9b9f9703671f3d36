/**
 * What the served page tells the app (data- attributes of <dsp-dashboard>, written by
 * server/http/routes/app-page.ts): the public website's address, where version pages
 * and public images live, and the path of the element's script for embed snippets.
 */
export interface PageConfig {
  webUrl: string;
  elementScript: string;
}

export function pageConfig(): PageConfig {
  const host = document.querySelector('dsp-dashboard') as HTMLElement | null;
  return {
    webUrl: (host?.dataset.webUrl ?? location.origin).replace(/\/$/, ''),
    elementScript: host?.dataset.elementScript ?? '',
  };
}
