/** A send failure in words an office user understands (shown on the outbox page; never logged with values). */
export function describeSendError(error: unknown): string {
  const err = (error ?? {}) as { code?: string; responseCode?: number; response?: string; message?: string; command?: string };
  const server = err.response ? ` The server said: ${err.response.slice(0, 200)}` : '';
  // Socket errors arrive as ESOCKET/ECONNECTION with the system code in the message.
  const system = /\b(ECONNREFUSED|ENOTFOUND|ETIMEDOUT|ECONNRESET|EHOSTUNREACH)\b/.exec(err.message ?? '')?.[1];
  switch (system ?? err.code) {
    case 'ECONNRESET':
      return 'The mail server closed the connection unexpectedly.';
    case 'EHOSTUNREACH':
      return 'The mail server in SMTP_URL cannot be reached from this server.';
    case 'ECONNREFUSED':
      return 'Could not connect to the mail server: it refused the connection (is it running, and is SMTP_URL right?).';
    case 'ENOTFOUND':
    case 'EDNS':
      return "The mail server's host name in SMTP_URL could not be found.";
    case 'ETIMEDOUT':
    case 'ECONNECTION':
    case 'ESOCKET':
      return `The connection to the mail server failed or timed out.${server}`;
    case 'EAUTH':
    case 'ENOAUTH':
      return `The mail server did not accept the user name and password in SMTP_URL.${server}`;
    case 'ETLS':
      return `A secure (TLS) connection to the mail server could not be made.${server}`;
    case 'EENVELOPE':
      return `The mail server refused the sender or a recipient address.${server}`;
    case 'EMESSAGE':
      return `The mail server refused the message.${server}`;
    case 'EATTACHMENT':
      return 'The drawing to attach could not be read.';
    default:
      break;
  }
  if (err.responseCode && err.responseCode >= 500) return `The mail server refused the message (code ${err.responseCode}).${server}`;
  if (err.responseCode && err.responseCode >= 400) return `The mail server asked us to try again later (code ${err.responseCode}).${server}`;
  return `Sending failed: ${(err.message ?? String(error)).slice(0, 200)}`;
}
