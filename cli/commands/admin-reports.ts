import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  acceptContentReport, createMailer, dismissContentReport, listContentReports, showContentReport, systemClock, type ServerConfig, type ServiceContext,
} from '../../server/index.js';
import { UsageError } from '../errors.js';

export const reportsUsage = 'dsp admin reports [list [--all]] | show RPT [-o image.svg] | accept RPT [--note TEXT] | dismiss RPT [--note TEXT]';

type WithDatabase = <T>(run: (context: ServiceContext, config: ServerConfig) => Promise<T>) => Promise<T>;

const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);

/**
 * dsp admin reports: content-policy reports for operators. Lists the open ones (all with
 * --all), shows one (and writes the reported version's image with -o), accepts one (makes
 * the diagram private or revokes the link, and emails the people the spec names, through
 * SMTP_URL or into <data dir>/outbox) or dismisses one.
 */
export async function reportsCommand(args: string[], withDatabase: WithDatabase): Promise<number> {
  const [action = 'list', ...rest] = args[0]?.startsWith('-') ? ['list', ...args] : args;
  const { values, positionals } = parseArgs({
    args: rest,
    options: { all: { type: 'boolean' }, note: { type: 'string' }, output: { type: 'string', short: 'o' } },
    allowPositionals: true,
    strict: true,
  });
  const reportId = positionals[0];
  if (action === 'list') {
    if (reportId) throw new UsageError(reportsUsage);
    print(await withDatabase((context, config) => listContentReports(context, config.webUrl, { all: values.all ?? false })));
    return 0;
  }
  if (!reportId || positionals.length > 1) throw new UsageError(reportsUsage);
  if (action === 'show') {
    const shown = await withDatabase((context, config) => showContentReport(context, config.webUrl, reportId));
    if (values.output) await writeFile(values.output, shown.svg);
    print(shown.report);
    return 0;
  }
  if (action === 'accept') {
    const decision = await withDatabase((context, config) => {
      const mailer = createMailer({
        ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
        outboxDir: resolve(config.database.dataDir ?? './data', 'outbox'),
        from: config.mailFrom,
        clock: systemClock,
        // stdout carries the JSON answer; the mail log line goes to stderr.
        log: (entry) => process.stderr.write(`${JSON.stringify({ level: 'info', ...entry })}\n`),
      });
      return acceptContentReport(context, mailer, config.webUrl, reportId, values.note ?? null).finally(() => mailer.close());
    });
    print(decision);
    return decision.mailErrors.length === 0 ? 0 : 1;
  }
  if (action === 'dismiss') {
    print(await withDatabase((context, config) => dismissContentReport(context, config.webUrl, reportId, values.note ?? null)));
    return 0;
  }
  throw new UsageError(reportsUsage);
}
