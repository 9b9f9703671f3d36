import { describe, expect, it } from 'vitest';
import { RateLimiter, addressKey } from '../../server/ports/rate-limits.js';

function fakeClock(start = Date.UTC(2026, 10, 21, 12, 0, 0)) {
  let now = start;
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('RateLimiter (sliding one-minute window)', () => {
  it('allows perMinute + burst requests in a minute, then refuses with a wait time', () => {
    const { clock, advance } = fakeClock();
    const limiter = new RateLimiter(clock);
    for (let i = 0; i < 40; i++) {
      const decision = limiter.hit('a', 30, 10);
      expect(decision.allowed, `request ${i + 1}`).toBe(true);
      expect(decision.remaining).toBe(39 - i);
      advance(100);
    }
    const refused = limiter.hit('a', 30, 10);
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    expect(refused.retryAfter).toBe(56); // the first request leaves the window 56 s from now
    expect(refused.resetAt).toBe(Math.ceil((Date.UTC(2026, 10, 21, 12, 0, 0) + 60_000) / 1000));
  });

  it('frees slots as requests leave the trailing minute', () => {
    const { clock, advance } = fakeClock();
    const limiter = new RateLimiter(clock);
    for (let i = 0; i < 70; i++) limiter.hit('p', 60, 10);
    expect(limiter.hit('p', 60, 10).allowed).toBe(false);
    advance(60_001);
    expect(limiter.hit('p', 60, 10)).toMatchObject({ allowed: true, remaining: 69 });
  });

  it('counts callers apart', () => {
    const { clock } = fakeClock();
    const limiter = new RateLimiter(clock);
    for (let i = 0; i < 40; i++) limiter.hit('x', 30, 10);
    expect(limiter.hit('x', 30, 10).allowed).toBe(false);
    expect(limiter.hit('y', 30, 10).allowed).toBe(true);
  });
});

describe('addressKey', () => {
  it('keeps IPv4 and unwraps IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('groups IPv6 by its /64 prefix', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});
