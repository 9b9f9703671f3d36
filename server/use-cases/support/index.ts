/**
 * Support: problem reports on a diagram's version (anonymized copies by default), feedback
 * with its confirmation round, and the staff side that reads and answers them
 * (docs/support.md). What the front doors and the other rooms may use.
 */
export { type SupportDeps } from './deps.js';
export { feedbackClient, listFeedback, sendFeedback, type FeedbackClient } from './feedback.js';
export { listReports, previewReport, readReport, sendReport, withdrawReport, withdrawReportsOf } from './problem-reports.js';
export { listFeedbackItems, listSupportReports, setFeedbackStatus, setSupportReportStatus, showFeedbackItem, showSupportReport } from './staff.js';
export { SUPPORT_STATUSES } from './statuses.js';
