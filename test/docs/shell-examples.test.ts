import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkCommands, checkRoutes, routeMentions, type DocsFacts } from './check-examples.js';
import { docsFacts } from './docs-facts.js';
import { shellCommands, shellExamples } from './shell-examples.js';

/** The commands in README.md and docs/ name only what exists: dsp commands and options, routes, npm scripts. */
const PAGES = ['README.md', ...readdirSync('docs', { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md')).map((name) => join('docs', name))];

let facts: DocsFacts;
beforeAll(async () => {
  facts = await docsFacts();
}, 120_000);

describe('the shell examples of the docs', () => {
  it.each(PAGES)('%s names only commands, options, routes and scripts that exist', (page) => {
    expect(checkCommands(shellExamples(readFileSync(page, 'utf8'), page), facts)).toEqual([]);
  });

  it.each(PAGES)('%s names only routes the service has (`GET /v1/...` in prose and tables)', (page) => {
    expect(checkRoutes(routeMentions(readFileSync(page, 'utf8'), page), facts)).toEqual([]);
  });

  it('checks enough to matter: the pages hold dsp, curl and npm commands', () => {
    const words = PAGES.flatMap((page) => shellExamples(readFileSync(page, 'utf8'), page)).map((command) => command.words.slice(0, 2).join(' '));
    expect(words.filter((word) => word === 'npx dsp').length).toBeGreaterThan(20);
    expect(words.filter((word) => word.startsWith('curl')).length).toBeGreaterThan(10);
    expect(words).toContain('npm ci');
    expect(routeMentions(readFileSync('docs/http-api.md', 'utf8'), 'docs/http-api.md').length).toBeGreaterThan(30);
  });
});

describe('the check itself, on a made-up page', () => {
  const page = [
    'Draw it with `npx dsp render flow.mmd --made-up-flag`.',
    '',
    '```sh',
    'npx dsp render flow.mmd -o out.png --scale 2 --theme=dark   # real',
    'npx dsp render flow.mmd --colour red                        # no such option',
    'npx dsp paint flow.mmd                                      # no such command',
    'npx dsp admin revoke-key --id key_1 | --key dsp_sk_1        # real, usage notation',
    'npx dsp admin revoke-key --email a@b.c                      # no such option for this action',
    'npx dsp admin erase-everything                              # no such action',
    'curl -s localhost:8787/v1/diagrams/checkout -H "authorization: Bearer $KEY"',
    "curl -s -X POST localhost:8787/v1/diagrams/checkout/revisions -d '{\"baseRevision\":1}'",
    'curl -s localhost:8787/v1/diagrams/checkout/revisions \\',
    '  -H "x-api-key: $KEY"',
    'curl -s localhost:8787/v1/made-up-route',
    'curl -s -X PATCH localhost:8787/v1/diagrams/checkout',
    'curl -s localhost:8787/d/dgm_1@1.png -o v1.png',
    'npm run build && npm run made-up-script',
    'npx tsx bench/load.ts --setups sqlite && npx tsx bench/made-up.ts',
    'npx vitest run test/docs test/cli/admin test/made-up-suite   # test/cli/admin: a filter, admin-*.test.ts',
    '```',
  ].join('\n');

  it('finds each made-up flag, command, action, route and script, and nothing real', () => {
    expect(checkCommands(shellExamples(page, 'made-up.md'), facts).map((problem) => problem.replace(/ \(in: .*\)$/, ''))).toEqual([
      'made-up.md:1: dsp render has no option --made-up-flag',
      'made-up.md:5: dsp render has no option --colour',
      'made-up.md:6: dsp has no command "paint"',
      'made-up.md:8: dsp admin revoke-key has no option --email',
      'made-up.md:9: dsp admin has no action "erase-everything"',
      'made-up.md:14: the service has no route GET /v1/made-up-route',
      'made-up.md:15: the service has no route PATCH /v1/diagrams/checkout',
      'made-up.md:17: package.json has no script "made-up-script"',
      'made-up.md:18: the repository has no bench/made-up.ts',
      'made-up.md:19: the repository has no test/made-up-suite',
    ]);
  });

  it('finds a made-up route named in a table, and takes placeholders and optional parts as one word', () => {
    const table = ['| `GET /v1/diagrams/{id or key}` | real |', '| `GET /v1/public/diagrams/{ref}[@{revision}]` | real |', '| `POST /v1/diagrams/{id}/archive` | made up |'].join('\n');
    expect(checkRoutes(routeMentions(table, 't.md'), facts)).toEqual(['t.md:3: the service has no route POST /v1/diagrams/x/archive']);
  });

  it('reads words as a shell does: quotes, comments, continued lines, environment settings', () => {
    const commands = shellCommands("DSP_DATA_DIR=/tmp/x npx dsp render 'docs/**/*.mmd' \\\n  --out-dir out # a comment\ncat a | gzip", 'x.md', 1);
    expect(commands.map((command) => command.words)).toEqual([['npx', 'dsp', 'render', 'docs/**/*.mmd', '--out-dir', 'out'], ['cat', 'a'], ['gzip']]);
  });
});
