import { expect } from 'vitest';
import { apiClient, type ApiClient, type ApiResponse } from './api-client.js';
import { outboxMails, type ReadMail } from './mail.js';

/** The fixture's website (test/support/api-fixture.ts): https, so the cookie is __Host- prefixed and Secure. */
export const WEB_ORIGIN = 'https://dsp.test';
export const SESSION_COOKIE = '__Host-dsp_session';

/** The mails an address got (files named by the test clock's time, so in no sure order), waiting up to `ms` for at least `atLeast` of them. */
export async function mailsTo(outboxDir: string, email: string, atLeast = 1, ms = 5_000): Promise<Array<ReadMail & { file: string }>> {
  const until = Date.now() + ms;
  for (;;) {
    const mails = (await outboxMails(outboxDir)).filter((mail) => mail.to === email);
    if (mails.length >= atLeast || Date.now() > until) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Every mail an address got so far: pass it to mailedToken to get the token of the next one. */
export async function mailFilesTo(outboxDir: string, email: string): Promise<Set<string>> {
  return new Set((await mailsTo(outboxDir, email, 0, 0)).map((mail) => mail.file));
}

/** The token of the link to `page` (sign-in, verify-email) in the mail to an address that is not one of `seen`. */
export async function mailedToken(outboxDir: string, email: string, page: 'sign-in' | 'verify-email', seen: Set<string> = new Set()): Promise<string> {
  const mails = (await mailsTo(outboxDir, email, seen.size + 1)).filter((mail) => !seen.has(mail.file));
  expect(mails.length, `new mails to ${email}`).toBe(1);
  const match = new RegExp(`${WEB_ORIGIN}/${page}\\?token=([A-Za-z0-9_-]{43})`).exec(mails[0]!.text);
  expect(match, mails[0]!.text).not.toBeNull();
  return match![1]!;
}

/** The session token of a Set-Cookie answer. */
export function sessionTokenOf(response: ApiResponse<unknown>): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  expect(cookie, response.text).toBeDefined();
  return cookie!.slice(SESSION_COOKIE.length + 1).split(';')[0]!;
}

/** A browser page of the service: sends the session cookie and the website's Origin. */
export function sessionClient(url: string, token: string, origin: string | null = WEB_ORIGIN): ApiClient {
  return apiClient(url, { cookie: `${SESSION_COOKIE}=${token}`, ...(origin ? { origin } : {}) });
}

/** Asks for a link, reads it from the outbox and spends it: a session's client and token. */
export async function signIn(url: string, outboxDir: string, email: string): Promise<{ client: ApiClient; token: string; answer: ApiResponse }> {
  const seen = await mailFilesTo(outboxDir, email);
  const asked = await apiClient(url).post('/v1/auth/sign-in', { email });
  expect(asked.status, asked.text).toBe(202);
  const link = await mailedToken(outboxDir, email, 'sign-in', seen);
  const answer = await apiClient(url, { origin: WEB_ORIGIN }).post('/v1/auth/session', { token: link });
  expect(answer.status, answer.text).toBe(201);
  const token = sessionTokenOf(answer);
  return { client: sessionClient(url, token), token, answer };
}
