import * as v from 'valibot';
import { DiagramRef, RevisionArgument } from '../arguments.js';
import { services } from '../service-calls.js';
import { defineTool } from '../tool.js';

/** Problem reports to support (spec "Problem reports (support)"): the current tool and its retired name. */

const Problem = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(500),
  v.regex(/^[^\r\n]*$/, 'one line'),
  v.description('What is wrong with the drawing, in one line of 1 to 500 characters.'),
);

const ReportOutput = v.looseObject({ reportId: v.string(), revision: v.number(), reported: v.literal(true), anonymized: v.boolean() });

export const diagramReportProblem = defineTool({
  name: 'diagram_report_problem',
  title: 'Report a drawing problem',
  description:
    'Sends one version of a saved diagram to the maintainers with one line saying what is drawn wrong. anonymize (default true) sends a copy with every text ' +
    'swapped for neutral words of the same widths, so it lays out the same but tells nothing; only that copy is kept. seed repeats the substitution a ' +
    'REST preview (POST /v1/diagrams/{id}/reports/preview) showed. Needs a write key and a verified email. Returns reportId; withdraw it over REST.',
  input: v.strictObject({
    id: DiagramRef,
    problem: Problem,
    revision: v.optional(RevisionArgument),
    anonymize: v.optional(v.boolean(), true),
    seed: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 32 - 1))),
  }),
  output: v.looseObject({ id: v.string(), ...ReportOutput.entries }),
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
    'Sends the latest version of a saved diagram to support with a one-line problem (1 to 500 characters). anonymize (default false) sends a copy with ' +
    'every text swapped for neutral words of the same widths instead. dsp_make_scene_private withdraws the submission.',
  input: v.strictObject({ sceneId: DiagramRef, problem: Problem, anonymize: v.optional(v.boolean(), false) }),
  output: v.looseObject({ sceneId: v.string(), ...ReportOutput.entries }),
  kind: 'write',
  idempotent: false,
  async run(session, { sceneId, problem, anonymize }) {
    const { id, ...sent } = await services.reportProblem(session, sceneId, { problem, anonymize });
    return { structured: { sceneId: id, ...sent } };
  },
});
