import { execFile } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMermaid } from '../../entry/node.js';
import { staleBuild } from '../../harness/built.js';
import { ROOT } from '../../harness/processes.js';
import { packIntoScratch, repositoryPackage, type ScratchProject } from './scratch-project.js';
// @ts-expect-error plain JavaScript shared with the scratch programs
import { MERMAID } from './consumer/inputs.mjs';

/**
 * Issue 14 item 7: `npm install dsp-diagrams` to render diagrams. The packed package goes
 * into a project outside the repository with `npm install --omit=dev`, install scripts
 * allowed (so a native build would run, and show), and no other package beside it. The
 * figures are in docs/decisions/2026-11-24-light-install.md.
 */

const run = promisify(execFile);
// 32 MB since issue 32 (docs/decisions/2026-11-28-light-install-limit.md): the package grew with features, not packages.
const LIMIT_BYTES = 32_000_000;

let project: ScratchProject | undefined;

/** Bytes of every file under `path` (their lengths, as npm's "unpacked size" counts them), and the files found. */
function filesUnder(path: string): { bytes: number; files: string[] } {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return { bytes: stat.isFile() ? stat.size : 0, files: [path] };
  let bytes = 0;
  const files: string[] = [];
  for (const entry of readdirSync(path)) {
    const under = filesUnder(join(path, entry));
    bytes += under.bytes;
    files.push(...under.files);
  }
  return { bytes, files };
}

interface Installed {
  packages: Record<string, { hasInstallScript?: boolean }>;
}

function dsp(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(join(project!.dir, 'node_modules/.bin/dsp'), args, { cwd: project!.dir, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

beforeAll(async () => {
  const problem = staleBuild();
  if (problem) throw new Error(problem);
  project = await packIntoScratch('dsp-light-');
  await project.npm(['install', '--offline', '--omit=dev', '--no-audit', '--no-fund', `./${project.tarball}`]);
}, 240_000);

afterAll(() => {
  project?.remove();
});

describe('npm install dsp-diagrams, for rendering', () => {
  it(`takes under ${LIMIT_BYTES / 1e6} MB and builds nothing native`, () => {
    const modules = join(project!.dir, 'node_modules');
    const { bytes, files } = filesUnder(modules);
    const installed = JSON.parse(readFileSync(join(modules, '.package-lock.json'), 'utf8')) as Installed;
    const packages = Object.keys(installed.packages);
    process.stdout.write(`light install: ${packages.length} packages, ${(bytes / 1e6).toFixed(1)} MB in ${files.length} files\n`);
    expect(bytes).toBeLessThan(LIMIT_BYTES);
    // docs/library.md states these figures: they must be what an install measures (packages exactly, MB within 1).
    const stated = /brings (\d+) packages and (\d+(?:\.\d+)?) MB of files/.exec(readFileSync(join(ROOT, 'docs/library.md'), 'utf8'));
    expect(stated, 'docs/library.md: "brings N packages and X MB of files"').not.toBeNull();
    expect(Number(stated![1])).toBe(packages.length);
    expect(Math.abs(Number(stated![2]) - bytes / 1e6)).toBeLessThanOrEqual(1);
    expect(packages.filter((path) => installed.packages[path]!.hasInstallScript)).toEqual([]);
    expect(files.filter((file) => file.endsWith('.node'))).toEqual([]);
  });

  it("leaves out every one of the server's packages", () => {
    const server = Object.keys(repositoryPackage().peerDependencies ?? {});
    expect(server).toEqual(expect.arrayContaining(['sqlite3', 'knex', 'koa', 'pg']));
    expect(server.filter((name) => existsSync(join(project!.dir, 'node_modules', name)))).toEqual([]);
    expect(existsSync(join(project!.dir, 'node_modules/tsx'))).toBe(false);
  });

  it('runs dsp render there, from dist/ with no TypeScript tooling, byte for byte as this checkout draws', async () => {
    writeFileSync(join(project!.dir, 'flow.mmd'), MERMAID as string);
    const rendered = await dsp(['render', 'flow.mmd', '-o', 'flow.svg']);
    expect(rendered.code, rendered.stderr).toBe(0);
    expect(readFileSync(join(project!.dir, 'flow.svg'), 'utf8')).toBe((await renderMermaid(MERMAID as string)).svg);
  });

  it('answers dsp serve, dsp admin and dsp mcp with one line naming the packages to install, exit 2', async () => {
    const { peerDependencies = {} } = repositoryPackage();
    const install = `npm install ${Object.entries(peerDependencies).map(([name, range]) => `${name}@${range}`).join(' ')}`;
    for (const [command, args] of [['serve', []], ['admin', ['verify']], ['mcp', []]] as const) {
      const answer = await dsp([command, ...args]);
      expect(answer.code).toBe(2);
      expect(answer.stdout).toBe('');
      expect(answer.stderr).toBe(`dsp ${command}: the service's packages are not installed (an install for rendering leaves them out); install them beside dsp-diagrams: ${install}\n`);
    }
    // The line docs/library.md quotes is the one dsp serve prints.
    expect(readFileSync(join(ROOT, 'docs/library.md'), 'utf8')).toContain(`dsp serve: the service's packages are not installed (an install for rendering leaves them out); install them beside dsp-diagrams: ${install}\n`);
    const help = await dsp(['--help']);
    expect(help.stdout).toMatch(/^ {2}render {2,}draw/m);
    expect(help.stdout).not.toMatch(/^ {2}serve /m);
    expect(help.stdout).toContain(`dsp serve, dsp admin, dsp mcp: the service's packages are not installed`);
  });

  it('was installed outside the repository, with the licence and the changelog, without source maps or the service bundle', () => {
    expect(project!.dir.startsWith(ROOT)).toBe(false);
    const installed = join(project!.dir, 'node_modules/dsp-diagrams');
    expect(readFileSync(join(installed, 'LICENSE'), 'utf8')).toContain('MIT License');
    expect(readFileSync(join(installed, 'CHANGELOG.md'), 'utf8')).toContain(`## [${repositoryPackage().version}]`);
    expect(readFileSync(join(installed, 'dist/engine/render/icons/LICENSES.md'), 'utf8')).toContain('ISC License');
    for (const family of ['Inter', 'JetBrainsMono', 'ComicNeue']) {
      expect(readFileSync(join(installed, `dist/fonts/LICENSE-${family}.txt`), 'utf8')).toContain('SIL OPEN FONT LICENSE');
    }
    expect(filesUnder(installed).files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(existsSync(join(installed, 'dist/embed'))).toBe(false);
  });
});
