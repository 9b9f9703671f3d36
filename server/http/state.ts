import type { ParameterizedContext } from 'koa';
import type { Principal } from '../services/principal.js';

/** What middleware leaves for the routes on ctx.state. */
export interface RequestState {
  principal?: Principal;
  /** 'keyless' requests get the 5 s drawing budget; keyed ones 20 s. */
  budget?: 'keyless' | 'keyed';
}

export type AppContext = ParameterizedContext<RequestState>;

/** The caller of a keyed route (set by requireKey). */
export function principalOf(ctx: AppContext): Principal {
  const principal = ctx.state.principal;
  if (!principal) throw new Error('principalOf: route is missing requireKey');
  return principal;
}
