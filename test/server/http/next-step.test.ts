import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { notFound } from '../../../server/use-cases/diagrams/find-diagram.js';
import { ServiceError } from '../../../server/ports/service-error.js';
import { restMessage } from '../../../server/http/next-step.js';

// Services word their errors for every front door; the REST layer adds its method and path.
describe('service errors name use cases, REST names its routes', () => {
  it('no service error message names a REST route or an HTTP header', () => {
    // Every layer below the front doors: the use cases, the ports and their implementations.
    const offending: string[] = [];
    const below = ['use-cases', 'ports', 'infrastructure'].flatMap((layer) =>
      readdirSync(`server/${layer}`, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts')).map((name) => `server/${layer}/${name}`));
    expect(below.length).toBeGreaterThan(60);
    for (const file of below) {
      const source = readFileSync(file, 'utf8');
      // Each thrown error's constructor call, up to its closing parenthesis on the same statement.
      for (const call of source.match(/new ServiceError\([\s\S]*?\);/g) ?? []) {
        if (/\/v1\/|\b(GET|POST|PUT|DELETE) \/|Authorization|X-API-Key|Content-Type|Accept\b|\?[a-z]+=/.test(call)) offending.push(`${file}: ${call.slice(0, 120)}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('REST answers carry the next step as a method and path', () => {
    const missing = notFound('orders');
    expect(missing.message).not.toContain('/v1/');
    expect(restMessage(missing)).toBe('No diagram "orders" in this workspace; check the id or key, or list the workspace\'s diagrams (GET /v1/diagrams).');
    const taken = new ServiceError(409, 'KEY_EXISTS', 'Pick another key, or edit that diagram.').suggest({ do: 'editDiagram', ref: 'a b' });
    expect(restMessage(taken)).toBe('Pick another key, or edit that diagram (POST /v1/diagrams/a%20b/revisions).');
    const stale = new ServiceError(409, 'REVISION_CONFLICT', 'Read it again.').suggest({ do: 'readDiagram', ref: 'dgm_1', knownRevision: 2 });
    expect(restMessage(stale)).toBe('Read it again (GET /v1/diagrams/dgm_1?knownRevision=2).');
    expect(restMessage(new ServiceError(400, 'X', 'Plain.'))).toBe('Plain.');
  });
});
