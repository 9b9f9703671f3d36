import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../server/ports/service-error.js';
import { toolFailure } from '../../server/mcp/tool-errors.js';

// How a failure reads to an agent: the REST code and extra fields, the message, and a fix.
describe('toolFailure', () => {
  const noLog = () => {
    throw new Error('not expected to log');
  };

  it('keeps the extra fields and takes the fix from the message after its semicolon', () => {
    const error = new ServiceError(429, 'RATE_LIMITED', 'Too many requests; wait 3 s and try again.', { retryAfter: 3 });
    expect(toolFailure(error, 't', noLog)).toEqual({
      isError: true,
      structuredContent: { code: 'RATE_LIMITED', message: 'Too many requests; wait 3 s and try again.', fix: 'wait 3 s and try again.', retryAfter: 3 },
      content: [{ type: 'text', text: 'RATE_LIMITED: Too many requests; wait 3 s and try again.' }],
    });
  });

  it("takes a schema problem's own fix, and names wrong arguments as such", () => {
    const error = new ServiceError(400, 'BODY_INVALID', 'The request body is not valid: x', { errors: [{ code: 'X', message: 'OUT_OF_RANGE: revisions start at 1' }] });
    expect(toolFailure(error, 't', noLog).structuredContent).toMatchObject({ code: 'ARGUMENTS_INVALID', fix: 'revisions start at 1' });
  });

  it('answers a busy database as REST does, so the agent retries', () => {
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    expect(toolFailure(busy, 't', noLog).structuredContent).toMatchObject({ code: 'DATABASE_BUSY', retryAfter: 1 });
  });

  it('logs an unexpected error and tells the agent nothing of it', () => {
    const logged: unknown[] = [];
    const answer = toolFailure(new TypeError('secret internals'), 'diagram_read', (error, where) => logged.push([String(error), where]));
    expect(answer.structuredContent).toMatchObject({ code: 'INTERNAL' });
    expect(JSON.stringify(answer)).not.toContain('secret');
    expect(logged).toEqual([['TypeError: secret internals', { tool: 'diagram_read' }]]);
  });
});
