/**
 * A local SMTP server for trying mail (development and tests only): prints every mail it receives and,
 * with --dir, saves each as an .eml file.
 * Usage: npm run mail:dev -- [--port 2525] [--dir ./mail] [--quiet]
 * Then run the site with SMTP_URL=smtp://127.0.0.1:2525
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startMailCatcher, type CaughtMail } from '../dev/mail-catcher.js';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '2525' }, dir: { type: 'string' }, quiet: { type: 'boolean', default: false } },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got "${values.port}".`);
  process.exit(2);
}
const dir = values.dir ? path.resolve(values.dir) : null;
if (dir) fs.mkdirSync(dir, { recursive: true });

let count = 0;
const addressList = (field: CaughtMail['parsed']['to']) => (field ? (Array.isArray(field) ? field : [field]).map((a) => a.text).join(', ') : '');

function onMail(mail: CaughtMail) {
  count++;
  if (dir) {
    // Written under a temporary name, then renamed: a reader never sees half a file.
    const name = `${Date.now()}-${String(count).padStart(4, '0')}.eml`;
    fs.writeFileSync(path.join(dir, `.${name}.tmp`), mail.raw);
    fs.renameSync(path.join(dir, `.${name}.tmp`), path.join(dir, name));
  }
  if (values.quiet) return;
  const { parsed } = mail;
  console.log(
    [
      `──── mail ${count} ─────────────────────────────────────────────`,
      `From:     ${addressList(parsed.from)}`,
      `To:       ${mail.envelope.to.join(', ')}`,
      `Reply-To: ${addressList(parsed.replyTo)}`,
      `Subject:  ${parsed.subject ?? ''}`,
      ...parsed.attachments.map((a) => `Attached: ${a.filename} (${a.size} bytes, ${a.contentType})`),
      '',
      (parsed.text ?? '').trim(),
      '',
    ].join('\n'),
  );
}

const catcher = await startMailCatcher({ port, onMail });
console.log(`Mail catcher listening: run the site with SMTP_URL=${catcher.url}${dir ? ` (saving .eml files in ${dir})` : ''}`);

const stop = () => void catcher.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
