import { setPlan, type ServerConfig, type ServiceContext } from '../../server/index.js';
import { parseCommandArgs, usageError, type CommandSpec } from '../args.js';

type WithDatabase = <T>(run: (context: ServiceContext, config: ServerConfig) => Promise<T>) => Promise<T>;

const PLANS = ['free', 'pro', 'team'] as const;

export const PLAN_SPEC: CommandSpec = {
  synopsis: 'dsp admin plan --workspace W --plan free|pro|team [--seats N]',
  description:
    'Puts a workspace on a plan (no billing): a personal workspace on Free or Pro, a team on Free or Team. '
    + 'The Team plan has N paid seats (owners and members; viewers and agents are free), at least 2.',
  options: {
    workspace: { type: 'string', value: 'W', help: 'the workspace id (wsp_...)' },
    plan: { type: 'string', value: 'P', help: 'free, pro or team' },
    seats: { type: 'string', value: 'N', help: 'paid seats of the Team plan, 2 or more (default: 2, or the owners and members it has)' },
  },
  positionals: { min: 0, max: 0 },
  notes: ['Prints {workspaceId, kind, plan, seats: {used, maximum}} as JSON. Fewer seats than people keeps everyone; nobody more joins until a seat is free. Exit 1 for an unknown workspace or a plan its kind cannot have.'],
};

export const planUsage = PLAN_SPEC.synopsis;

/** dsp admin plan: sets a workspace's plan and seats; prints the result as JSON. */
export async function planCommand(args: string[], withDatabase: WithDatabase): Promise<number> {
  const parsed = parseCommandArgs(PLAN_SPEC, args);
  if (!parsed) return 0;
  const workspaceId = parsed.string('workspace');
  const plan = parsed.string('plan');
  if (!workspaceId || !plan) throw usageError(PLAN_SPEC, '--workspace and --plan are needed');
  if (!(PLANS as readonly string[]).includes(plan)) throw usageError(PLAN_SPEC, `--plan must be one of ${PLANS.join(', ')}`);
  const seats = parsed.number('seats');
  const result = await withDatabase((context) => setPlan(context, { workspaceId, plan: plan as (typeof PLANS)[number], ...(seats === undefined ? {} : { seats }) }));
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  return 0;
}
