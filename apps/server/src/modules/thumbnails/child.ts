import { readParseRequest, runParseTask } from './parse-task.js';

/** Child-process entry (see isolate.ts): one request and file in over IPC, one answer out, then exit. */
process.once('message', (message: { request?: unknown; mimeType?: string; data: string }) => {
  // An older caller sends { mimeType, data }: a thumbnail.
  const request = readParseRequest(message.request ?? { mimeType: message.mimeType });
  const reply = (answer: object) => process.send!(answer, () => process.exit(0));
  if (!request) return reply({ ok: false, error: 'the request names no task this parser knows' });
  void runParseTask(request, Buffer.from(message.data, 'base64')).then(reply);
});
