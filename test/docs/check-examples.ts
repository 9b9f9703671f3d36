import type { ShellCommand } from './shell-examples.js';

/** What the docs' commands may name: the CLI's options, the service's routes, package.json's scripts. */
export interface DocsFacts {
  /** `dsp <command>` → its long and short options (`--out-dir`, `-o`). */
  commands: ReadonlyMap<string, ReadonlySet<string>>;
  /** `dsp admin <action>` → the options its usage line names. */
  adminActions: ReadonlyMap<string, ReadonlySet<string>>;
  /** Whether the app's router has a route for this method and path. */
  hasRoute(method: string, path: string): boolean;
  scripts: ReadonlySet<string>;
  /**
   * Whether a path of the repository (`bench/load.ts`, `test/api`) exists, or with `prefix`
   * whether some file's path starts with it (vitest's filters: `test/cli/admin`); undefined
   * for a path outside the repository's folders.
   */
  repositoryPath(path: string, prefix: boolean): boolean | undefined;
}

const TOP_LEVEL = new Set(['--version', '-v', '--help', '-h', 'help']);
// curl options whose value is the next word (so that word is not taken for the URL).
const CURL_VALUE_OPTIONS = new Set(['-H', '--header', '-d', '--data', '--data-binary', '--data-raw', '-X', '--request', '-o', '--output', '-u', '-A', '-e', '-F']);

/** Every way a command of the docs names something that does not exist, as `file:line: problem`. */
export function checkCommands(commands: readonly ShellCommand[], facts: DocsFacts): string[] {
  return commands.flatMap((command) => problemsOf(command, facts).map((problem) => `${command.file}:${command.line}: ${problem} (in: ${command.words.join(' ')})`));
}

function problemsOf(command: ShellCommand, facts: DocsFacts): string[] {
  const [first] = command.words;
  const dsp = command.words.findIndex((word, index) => (word === 'dsp' || word.endsWith('bin/dsp.mjs')) && (index === 0 || ['npx', 'node'].includes(first!)));
  if (dsp >= 0) return dspProblems(command.words.slice(dsp + 1), facts);
  if (first === 'npm') return npmProblems(command.words.slice(1), facts);
  if (first === 'curl') return curlProblems(command.words.slice(1), facts);
  if (first === 'node' || (first === 'npx' && ['tsx', 'vitest'].includes(command.words[1]!))) return pathProblems(command.words.slice(1), facts, command.words[1] === 'vitest');
  return [];
}

function dspProblems(args: string[], facts: DocsFacts): string[] {
  const [name, ...rest] = args;
  if (name === undefined || TOP_LEVEL.has(name) || /^<.*>$/.test(name)) return [];
  const options = facts.commands.get(name);
  if (!options) return [`dsp has no command "${name}"`];
  if (name === 'admin') return adminProblems(rest, facts);
  return unknownOptions(rest, options).map((flag) => `dsp ${name} has no option ${flag}`);
}

function adminProblems(args: string[], facts: DocsFacts): string[] {
  const [action, ...rest] = args;
  if (action === undefined || TOP_LEVEL.has(action)) return [];
  const options = facts.adminActions.get(action);
  if (!options) return [`dsp admin has no action "${action}"`];
  return unknownOptions(rest, options).map((flag) => `dsp admin ${action} has no option ${flag}`);
}

/** The options among the words (`--theme=dark` is `--theme`) that the command does not take. */
function unknownOptions(words: readonly string[], options: ReadonlySet<string>): string[] {
  const flags = words.filter((word) => /^--?[a-z]/i.test(word)).map((word) => word.split('=')[0]!);
  return flags.filter((flag) => !options.has(flag) && !TOP_LEVEL.has(flag));
}

/** The repository files a `node`, `npx tsx` or `npx vitest run` command names that do not exist (vitest's are filters: a prefix is enough). */
function pathProblems(args: string[], facts: DocsFacts, filters: boolean): string[] {
  const paths = args.filter((word) => !word.startsWith('-') && word.includes('/') && !/[<>*?{]/.test(word));
  return paths.filter((path) => facts.repositoryPath(path, filters) === false).map((path) => `the repository has no ${path}`);
}

function npmProblems(args: string[], facts: DocsFacts): string[] {
  const [verb, script] = args;
  if (verb === 'run' && script !== undefined && !facts.scripts.has(script)) return [`package.json has no script "${script}"`];
  if ((verb === 'start' || verb === 'test') && !facts.scripts.has(verb)) return [`package.json has no script "${verb}"`];
  return [];
}

function curlProblems(args: string[], facts: DocsFacts): string[] {
  let method: string | undefined;
  let body = false;
  let url: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const word = args[i]!;
    if (CURL_VALUE_OPTIONS.has(word)) {
      if (word === '-X' || word === '--request') method = args[i + 1]!.toUpperCase();
      if (word.startsWith('-d') || word.startsWith('--data') || word === '-F') body = true;
      i += 1;
    } else if (!word.startsWith('-') && url === undefined) url = word;
  }
  if (url === undefined) return ['curl without an address'];
  const path = pathOf(url);
  if (path === undefined) return [];
  const verb = method ?? (body ? 'POST' : 'GET');
  return facts.hasRoute(verb, path) ? [] : [`the service has no route ${verb} ${path}`];
}

/** The path of a curl address (`localhost:8787/v1/x?y`, `https://host/v1/x`), shell variables as one segment's text. */
export function pathOf(url: string): string | undefined {
  const match = /^(?:https?:\/\/)?[^/\s]+(\/[^?#\s]*)/.exec(url);
  return match?.[1]!.replace(/\$\{?[A-Za-z_][A-Za-z0-9_]*\}?/g, 'x');
}

/** A route a page names in prose or a table (`GET /v1/diagrams/{id}/render`), with where it is. */
export interface RouteMention {
  file: string;
  line: number;
  method: string;
  path: string;
}

/** The `METHOD /path` code spans of a page: placeholders (`{id}`, `<version>`) stand for one word, `[...]` parts are optional. */
export function routeMentions(markdown: string, file: string): RouteMention[] {
  return markdown.split('\n').flatMap((text, index) =>
    [...text.matchAll(/`(GET|POST|PUT|DELETE|PATCH|HEAD) (\/[^`?\s]*)[^`]*`/g)].map(([, method, path]) => ({
      file,
      line: index + 1,
      method: method!,
      path: path!.replace(/\[[^\]]*\]/g, '').replace(/\{[^}]*\}|<[^>]*>/g, 'x'),
    })),
  );
}

/** Every named route the router does not have, as `file:line: problem`. */
export function checkRoutes(mentions: readonly RouteMention[], facts: DocsFacts): string[] {
  return mentions.filter(({ method, path }) => !facts.hasRoute(method, path)).map(({ file, line, method, path }) => `${file}:${line}: the service has no route ${method} ${path}`);
}
