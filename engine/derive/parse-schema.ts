import { readDbml } from './dbml/read-dbml.js';
import { DeriveError } from './errors.js';
import { DERIVE_FORMATS, type DeriveFormat, type SchemaModel } from './model.js';
import { readPrisma } from './prisma/read-prisma.js';
import { readSql } from './sql/read-sql.js';

const READERS: Record<DeriveFormat, (source: string) => Promise<SchemaModel>> = { prisma: readPrisma, sql: readSql, dbml: readDbml };

/** Reads a schema snapshot into the neutral model. Throws DeriveError (DERIVE_PARSE_ERROR with line, column and hint; DERIVE_PARSER_UNAVAILABLE). */
export async function parseSchema(format: DeriveFormat, source: string): Promise<SchemaModel> {
  if (!(DERIVE_FORMATS as readonly string[]).includes(format)) {
    throw new DeriveError('DERIVE_PARSE_ERROR', `unknown snapshot format ${JSON.stringify(format)}`, { line: 1, column: 1, hint: `format is one of ${DERIVE_FORMATS.join(', ')}` });
  }
  return READERS[format](source);
}

/** The format a file name says (.prisma, .sql, .dbml), or undefined. */
export function formatOfFileName(name: string): DeriveFormat | undefined {
  const extension = /\.(prisma|sql|dbml)$/i.exec(name)?.[1]?.toLowerCase();
  return extension as DeriveFormat | undefined;
}
