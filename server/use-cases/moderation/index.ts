/** Moderation: content reports, their decisions and the mails they send. What the front doors may use. */
export { submitContentReport } from './content-reports.js';
