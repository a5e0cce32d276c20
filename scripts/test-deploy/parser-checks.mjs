/**
 * What ADR 092 promises of the parser unit, checked through the stand-in of parser-unit.mjs: files come
 * back as thumbnails from a process of the parser's own user; that user can read neither a web process's
 * environment (/proc/<pid>/environ) nor the settings, the data, the backups or the backup key; and the
 * drawings the site processes got during the traffic were all parsed there.
 */
import { spawn } from 'node:child_process';
import { SAMPLE_DXF, samplePdf } from '@rp/contract/testing';
import sharp from 'sharp';
import { PARSER_UNIT, parseThroughSocket } from './parser-unit.mjs';
import { unitValues } from './recipe.mjs';
import { isRoot } from './machine.mjs';
import { check } from './report.mjs';

const whoRan = (unit, from = 0) => [...new Set(unit.started.slice(from).map((s) => `uid ${s.uid}`))].join(', ') || 'nobody';

/** Before the site processes start: a PDF, a DXF and a PNG straight through the socket. */
export async function checkParserRenders(unit) {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#335577' } })
    .png()
    .toBuffer();
  const files = [
    ['application/pdf', Buffer.from(samplePdf(1), 'latin1')],
    ['image/vnd.dxf', Buffer.from(SAMPLE_DXF)],
    ['image/png', png],
  ];
  const answers = [];
  for (const [type, bytes] of files) answers.push(await parseThroughSocket(unit.socketPath, type, bytes).catch((err) => ({ error: err.message })));
  const made = await Promise.all(answers.map((a) => (a.ok ? sharp(Buffer.from(a.png, 'base64')).metadata() : null)));
  const asParser = unit.parser ? unit.started.every((s) => s.uid === unit.parser.uid && s.gid === unit.parser.gid) : true;
  check(
    `${PARSER_UNIT} turns a PDF, a DXF and a PNG into thumbnails, one process each${unit.parser ? ", as the parser's own user" : ''}`,
    made.every((m) => m?.format === 'png') && unit.started.length === files.length && asParser,
    `${answers.map((a, i) => `${files[i][0]}: ${a.ok ? `${made[i].width}x${made[i].height}` : a.error}`).join(', ')}; ran as ${whoRan(unit)}${
      unit.parser ? ` (${unit.parser.name} is uid ${unit.parser.uid})` : ' (not root: as this user)'
    }`,
  );
  if (!isRoot) console.log('(not root: the parser ran as this user; what its own user cannot read was not checked)');
}

/**
 * What a file that took the parser over could reach, tried as the parser's user: a process of the site's
 * user started with a secret in its environment (as systemd starts the web process), the settings, the
 * data and backup folders, the backup key's folder. Each must be EACCES.
 */
export async function checkParserBoundary(machine, unit) {
  if (!unit.parser) return;
  const site = machine.users['rp-site'];
  const secret = `parser-must-not-see-${process.pid}`;
  const web = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    env: { DATABASE_URL: `postgres://rp_site:${secret}@127.0.0.1/rp_site` },
    uid: site.uid,
    gid: site.gid,
    stdio: 'ignore',
  });
  try {
    const attempts = [
      { what: "a web process's /proc/<pid>/environ", op: 'read', path: `/proc/${web.pid}/environ` },
      { what: 'the environment file', op: 'read', path: machine.settings },
      { what: 'DATA_DIR', op: 'read', path: machine.at('/var/lib/rp-site') },
      { what: 'BACKUP_DIR', op: 'read', path: machine.at('/var/backups/rp-site') },
      { what: 'the off-site copies', op: 'read', path: machine.at('/var/backups/rp-site-offsite') },
      { what: "the backup key's folder", op: 'read', path: machine.at('/var/lib/rp-site-backup/.ssh') },
    ];
    const outcomes = machine.probeAs(unit.parser.name, attempts);
    const reached = attempts.filter((_, i) => outcomes[i] !== 'EACCES');
    check(
      "the parser's user cannot read a web process's environment, the settings, the data, the backups or the backup key (EACCES)",
      reached.length === 0,
      reached.length ? reached.map((a) => `${a.what}: ${outcomes[attempts.indexOf(a)]}`).join('; ') : `${attempts.length} attempts, each EACCES`,
    );
  } finally {
    web.kill();
  }
  const [environmentFile] = unitValues(PARSER_UNIT, 'EnvironmentFile');
  check(`${PARSER_UNIT} is given none of the site's settings (no EnvironmentFile=)`, !environmentFile, environmentFile ?? 'none');
}

/** After the traffic: every drawing the site processes stored has its thumbnail, made by the parser's user. */
export async function checkDrawingsParsed(ctx, unit, before, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let rows;
  for (;;) {
    rows = await ctx.sql`select thumbnail_status as status, count(*)::int as n from files group by 1`;
    if (!rows.some((r) => r.status === 'pending') || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250)); // polling the files, not waiting a fixed time
  }
  const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  const parsedBySite = unit.started.length - before;
  const asParser = unit.parser ? unit.started.every((s) => s.uid === unit.parser.uid) : true;
  check(
    `every drawing the site processes stored was parsed by ${PARSER_UNIT}${unit.parser ? ' as its own user' : ''}`,
    (by.ready ?? 0) > 0 && !by.pending && !by.failed && parsedBySite >= by.ready && asParser,
    `files ${Object.entries(by)
      .map(([s, n]) => `${s} ${n}`)
      .join(', ')}; ${parsedBySite} parser processes started for them, as ${whoRan(unit, before)}`,
  );
}
