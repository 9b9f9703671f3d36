import { DeriveError } from './errors.js';

/**
 * The parser packages, loaded on first use (as layout/ loads elkjs): they are optional peer
 * dependencies (node-sql-parser alone is 89 MB installed), so neither the element's bundle
 * nor a light install carries them. A missing one is a DERIVE_PARSER_UNAVAILABLE error
 * naming the package to install. Each module is typed here by the parts the readers use.
 */

/** @mrleebo/prisma-ast: getSchema(source) → its block list (chevrotain errors carry token.startLine/startColumn). */
export interface PrismaAstModule {
  getSchema(source: string): { list: unknown[] };
}

/** pgsql-ast-parser: parse(sql, { locationTracking }) → statements; errors carry token.offset. */
export interface PgsqlAstModule {
  parse(sql: string, options?: { locationTracking?: boolean }): unknown[];
}

/** node-sql-parser's MySQL build (one dialect, not the 89 MB of all): new Parser().astify(sql, { database }); errors carry location.start. */
export interface SqlParserModule {
  Parser: new () => { astify(sql: string, options: { database: string }): unknown };
}

/** @dbml/core: new Parser().parse(source, 'dbml') → a Database (normalize() gives plain records). */
export interface DbmlModule {
  Parser: new () => { parse(source: string, format: 'dbml'): { normalize(): unknown } };
}

const cache = new Map<string, Promise<unknown>>();

function once<T>(name: string, load: () => Promise<T>, key = name): Promise<T> {
  let loaded = cache.get(key) as Promise<T> | undefined;
  if (loaded === undefined) {
    loaded = load().catch((error: unknown) => {
      cache.delete(key);
      const detail = error instanceof Error ? error.message : String(error);
      throw new DeriveError('DERIVE_PARSER_UNAVAILABLE', `the parser package ${name} could not be loaded (${detail}); install it: npm install ${name}`, { data: { package: name } });
    });
    cache.set(key, loaded);
  }
  return loaded;
}

/** A CommonJS module's exports, whether the ESM loader named them or left them on default. */
function commonJs<T>(module: unknown, key: string): T {
  const record = module as Record<string, unknown>;
  return (key in record ? record : (record.default as Record<string, unknown>)) as T;
}

export const loadPrismaAst = (): Promise<PrismaAstModule> =>
  once('@mrleebo/prisma-ast', async () => commonJs<PrismaAstModule>(await import('@mrleebo/prisma-ast'), 'getSchema'));

export const loadPgsqlAst = (): Promise<PgsqlAstModule> =>
  once('pgsql-ast-parser', async () => commonJs<PgsqlAstModule>(await import('pgsql-ast-parser'), 'parse'));

export const loadMysqlParser = (): Promise<SqlParserModule> =>
  once('node-sql-parser', async () => commonJs<SqlParserModule>(await import('node-sql-parser/build/mysql.js'), 'Parser'), 'mysql');

export const loadDbml = (): Promise<DbmlModule> =>
  once('@dbml/core', async () => commonJs<DbmlModule>(await import('@dbml/core'), 'Parser'));
