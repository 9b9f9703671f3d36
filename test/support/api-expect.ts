import { expect } from 'vitest';
import type { ApiClient, ApiResponse } from './api-client.js';
import type { SceneDocumentInput } from '../../harness/scenes.js';

/** An error answer: the status, the code, a message for people, and the extra fields named. */
export function expectError(response: ApiResponse<unknown>, status: number, code: string, extra: Record<string, unknown> = {}): void {
  const body = (response.body ?? {}) as Record<string, unknown>;
  expect({ status: response.status, code: body.code }, response.text).toEqual({ status, code });
  expect(typeof body.error).toBe('string');
  expect(body).toMatchObject(extra);
}

export interface Created {
  id: string;
  key: string | null;
  revision: number;
  hash: string;
  chain: string;
}

/** Saves a diagram and returns its answer (fails the test unless it was created). */
export async function createDiagram(client: ApiClient, body: { scene?: SceneDocumentInput; mermaid?: string; key?: string; brief?: string; message?: string }): Promise<Created> {
  const response = await client.post<Created>('/v1/diagrams', body);
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** Sends an edit and returns its answer (fails the test unless it was applied). */
export async function editDiagram(client: ApiClient, id: string, body: Record<string, unknown>): Promise<{ id: string; revision: number; hash: string; chain: string; changed: { added: string[]; updated: string[]; removed: string[] } }> {
  const response = await client.post<{ id: string; revision: number; hash: string; chain: string; changed: { added: string[]; updated: string[]; removed: string[] } }>(`/v1/diagrams/${id}/revisions`, body);
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** The revision numbers of a diagram's history, oldest first. */
export async function revisionNumbers(client: ApiClient, id: string): Promise<number[]> {
  const response = await client.get<{ revisions: Array<{ revision: number }> }>(`/v1/diagrams/${id}/revisions?limit=500`);
  expect(response.status, response.text).toBe(200);
  return response.body.revisions.map((r) => r.revision).reverse();
}
