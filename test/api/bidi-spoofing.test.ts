import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { createDiagram } from '../support/api-expect.js';
import { makeLink, publish } from '../support/public-expect.js';
import { serviceScene } from '../../harness/scenes.js';

// Issue 27, defect 10: bidi override and isolate characters in a diagram's title reached the
// version page's <title>, its meta tags and its snippets, where an override left open
// reorders the text of ours that follows ("Invoice\u202E fdp.exe · version 1" shows a
// different file name). They are taken out of metadata and isolated in the page's text.
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
const TITLE = `Invoice\u202E fdp.exe\u2066 \u2067x\u2068y\u2069 \u200Fq\u200E\u061C\u202A\u202B\u202C\u202D`;
const DESCRIPTION = `Paid\u202E 0001$ \u2067owed\u2069`;

let api: ApiFixture;
let id: string;
let token: string;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  const owner = await api.user({ plan: 'pro' });
  id = (await createDiagram(owner, { scene: { ...serviceScene(2), scene: { id: 'x', title: TITLE, description: DESCRIPTION } } })).id;
  await publish(owner, id);
  token = (await makeLink(owner, id)).token;
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

/** The page's head, and the text of every element or attribute matched by `pattern` in it. */
function pieces(page: string, pattern: RegExp): string[] {
  return [...page.matchAll(pattern)].map((match) => match[1]!);
}

const holdsBidi = (text: string) => BIDI.some((ch) => text.includes(ch));

describe('bidi formatting characters in a title and description', () => {
  it('are taken out of the version page’s <title>, meta tags, alt texts and snippets', async () => {
    const page = await api.anonymous.get(`/d/${id}`);
    expect(page.status).toBe(200);
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    const titles = pieces(head, /<title>([^<]*)<\/title>/g);
    expect(titles).toEqual(['Invoice fdp.exe xy q · version 1']);
    const metas = pieces(head, /<meta (?:name|property)="(?:description|og:[a-z:]+|twitter:[a-z:]+)" content="([^"]*)">/g);
    expect(metas.length).toBeGreaterThanOrEqual(10);
    expect(metas.filter(holdsBidi)).toEqual([]);
    expect(head).toContain('<meta property="og:title" content="Invoice fdp.exe xy q">');
    expect(head).toContain('<meta property="og:description" content="Paid 0001$ owed">');
    expect(head).toContain('<meta name="twitter:image:alt" content="Invoice fdp.exe xy q, version 1">');
    const snippets = pieces(page.text, /<textarea [^>]*>([^<]*)<\/textarea>/g);
    expect(snippets).toHaveLength(2);
    expect(snippets.filter(holdsBidi)).toEqual([]);
  });

  it('are isolated where the page shows the title and description, so they cannot reorder the text around them', async () => {
    const page = (await api.anonymous.get(`/d/${id}`)).text;
    expect(page).toContain(`<h1><bdi>${TITLE}</bdi></h1>`);
    expect(page).toContain(`<figcaption><bdi>${DESCRIPTION}</bdi></figcaption>`);
    // Outside the drawing (whose text the engine draws, each label on its own) and the two
    // isolated texts, the page holds none of them.
    const outside = page.replace(/<svg[\s\S]*<\/svg>/, '').replace(/<bdi>[^<]*<\/bdi>/g, '');
    expect(holdsBidi(outside)).toBe(false);
  });

  it('the share link’s page holds none of them (nor the title)', async () => {
    const page = await api.anonymous.get(`/d/${token}`);
    expect(page.status).toBe(200);
    expect(holdsBidi(page.text.replace(/<svg[\s\S]*<\/svg>/, ''))).toBe(false);
    expect(page.text).not.toContain('Invoice');
  });
});
