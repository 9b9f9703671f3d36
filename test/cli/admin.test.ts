import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { apiClient, type ApiClient } from '../support/api-client.js';
import { runDsp, type Finished } from '../../harness/processes.js';
import { serviceScene } from '../../harness/scenes.js';

// dsp admin create-user / create-key (issue: Bootstrap and admin) against the database a
// running server uses: what the commands print, that the keys they print work over HTTP
// with the rights asked for, and the one-line errors for what cannot be done.
let api: ApiFixture;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
});
afterAll(() => api.close());

const admin = (...args: string[]): Promise<Finished> => runDsp(['admin', ...args], { DSP_DATA_DIR: api.dataDir });

/** The key a create-key run printed, checked to be the only thing it printed. */
function printedKey(run: Finished): string {
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toMatch(/^dsp_sk_[0-9a-f]{32}\n$/);
  return run.stdout.trim();
}

const client = (key: string): ApiClient => apiClient(api.url, { authorization: `Bearer ${key}` });

describe('dsp admin create-user and create-key', () => {
  it('creates a person with a personal workspace, prints its ids as JSON, and a key that writes', { timeout: 60_000 }, async () => {
    const created = await admin('create-user', '--email', 'Ada@Example.test', '--plan', 'pro');
    expect(created.code, created.stderr).toBe(0);
    const user = JSON.parse(created.stdout) as Record<string, unknown>;
    expect(user).toMatchObject({ email: 'ada@example.test', workspaceKind: 'personal', plan: 'pro', role: 'owner', emailVerified: true });
    expect(user.personId).toMatch(/^usr_/);
    expect(user.workspaceId).toMatch(/^wsp_/);

    const key = printedKey(await admin('create-key', '--email', 'ada@example.test'));
    const made = await client(key).post<{ id: string }>('/v1/diagrams', { scene: serviceScene(3) });
    expect(made.status, made.text).toBe(201);
    const listed = await client(key).get<{ diagrams: Array<{ id: string }> }>('/v1/diagrams');
    expect(listed.body.diagrams.map((d) => d.id)).toEqual([made.body.id]);

    // The longest address SMTP carries makes an account too (its workspace name is cut to fit).
    const longest = await admin('create-user', '--email', `${'b'.repeat(241)}@example.test`);
    expect(longest.code, longest.stderr).toBe(0);
  });

  it('gives read keys, viewers and unverified people exactly the rights the spec gives them', { timeout: 60_000 }, async () => {
    expect((await admin('create-user', '--email', 'owner@team.test', '--team', 'Acme', '--plan', 'team')).code).toBe(0);
    const viewer = await admin('create-user', '--email', 'viewer@team.test', '--team', 'Acme', '--role', 'viewer');
    expect(viewer.code, viewer.stderr).toBe(0);
    expect(JSON.parse(viewer.stdout)).toMatchObject({ workspaceKind: 'team', plan: 'team', role: 'viewer' });
    expect((await admin('create-user', '--email', 'new@example.test', '--unverified')).code).toBe(0);

    const ownerKey = printedKey(await admin('create-key', '--email', 'owner@team.test'));
    const readKey = printedKey(await admin('create-key', '--email', 'owner@team.test', '--scope', 'read', '--expires-in-days', '30'));
    const viewerKey = printedKey(await admin('create-key', '--email', 'viewer@team.test'));
    const unverifiedKey = printedKey(await admin('create-key', '--email', 'new@example.test'));

    const teamDiagram = await client(ownerKey).post<{ id: string }>('/v1/diagrams', { scene: serviceScene(2) });
    expect(teamDiagram.status).toBe(201);
    // Read rights: the read key and the viewer see the team's diagram and cannot write.
    for (const key of [readKey, viewerKey]) {
      expect((await client(key).get(`/v1/diagrams/${teamDiagram.body.id}`)).status).toBe(200);
      const refused = await client(key).post('/v1/diagrams', { scene: serviceScene(2) });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'READ_ONLY' });
    }
    const unverified = await client(unverifiedKey).post('/v1/diagrams', { scene: serviceScene(2) });
    expect(unverified.status).toBe(403);
    expect(unverified.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });

  it('refuses what cannot be done with a code and a one-line reason, and exits non-zero', { timeout: 60_000 }, async () => {
    const [unknownPerson, badEmail, proTeam, teamPersonal, badDays, unknownWorkspace, badPlan, longEmail, longTeam, longName] = await Promise.all([
      admin('create-key', '--email', 'nobody@example.test'),
      admin('create-user', '--email', 'not-an-email'),
      admin('create-user', '--email', 'x@team.test', '--team', 'Acme', '--plan', 'pro'),
      admin('create-user', '--email', 'z@example.test', '--plan', 'team'),
      admin('create-key', '--email', 'ada@example.test', '--expires-in-days', 'soon'),
      admin('create-key', '--email', 'ada@example.test', '--workspace', 'wsp_missing'),
      admin('create-user', '--email', 'y@example.test', '--plan', 'gold'),
      // Longer than a column holds: refused alike on SQLite (which would store it) and PostgreSQL (which would not).
      admin('create-user', '--email', `${'a'.repeat(250)}@example.test`),
      admin('create-user', '--email', 'long@team.test', '--team', 'T'.repeat(201)),
      admin('create-key', '--email', 'ada@example.test', '--name', 'n'.repeat(101)),
    ]);
    const expectRefusal = (run: Finished, code: string) => {
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(new RegExp(`^dsp admin: ${code}: .+\\n$`));
    };
    expectRefusal(unknownPerson, 'PERSON_NOT_FOUND');
    expectRefusal(badEmail, 'EMAIL_INVALID');
    expectRefusal(proTeam, 'PLAN_INVALID');
    expectRefusal(teamPersonal, 'PLAN_INVALID');
    // A refused create-user saved no one.
    expectRefusal(await admin('create-key', '--email', 'x@team.test'), 'PERSON_NOT_FOUND');
    expectRefusal(badDays, 'INVALID_EXPIRES_IN_DAYS');
    expectRefusal(unknownWorkspace, 'WORKSPACE_NOT_FOUND');
    expectRefusal(longEmail, 'EMAIL_INVALID');
    expectRefusal(longTeam, 'TEAM_NAME_INVALID');
    expectRefusal(longName, 'KEY_NAME_TOO_LONG');
    // A value outside a flag's choices is a usage error (exit 2), like a missing --email.
    expect(badPlan.code).toBe(2);
    expect(badPlan.stderr).toContain('--plan must be one of free, pro, team');
    expect((await admin('create-user')).code).toBe(2);
  });
});
