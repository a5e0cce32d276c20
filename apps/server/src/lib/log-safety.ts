/**
 * What a log line may say about an error. Database errors quote the statement's parameters (drizzle:
 * "params: ...") and PostgreSQL's messages and details quote values ('invalid input syntax for type
 * uuid: "..."', 'Key (email)=(...)'), so for those only codes and names are kept. Other errors keep a
 * shortened message (JSON syntax errors excepted: they quote their input), never extra properties.
 */
export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  /** The SQL text with $1-style placeholders: written by us, carries no values. */
  query?: string;
  database?: Record<string, string>;
  stack: string;
}

const WITHHELD = '[withheld: may quote submitted values]';

const DATABASE_FIELDS = ['severity', 'routine', 'table_name', 'column_name', 'constraint_name', 'table', 'column', 'constraint', 'dataType'];

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike => typeof value === 'object' && value !== null;

/** A PostgreSQL error (postgres.js or PGlite) carries a five-character SQLSTATE code and a severity. */
function isPostgresError(error: ErrorLike): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && ('severity' in error || 'routine' in error);
}

function isDatabaseError(error: ErrorLike): boolean {
  return ('query' in error && 'params' in error) || isPostgresError(error) || (isErrorLike(error.cause) && isPostgresError(error.cause));
}

/** Stack frames only: the first line repeats the message. */
function framesOf(error: ErrorLike): string {
  if (typeof error.stack !== 'string') return '';
  return error.stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .join('\n');
}

function databaseDetails(error: ErrorLike): Record<string, string> {
  const source = isPostgresError(error) ? error : isErrorLike(error.cause) ? error.cause : error;
  const details: Record<string, string> = {};
  if (typeof source.code === 'string') details.sqlState = source.code;
  for (const field of DATABASE_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' && value) details[field] = value;
  }
  return details;
}

/** A nodemailer SMTP error: its message and response quote the recipients' addresses. */
const isSmtpError = (error: ErrorLike) => 'responseCode' in error || 'command' in error || 'rejected' in error;

export function safeErrorForLog(value: unknown): SafeError {
  if (!isErrorLike(value)) return { type: typeof value, message: WITHHELD, stack: '' };
  const error = value;
  const type = (typeof error.name === 'string' && error.name) || error.constructor?.name || 'Error';
  const safe: SafeError = { type, message: WITHHELD, stack: framesOf(error) };
  if (typeof error.code === 'string' && !isPostgresError(error)) safe.code = error.code;
  if (typeof error.statusCode === 'number') safe.statusCode = error.statusCode;
  if (isDatabaseError(error)) {
    if (typeof error.query === 'string') safe.query = error.query.slice(0, 1000);
    safe.database = databaseDetails(error);
  } else if (isSmtpError(error)) {
    if (typeof error.responseCode === 'number') safe.smtpResponseCode = error.responseCode;
    if (typeof error.command === 'string') safe.smtpCommand = error.command.split(' ')[0];
  } else if (type !== 'SyntaxError' && typeof error.message === 'string') {
    safe.message = error.message.slice(0, 200);
  }
  return safe;
}
