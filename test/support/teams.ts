import { expect } from 'vitest';
import type { ApiClient } from './api-client.js';
import type { ApiFixture, TestUser } from './api-fixture.js';
import type { ReadMail } from './mail.js';
import { mailsTo, signIn, WEB_ORIGIN } from './people.js';

let teamCounter = 0;

/** A team's id, name and its owner: a person with a key in their personal workspace, signed in, whose session acts in the team. */
export interface TestTeam {
  id: string;
  name: string;
  owner: TestUser;
  /** The owner's session, switched to the team. */
  session: ApiClient;
  sessionToken: string;
}

/** An owner signs in and makes a team over the API (POST /v1/auth/teams), then acts in it. */
export async function makeTeam(api: ApiFixture, ownerOptions: Parameters<ApiFixture['user']>[0] = {}): Promise<TestTeam> {
  teamCounter += 1;
  const owner = await api.user(ownerOptions);
  const { client, token } = await signIn(api.url, api.outboxDir, owner.email);
  const name = `Team ${teamCounter} ${process.pid}`;
  const made = await client.post<{ id: string }>('/v1/auth/teams', { name });
  expect(made.status, made.text).toBe(201);
  const switched = await client.request('PUT', '/v1/auth/session', { body: { workspaceId: made.body.id } });
  expect(switched.status, switched.text).toBe(200);
  return { id: made.body.id, name, owner, session: client, sessionToken: token };
}

/** A person with a key in the team (made straight in the database, as `dsp admin create-user --team` does: no seat check). */
export async function teamMember(api: ApiFixture, team: TestTeam, role: 'owner' | 'member' | 'viewer', email?: string): Promise<TestUser> {
  return api.user({ team: team.name, role, ...(email ? { email } : {}) });
}

/** The mail to an address holding this invitation link (waits for it), as a test reads it. */
export async function invitationMail(outboxDir: string, email: string, url: string): Promise<ReadMail> {
  const until = Date.now() + 5_000;
  for (;;) {
    const mail = (await mailsTo(outboxDir, email, 0, 0)).find((one) => one.text.includes(url));
    if (mail || Date.now() > until) {
      expect(mail, `a mail to ${email} with ${url}`).toBeDefined();
      return mail!;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of an invitation's url. */
export function tokenOf(url: string): string {
  expect(url).toMatch(new RegExp(`^${WEB_ORIGIN}/invitations\\?token=[A-Za-z0-9_-]{43}$`));
  return url.split('token=')[1]!;
}
