import { describe, expect, it } from 'vitest';
import type { Workspace } from '../../app/api.js';
import { mayWrite, moveTargets, roleWords, seatsText, withArticle } from '../../app/teams.js';

// What the team pages decide on their own (app/teams.ts): where a diagram may move, who is
// offered changes, and how seats and roles read.
const workspace = (id: string, kind: string, role: string): Workspace => ({ id, name: id, kind, plan: 'free', role });

describe('the team pages\' own logic', () => {
  const personal = workspace('wsp_me', 'personal', 'owner');
  const owned = workspace('wsp_owned', 'team', 'owner');
  const joined = workspace('wsp_joined', 'team', 'member');
  const watched = workspace('wsp_watched', 'team', 'viewer');
  const all = [personal, owned, joined, watched];

  it('offers a move out of a personal workspace only, into the teams where the person writes', () => {
    expect(moveTargets(personal, all).map((w) => w.id)).toEqual(['wsp_owned', 'wsp_joined']);
    expect(moveTargets(owned, all)).toEqual([]);
    expect(moveTargets(null, all)).toEqual([]);
    expect(moveTargets(personal, [personal, watched])).toEqual([]);
  });

  it('offers changes to owners and members, not to viewers or nobody', () => {
    expect([owned, joined, watched, null].map((w) => mayWrite(w))).toEqual([true, true, false, false]);
  });

  it('says seats with and without a bound, and roles with their article', () => {
    expect(seatsText({ used: 1, maximum: 2 })).toBe('1 of 2 seats used (owners and members take a seat; viewers are free)');
    expect(seatsText({ used: 1, maximum: null })).toBe('1 seat used, no limit (owners and members take a seat; viewers are free)');
    expect(seatsText({ used: 3, maximum: null })).toMatch(/^3 seats used, no limit/);
    expect([withArticle('owner'), withArticle('member'), withArticle('viewer')]).toEqual(['an owner', 'a member', 'a viewer']);
    expect(roleWords('viewer')).toBe('viewer: reads only, takes no seat');
  });
});
