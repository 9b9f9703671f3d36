/** Which front door a revision came through (the revision record's `createdVia`). */
export type Transport = 'api' | 'mcp' | 'cli';
