/**
 * Processes going down and up while traffic flows through Caddy: one stopped with SIGTERM (systemctl stop)
 * and started again, then both restarted one after the other by the recipe's rolling restart as root's
 * installed copy runs it (from rp-site-release when the test runs as root: release.mjs), whose `systemctl`
 * calls land here through a stand-in `systemctl` on its PATH.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startLoad } from './load.mjs';
import { check, failureSample } from './report.mjs';
import { served, waitForServed } from './site-process.mjs';

/** Waits until Caddy sends this generation of the process a request of the traffic again. */
const backInRotation = (site) =>
  waitForServed((e) => e.port === site.port && e.generation === site.generation, {
    since: 0,
    timeoutMs: 30_000,
    what: `a request on the restarted rp-site@${site.port}`,
  });

function judge(name, stats) {
  check(
    `${name}: every request answered 2xx or a clean 4xx`,
    stats.failures.length === 0,
    stats.failures.length ? failureSample(stats) : `${stats.requests} requests`,
  );
}

/** SIGTERM to one process while requests flow; the other carries on alone; then it comes back. */
export async function sigtermPhase(ctx) {
  const [stopping, staying] = ctx.sites;
  const load = startLoad(ctx);
  await load.afterRequests(60);
  const began = Date.now();
  const generation = stopping.generation;
  const exit = await stopping.stop();
  const drainMs = Date.now() - began;
  const servedAfterSigterm = served.filter((e) => e.port === stopping.port && e.generation === generation && e.at >= began).length;
  check(`rp-site@${stopping.port} drained and exited 0 after SIGTERM`, exit.code === 0, `exit ${exit.code ?? exit.signal} after ${drainMs} ms`);
  await load.afterRequests(60); // served by the other alone
  stopping.start();
  await stopping.waitHealthy();
  await backInRotation(stopping);
  const stats = await load.stop();
  judge(`SIGTERM to rp-site@${stopping.port} (rp-site@${staying.port} stays)`, stats);
  return { stats, drainMs, servedAfterSigterm };
}

/**
 * A control endpoint standing in for systemd: `systemctl restart rp-site@<port>` stops and starts that
 * process; `systemctl list-units ... 'rp-site@*.service'` lists the running ones. Each call is kept with the
 * command line of the script that made it.
 */
async function systemdStandIn(ctx, binDir) {
  const calls = [];
  const callers = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      const form = new URLSearchParams(body);
      const command = (form.get('command') ?? '').trim();
      if (command.startsWith('list-units ')) {
        res
          .writeHead(200)
          .end(ctx.sites.map((s) => `rp-site@${s.port}.service loaded active running Rajkot Precision site, process on port ${s.port}\n`).join(''));
        return;
      }
      const match = /^restart rp-site@(\d+)$/.exec(command);
      const site = match && ctx.sites.find((s) => s.port === Number(match[1]));
      calls.push(command);
      callers.push((form.get('caller') ?? '').trim());
      if (!site) {
        res.writeHead(400).end(`the stand-in knows only "restart rp-site@<port>" and "list-units", got "${command}"\n`);
        return;
      }
      const exit = await site.restart();
      res.writeHead(exit.code === 0 ? 200 : 500).end(exit.code === 0 ? '' : `rp-site@${site.port} exited ${exit.code ?? exit.signal}\n`);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const systemctl = path.join(binDir, 'systemctl');
  fs.writeFileSync(
    systemctl,
    `#!/bin/sh\ncaller=$(tr '\\0' ' ' < /proc/$PPID/cmdline)\nexec curl -fsS --max-time 60 --data-urlencode "command=$*" --data-urlencode "caller=$caller" http://127.0.0.1:${server.address().port}/\n`,
    { mode: 0o755 },
  );
  return { calls, callers, close: () => new Promise((resolve) => server.close(resolve)) };
}

function runScript(script, args, env) {
  return new Promise((resolve) => {
    const child = spawn('bash', [script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/**
 * Root's rolling restart restarts both processes, one after the other, while requests flow: `run` is the
 * script that does it ({ script, args, env, label, verdict(output, restartCallers) }), rp-site-release or the
 * installed rp-site-rolling-restart itself.
 */
export async function rollingPhase(ctx, run) {
  const binDir = path.join(ctx.tmpDir, 'bin');
  fs.mkdirSync(binDir, { recursive: true, mode: 0o755 });
  const standIn = await systemdStandIn(ctx, binDir);
  const load = startLoad(ctx);
  await load.afterRequests(60);
  const began = Date.now();
  const ports = ctx.sites.map((site) => String(site.port));
  const script = await runScript(run.script, run.args ?? ports, { ...run.env, PATH: `${binDir}:${run.env.PATH ?? process.env.PATH}` });
  const scriptMs = Date.now() - began;
  await standIn.close();
  check(
    `${run.label} restarted both processes, one after the other`,
    script.code === 0 && standIn.calls.join(', ') === ports.map((p) => `restart rp-site@${p}`).join(', '),
    script.code === 0 ? `${(scriptMs / 1000).toFixed(1)} s` : `exit ${script.code}: ${script.output.trim().split('\n').slice(-3).join(' | ')}`,
  );
  run.verdict?.(script.output, standIn.callers);
  for (const site of ctx.sites) await backInRotation(site);
  const stats = await load.stop();
  judge('rolling restart of both', stats);
  return { stats, scriptMs };
}
