import { createRequire } from 'node:module';

/**
 * The commands that run the service (dsp serve, dsp admin) need the server's packages: koa,
 * knex and a database driver, nodemailer, and so on. They are optional peer dependencies of
 * dsp-diagrams, which npm does not install, so that installing the package to render
 * diagrams compiles no sqlite3 (docs/library.md, "Installing the package"). These commands are therefore loaded
 * only when run, and only after checking that those packages are there.
 */

type Command = (args: string[]) => Promise<number>;

/** A server command run when the service's packages are missing: one line naming what to install, exit code 2. */
export class MissingServerPackages extends Error {}

interface PackageFields {
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

function serverPackages(): Record<string, string> {
  // The package's own package.json through its name (its exports list ./package.json), which
  // works from the sources in a checkout and from dist/ in an installed package alike.
  const fields = createRequire(import.meta.url)('dsp-diagrams/package.json') as PackageFields;
  const peers = fields.peerDependencies ?? {};
  return Object.fromEntries(Object.entries(peers).filter(([name]) => fields.peerDependenciesMeta?.[name]?.optional));
}

function installed(name: string): boolean {
  try {
    import.meta.resolve(name);
    return true;
  } catch (error) {
    // Installed, but with no "." export (the MCP SDK is imported by its subpaths only).
    return (error as NodeJS.ErrnoException).code === 'ERR_PACKAGE_PATH_NOT_EXPORTED';
  }
}

/** The server's packages that are not installed, each as the `name@range` to give npm install. */
export function missingServerPackages(): string[] {
  return Object.entries(serverPackages())
    .filter(([name]) => !installed(name))
    .map(([name, range]) => `${name}@${range}`);
}

/** The one line that names the commands needing the service's packages and the npm install that adds them. */
export function serverPackagesMessage(commands: string[], missing: string[]): string {
  const names = commands.map((command) => `dsp ${command}`).join(', ');
  return `${names}: the service's packages are not installed (an install for rendering leaves them out); install them beside dsp-diagrams: npm install ${missing.join(' ')}`;
}

/**
 * A command table entry for a server command: checks the server's packages, then imports the
 * command's module (which imports the server) and runs it.
 */
export function serverCommand(name: string, load: () => Promise<Command>): Command {
  return async (args) => {
    const missing = missingServerPackages();
    if (missing.length > 0) throw new MissingServerPackages(serverPackagesMessage([name], missing));
    return (await load())(args);
  };
}
