/**
 * Whether a caught error is the database refusing or out of reach (a unique clash, busy,
 * unavailable): the front doors answer it as 409 or 503 without reaching into db/.
 */
export { databaseFailure, type DatabaseFailure } from '../../db/errors.js';
