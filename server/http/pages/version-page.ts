import type { VersionPage } from '../../use-cases/images/index.js';
import { withoutBidiControls } from './bidi.js';
import { escapeHtml, html, trusted, type Html } from './html.js';
import { PAGE_STYLE } from './page-style.js';

/** The start of every public page's <head>, the same bytes on each. */
const PAGE_HEAD_START = trusted(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
`);

/** How many versions the page lists (newest first); older ones stay reachable by their address. */
const LISTED_VERSIONS = 100;

/**
 * The version page's Content-Security-Policy: no script at all, nothing loaded from
 * anywhere; the drawing's embedded fonts and images are data: URLs and its styles inline.
 */
export const VERSION_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:; base-uri 'none'; form-action 'none'";

/** A time as the page prints it: the same for every reader (UTC, minutes). */
function when(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The snippets to copy: a Markdown image and an HTML <img> (the page escapes them again to show them). */
function embedSnippets(page: VersionPage, alt: string, follows: boolean): { markdown: string; htmlImg: string } {
  const src = follows ? page.latest.svg : page.exact.svg;
  return { markdown: `![${alt.replace(/[[\]\\]/g, '\\$&')}](${src})`, htmlImg: `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}">` };
}

function versionList(page: VersionPage): Html {
  const { view, resolved } = page;
  const listed = view.versions.slice(0, LISTED_VERSIONS);
  const base = page.latest.url;
  const items = listed.map((v) => {
    const current = v.revision === view.revision;
    const label = `Version ${v.revision}${v.revision === view.latest ? ' (latest)' : ''}`;
    return html`<li><a href="${base}@${v.revision}"${current ? trusted(' aria-current="page"') : ''}>${label}</a> <time datetime="${v.at}">${when(v.at)}</time></li>`;
  });
  const older = view.versions.length - listed.length;
  return html`<nav class="versions" aria-labelledby="versions-heading">
<h2 id="versions-heading">Versions</h2>
<ol reversed>${items}</ol>
${older > 0 ? html`<p>${older} older versions, from ${base}@${view.versions[view.versions.length - 1]!.revision} to ${base}@${listed[listed.length - 1]!.revision - 1}.</p>` : ''}
${resolved.exact ? '' : html`<p class="note">This page follows the latest version.</p>`}
</nav>`;
}

/**
 * A user's text shown on the page, isolated (<bdi>: its own direction, decided by its first
 * strong letter): bidi formatting characters in it cannot reorder the text around it.
 */
function userText(text: string): Html {
  return html`<bdi>${text}</bdi>`;
}

/**
 * A version page: the drawing inline (no script needed to see it), its title, description
 * and date, links to the SVG and PNG, embed snippets to copy (Markdown and HTML), the list
 * of versions, and the Open Graph and Twitter card tags that make a pasted link unfurl with
 * its picture. Through a share link it shows the picture only (no title or description)
 * and asks search engines not to list it.
 *
 * Bidi formatting characters (bidi.ts) are taken out of the title and description wherever
 * they are metadata (<title>, meta tags, alt texts, snippets) and isolated where the page
 * shows them (userText), so a title cannot spoof what is written next to it.
 */
export function renderVersionPage(page: VersionPage): string {
  const { view, resolved } = page;
  const published = view.access === 'public';
  const shownTitle = published ? view.title ?? 'Untitled diagram' : 'Shared diagram';
  const description = published ? view.description : null;
  const title = withoutBidiControls(shownTitle);
  const dateLine = `Version ${view.revision} of ${view.latest}, saved ${when(view.at)}`;
  const alt = `${title}, version ${view.revision}`;
  const summary = withoutBidiControls(description ?? `A diagram, version ${view.revision}.`);
  const follows = !resolved.exact;
  const snippets = embedSnippets(page, title, follows);
  const cardImage = page.exact.png;
  const pageUrl = follows ? page.latest.url : page.exact.url;

  return html`${PAGE_HEAD_START}<title>${title} · version ${view.revision}</title>
<meta name="description" content="${summary}">
${published ? html`<link rel="canonical" href="${page.exact.url}">` : html`<meta name="robots" content="noindex, nofollow">`}
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${summary}">
<meta property="og:url" content="${pageUrl}">
<meta property="og:image" content="${cardImage}">
<meta property="og:image:type" content="image/png">
${page.png.width > 0 ? html`<meta property="og:image:width" content="${page.png.width}">
<meta property="og:image:height" content="${page.png.height}">` : ''}
<meta property="og:image:alt" content="${alt}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${title}">
<meta name="twitter:description" content="${summary}">
<meta name="twitter:image" content="${cardImage}">
<meta name="twitter:image:alt" content="${alt}">
<style>${trusted(PAGE_STYLE)}</style>
</head>
<body>
<a class="skip" href="#diagram">Skip to the diagram</a>
<header>
<h1>${published ? userText(shownTitle) : shownTitle}</h1>
<p class="meta">${dateLine}${follows ? '' : html` · <a href="${page.latest.url}">latest version</a>`}</p>
</header>
<main>
<figure id="diagram" class="diagram">
<div class="canvas">${trusted(page.svg)}</div>
${description ? html`<figcaption>${userText(description)}</figcaption>` : ''}
</figure>
<section aria-labelledby="files-heading">
<h2 id="files-heading">Image files</h2>
<ul class="files">
<li><a href="${page.exact.svg}" type="image/svg+xml">SVG of version ${view.revision}</a></li>
<li><a href="${page.exact.png}" type="image/png">PNG of version ${view.revision}</a></li>
</ul>
</section>
<section aria-labelledby="embed-heading">
<h2 id="embed-heading">Embed</h2>
<p>${follows ? 'These follow the latest version.' : 'These show this version; it never changes.'}</p>
<label for="embed-markdown">Markdown</label>
<textarea id="embed-markdown" readonly rows="2" spellcheck="false">${snippets.markdown}</textarea>
<label for="embed-html">HTML</label>
<textarea id="embed-html" readonly rows="2" spellcheck="false">${snippets.htmlImg}</textarea>
</section>
</main>
${versionList(page)}
</body>
</html>
`.text;
}

/** The page every version address that shows nothing answers with: the same bytes whatever the reason. */
export function renderNotFoundPage(): string {
  return html`${PAGE_HEAD_START}<meta name="robots" content="noindex">
<title>Nothing shared here</title>
<style>${trusted(PAGE_STYLE)}</style>
</head>
<body>
<main>
<h1>Nothing is shared at this address</h1>
<p>Check the address, or ask the diagram's owner for a new link.</p>
</main>
</body>
</html>
`.text;
}
