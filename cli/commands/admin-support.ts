import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createMailer, listFeedbackItems, listSupportReports, setFeedbackStatus, setSupportReportStatus, showFeedbackItem, showSupportReport, SUPPORT_STATUSES,
  systemClock, type ServerConfig, type ServiceContext,
} from '../../server/index.js';
import { UsageError } from '../errors.js';

export const supportUsage = [
  'dsp admin support reports [list [--all]] | show PRB [-o image.svg] | status PRB STATUS [--note TEXT]',
  `dsp admin support feedback [list [--all]] | show FBK [-o image.svg] | status FBK STATUS [--note TEXT]   (STATUS: ${SUPPORT_STATUSES.join(', ')})`,
].join('\n  ');

type WithDatabase = <T>(run: (context: ServiceContext, config: ServerConfig) => Promise<T>) => Promise<T>;

const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);

/** What each list works on: reports or feedback, with the same three actions. */
interface Side {
  list(context: ServiceContext, options: { all: boolean }): Promise<unknown[]>;
  show(context: ServiceContext, id: string): Promise<{ item: unknown; svg: string | null }>;
  status(context: ServiceContext, mailer: ReturnType<typeof createMailer>, webUrl: string, id: string, status: string, note: string | null): Promise<{ mailError?: string }>;
}

const SIDES: Record<'reports' | 'feedback', Side> = {
  reports: {
    list: listSupportReports,
    show: async (context, id) => {
      const { report, svg } = await showSupportReport(context, id);
      return { item: report, svg };
    },
    status: setSupportReportStatus,
  },
  feedback: {
    list: listFeedbackItems,
    show: async (context, id) => {
      const { feedback, svg } = await showFeedbackItem(context, id);
      return { item: feedback, svg };
    },
    status: setFeedbackStatus,
  },
};

/**
 * dsp admin support: problem reports and feedback for the maintainers. Lists the open ones
 * (every one with --all), newest first; shows one (and writes the SVG support sees, the
 * anonymized copy when it was anonymized, with -o); moves one to a status with a note and
 * mails the person who sent it once (SMTP_URL, or <data dir>/outbox). Exit 1 when the
 * status was saved but the mail failed.
 */
export async function supportCommand(args: string[], withDatabase: WithDatabase): Promise<number> {
  const [sideName, ...afterSide] = args;
  const side = sideName === 'reports' || sideName === 'feedback' ? SIDES[sideName] : undefined;
  if (!side) throw new UsageError(supportUsage);
  const [action = 'list', ...rest] = afterSide[0]?.startsWith('-') ? ['list', ...afterSide] : afterSide;
  const { values, positionals } = parseArgs({
    args: rest,
    options: { all: { type: 'boolean' }, note: { type: 'string' }, output: { type: 'string', short: 'o' } },
    allowPositionals: true,
    strict: true,
  });
  const [id, status] = positionals;
  if (action === 'list') {
    if (id !== undefined) throw new UsageError(supportUsage);
    print(await withDatabase((context) => side.list(context, { all: values.all ?? false })));
    return 0;
  }
  if (action === 'show') {
    if (id === undefined || positionals.length > 1) throw new UsageError(supportUsage);
    const shown = await withDatabase((context) => side.show(context, id));
    if (values.output) {
      if (shown.svg === null) throw new UsageError(`${id} has no picture to write (no diagram attached, or its diagram was deleted)`);
      await writeFile(values.output, shown.svg);
    }
    print(shown.item);
    return 0;
  }
  if (action === 'status') {
    if (id === undefined || status === undefined || positionals.length > 2) throw new UsageError(supportUsage);
    const change = await withDatabase((context, config) => {
      const mailer = createMailer({
        ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
        outboxDir: resolve(config.database.dataDir ?? './data', 'outbox'),
        from: config.mailFrom,
        clock: systemClock,
        // stdout carries the JSON answer; the mail log line goes to stderr.
        log: (entry) => process.stderr.write(`${JSON.stringify({ level: 'info', ...entry })}\n`),
      });
      return side.status(context, mailer, config.webUrl, id, status, values.note ?? null).finally(() => mailer.close());
    });
    print(change);
    return change.mailError === undefined ? 0 : 1;
  }
  throw new UsageError(supportUsage);
}
