import type { ParameterizedContext } from 'koa';
import type { Principal } from '../use-cases/accounts/index.js';
import type { DrawingCaller } from '../ports/index.js';
import type { SignedIn } from '../use-cases/people/index.js';

/** What middleware leaves for the routes on ctx.state. */
export interface RequestState {
  principal?: Principal;
  /** Who the request's drawings are for: keyless requests get the 5 s budget and queue by address; keyed ones 20 s, by workspace. */
  caller?: DrawingCaller;
  /** The signed-in person of a request made with the session cookie (requireKey, requireSession). */
  signedIn?: SignedIn;
}

/** The signed-in person of a session-only route (set by requireSession). */
export function signedInOf(ctx: AppContext): SignedIn {
  const signedIn = ctx.state.signedIn;
  if (!signedIn) throw new Error('signedInOf: route is missing requireSession');
  return signedIn;
}

export type AppContext = ParameterizedContext<RequestState>;

/** The caller of a keyed route (set by requireKey). */
export function principalOf(ctx: AppContext): Principal {
  const principal = ctx.state.principal;
  if (!principal) throw new Error('principalOf: route is missing requireKey');
  return principal;
}

/** The drawing caller of a request (set by requireKey or optionalKey). */
export function callerOf(ctx: AppContext): DrawingCaller {
  const caller = ctx.state.caller;
  if (!caller) throw new Error('callerOf: route is missing requireKey or optionalKey');
  return caller;
}
