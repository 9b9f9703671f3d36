import { expect } from 'vitest';
import type { ApiClient, ApiResponse } from './api-client.js';
import type { TestUser } from './api-fixture.js';

/** Headers that differ between any two answers whatever they hold. */
const INCIDENTAL = new Set(['date', 'connection', 'keep-alive', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']);

/** What a client can observe of an answer: status, body bytes and every header but the incidental ones. */
export function observable(response: ApiResponse<unknown>): { status: number; text: string; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!INCIDENTAL.has(name)) headers[name] = value;
  });
  return { status: response.status, text: response.text, headers };
}

/** Every answer is the same 404 NOT_FOUND: status, body and headers alike. */
export function expectUniformNotFound(responses: Array<ApiResponse<unknown>>): void {
  expect(responses.length).toBeGreaterThan(1);
  const first = observable(responses[0]!);
  expect(first.status, first.text).toBe(404);
  expect(JSON.parse(first.text)).toMatchObject({ code: 'NOT_FOUND' });
  for (const response of responses.slice(1)) expect(observable(response)).toEqual(first);
}

/** Publishes a diagram and returns the answer's body (fails the test unless it worked). */
export async function publish(client: ApiClient, id: string): Promise<{ id: string; visibility: string; url: string; madePublicAt: string }> {
  const response = await client.request<{ id: string; visibility: string; url: string; madePublicAt: string }>('PUT', `/v1/diagrams/${id}/sharing`, { body: { visibility: 'public' } });
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** Makes a share link and returns the answer's body (fails the test unless it was made). */
export async function makeLink(client: ApiClient, id: string): Promise<{ id: string; linkId: string; token: string; url: string; svg: string; png: string; createdAt: string }> {
  const response = await client.post<{ id: string; linkId: string; token: string; url: string; svg: string; png: string; createdAt: string }>(`/v1/diagrams/${id}/links`);
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** The strings that must never appear in a keyless answer about this user's diagram. */
export function privateStrings(user: TestUser, extra: string[] = []): string[] {
  return [user.workspaceId, user.personId, user.email, user.key, ...extra];
}

/** Fails when any of the private strings appears in the answer's body or headers. */
export function expectNoLeak(response: ApiResponse<unknown>, secrets: string[]): void {
  const seen = JSON.stringify(observable(response));
  for (const secret of secrets) expect(seen.includes(secret), `the answer holds "${secret}"`).toBe(false);
}
