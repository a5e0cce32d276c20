import { readParseRequest, runParseTask, type ParseAnswer } from './parse-task.js';

/**
 * The parser unit's entry (deploy/rp-site-parse@.service, ADR 092): systemd starts it for one connection
 * from a site process, as a user of its own, with the connection as stdin and stdout. It reads one request
 * (a JSON line naming the type, then the file up to the end), answers with one JSON line and exits.
 */
const MAX_REQUEST_BYTES = 64 * 1024 * 1024;

function answer(message: ParseAnswer): void {
  process.stdout.write(`${JSON.stringify(message)}\n`, () => process.exit(0));
}

const chunks: Buffer[] = [];
let received = 0;
process.stdin.on('data', (chunk: Buffer) => {
  received += chunk.length;
  if (received > MAX_REQUEST_BYTES) {
    process.stdin.pause();
    answer({ ok: false, error: `the file is over ${MAX_REQUEST_BYTES / 1024 / 1024} MiB` });
  } else chunks.push(chunk);
});
process.stdin.on('end', () => {
  if (received > MAX_REQUEST_BYTES) return;
  const message = Buffer.concat(chunks);
  const newline = message.indexOf(10);
  let request: ReturnType<typeof readParseRequest> = null;
  try {
    request = newline < 0 ? null : readParseRequest(JSON.parse(message.subarray(0, newline).toString('utf8')));
  } catch {
    request = null;
  }
  if (!request) return answer({ ok: false, error: 'the request has no JSON line naming the task' });
  void runParseTask(request, message.subarray(newline + 1)).then(answer);
});
