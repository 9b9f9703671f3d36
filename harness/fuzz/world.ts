import { editableScene, type FuzzWorld } from './requests.js';

/**
 * Saves the diagrams the fuzzer's edits and reads aim at (in the key's workspace) and
 * returns their ids and keys. Over HTTP, so the in-process suite and the bench's server
 * child are seeded the same way.
 */
export async function seedDiagrams(baseUrl: string, writeKey: string, count = 4): Promise<string[]> {
  const refs: string[] = [];
  for (let i = 0; i < count; i++) {
    const key = `seed-${i}`;
    const response = await fetch(`${baseUrl}/v1/diagrams`, {
      method: 'POST',
      headers: { authorization: `Bearer ${writeKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ scene: editableScene(`Seed ${i}`), key }),
    });
    if (response.status !== 201) throw new Error(`could not seed a diagram: ${response.status} ${await response.text()}`);
    const { id } = (await response.json()) as { id: string };
    refs.push(id, key);
  }
  return refs;
}

/** Share links to the first diagrams (by id): their tokens and link ids, for the keyless addresses. */
export async function seedShareLinks(baseUrl: string, writeKey: string, diagrams: string[], count = 3): Promise<{ tokens: string[]; links: string[] }> {
  const tokens: string[] = [];
  const links: string[] = [];
  for (const id of diagrams.filter((ref) => ref.startsWith('dgm_')).slice(0, count)) {
    const response = await fetch(`${baseUrl}/v1/diagrams/${id}/links`, { method: 'POST', headers: { authorization: `Bearer ${writeKey}` } });
    if (response.status !== 201) throw new Error(`could not make a share link: ${response.status} ${await response.text()}`);
    const { token, linkId } = (await response.json()) as { token: string; linkId: string };
    tokens.push(token);
    links.push(linkId);
  }
  return { tokens, links };
}

/** The world of a run: seeded diagrams and share links of the write key's (Pro) workspace. */
export async function seedWorld(baseUrl: string, keys: FuzzWorld['keys']): Promise<FuzzWorld> {
  const diagrams = await seedDiagrams(baseUrl, keys.write);
  return { keys, diagrams, ...(await seedShareLinks(baseUrl, keys.write, diagrams)) };
}
