import * as v from 'valibot';
import { DiagramRef, RevisionArgument } from '../arguments.js';
import { services } from '../service-calls.js';
import { defineTool } from '../tool.js';

/** Problem reports to support (spec "Problem reports (support)"): the current tool and its retired name. */

/** What is drawn wrong: one line of 1 to 500 characters. */
const Problem = v.pipe(v.string(), v.minLength(1), v.maxLength(500), v.regex(/^[^\r\n]*$/, 'one line'));

const ReportOutput = v.looseObject({ reportId: v.string() });

export const diagramReportProblem = defineTool({
  name: 'diagram_report_problem',
  title: 'Report a drawing problem',
  description:
    'Sends a version of a saved diagram to the maintainers with one line (problem) saying what is drawn wrong. anonymize (default true): only a copy with ' +
    'every text swapped for neutral words of the same widths is kept; seed repeats a REST preview\'s copy.',
  input: v.strictObject({
    id: DiagramRef,
    problem: Problem,
    revision: v.optional(RevisionArgument),
    anonymize: v.optional(v.boolean(), true),
    seed: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 32 - 1))),
  }),
  output: ReportOutput,
  kind: 'write',
  idempotent: false,
  async run(session, args) {
    return { structured: await services.reportProblem(session, args.id, args) };
  },
});

export const dspSubmitToSupport = defineTool({
  name: 'dsp_submit_to_support',
  title: 'Submit a scene to support (older name)',
  description:
    'Sends the latest version to support with a one-line problem; anonymize (default false) sends a copy with neutral words. dsp_make_scene_private withdraws it.',
  input: v.strictObject({ sceneId: DiagramRef, problem: Problem, anonymize: v.optional(v.boolean(), false) }),
  output: ReportOutput,
  kind: 'write',
  idempotent: false,
  async run(session, { sceneId, problem, anonymize }) {
    const { id, ...sent } = await services.reportProblem(session, sceneId, { problem, anonymize });
    return { structured: { sceneId: id, ...sent } };
  },
});
