import { execFile } from 'node:child_process';
import { basename, dirname } from 'node:path';
import { promisify } from 'node:util';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type Router from '@koa/router';
import { createApp } from '../../server/app.js';
import type { DocsFacts } from './check-examples.js';

/**
 * What the docs may name, read from the code itself: each command's options from the help
 * `dsp <command> --help` prints (made from its option table, cli/args.ts), admin's actions
 * from its usage, the routes from the router createApp registers, the scripts from package.json.
 */
export async function docsFacts(): Promise<DocsFacts> {
  const router = appRouter();
  const [commands, actions] = await Promise.all([cliCommands(), adminActions()]);
  return {
    commands,
    adminActions: actions,
    hasRoute: (method, path) => router.match(path, method).route,
    repositoryPath: repositoryPath(),
    scripts: new Set(Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts)),
  };
}

/**
 * Whether a path names something in the repository: a path under one of its top-level
 * folders must exist; any other (a reader's own `out/x.svg`, `/tmp/...`) is not the docs'
 * to check (undefined).
 */
function repositoryPath(): DocsFacts['repositoryPath'] {
  const folders = new Set(readdirSync('.', { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules').map((entry) => entry.name));
  return (path, prefix) => {
    if (!folders.has(path.split('/')[0]!)) return undefined;
    if (existsSync(path)) return true;
    return prefix && existsSync(dirname(path)) && readdirSync(dirname(path)).some((name) => name.startsWith(basename(path)));
  };
}

/** What `dsp ...args` prints (a failure throws, with its stderr). */
async function dsp(...args: string[]): Promise<string> {
  return (await promisify(execFile)(process.execPath, ['bin/dsp.mjs', ...args], { encoding: 'utf8', timeout: 60_000 })).stdout;
}

/** The commands `dsp --help` lists, each with the options of its own --help. */
async function cliCommands(): Promise<Map<string, Set<string>>> {
  const usage = await dsp('--help');
  const names = [...usage.slice(usage.indexOf('Commands:')).matchAll(/^ {2}([a-z]+) /gm)].map(([, name]) => name!);
  // admin's options are per action (adminActions); the others' come from their own --help.
  const helps = await Promise.all(names.map(async (name) => (name === 'admin' ? '' : dsp(name, '--help'))));
  return new Map(names.map((name, index) => [name, helpOptions(helps[index]!)]));
}

/** The options of a help's "Options:" list: `-o, --output FILE` gives -o and --output. */
export function helpOptions(help: string): Set<string> {
  const options = new Set<string>();
  for (const [, short, long] of help.matchAll(/^ {2}(?:-([a-zA-Z]), )? *--([a-z][a-z-]*)/gm)) {
    if (short) options.add(`-${short}`);
    options.add(`--${long}`);
  }
  return options;
}

/** `dsp admin --help`: one usage line per action, naming every option it takes. */
async function adminActions(): Promise<Map<string, Set<string>>> {
  const actions = new Map<string, Set<string>>();
  for (const [, action, rest] of (await dsp('admin', '--help')).matchAll(/^ *dsp admin ([a-z-]+)(.*)$/gm)) {
    actions.set(action!, new Set([...rest!.matchAll(/(?<![\w-])(--?[a-z][a-z-]*)/g)].map(([flag]) => flag!)));
  }
  return actions;
}

/** The router of the app as the service builds it, every part mounted (nothing is listened on or queried). */
function appRouter(): Router {
  const app = createApp({ context: { db: {}, clock: { now: () => new Date(0) } } as never, drawer: {} as never, config: { webUrl: 'https://dsp.test', baseUrl: 'https://api.dsp.test' }, rateLimits: false, logRequest: () => {} });
  const routes = app.middleware.find((middleware) => 'router' in middleware) as unknown as { router: Router } | undefined;
  if (!routes) throw new Error('createApp mounted no router');
  return routes.router;
}
