import type { Context } from 'koa';

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (other sites' forms and
 * fetches do not carry it), Path=/. When the public website is https it is also Secure and
 * named with the __Host- prefix, which browsers accept only from a secure origin, for the
 * whole host, with no Domain: no subdomain can set or shadow it.
 */
export interface SessionCookie {
  name: string;
  secure: boolean;
}

export function sessionCookieFor(webUrl: string): SessionCookie {
  const secure = webUrl.startsWith('https:');
  return { name: secure ? '__Host-dsp_session' : 'dsp_session', secure };
}

/** The session token a request carries, if any (the first cookie of that name). */
export function readSessionCookie(ctx: Context, cookie: SessionCookie): string | undefined {
  const header = ctx.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() === cookie.name) {
      const value = part.slice(at + 1).trim();
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}

function attributes(cookie: SessionCookie, maxAgeSeconds: number): string {
  return ['Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax', ...(cookie.secure ? ['Secure'] : [])].join('; ');
}

/** Sets the cookie for a new session; the browser keeps it until the session's absolute end. */
export function setSessionCookie(ctx: Context, cookie: SessionCookie, token: string, expiresAt: string, now: Date): void {
  const maxAge = Math.max(0, Math.floor((new Date(expiresAt).getTime() - now.getTime()) / 1000));
  ctx.append('Set-Cookie', `${cookie.name}=${token}; ${attributes(cookie, maxAge)}`);
}

/** Tells the browser to forget the cookie (signed out, or the session it names is over). */
export function clearSessionCookie(ctx: Context, cookie: SessionCookie): void {
  ctx.append('Set-Cookie', `${cookie.name}=; ${attributes(cookie, 0)}`);
}
