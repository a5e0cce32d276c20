/**
 * rp-site-release as root runs it, in the scratch machine (machine.mjs): a small repository stands for the
 * site's (its build makes one hashed asset; its deploy/rolling-restart.sh is a trap that records being run),
 * cloned as deploy/README.md step 4 says. Where npm and git look for a user's own settings, the test plants
 * what a compromised web process would (~/.npmrc `script-shell`, ~/.gitconfig `core.hooksPath`), in the
 * release steps' HOME and in DATA_DIR, all traps too. The release then fetches a new tag, builds as the
 * site's user, switches `current` and runs root's installed rolling restart against the processes serving
 * the traffic (restarts.mjs). Needs root (runuser).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { deployDir } from './recipe.mjs';
import { check } from './report.mjs';

function asSite(machine, args, cwd) {
  const site = machine.users['rp-site'].name;
  const env = [
    'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
    'LANG=C.UTF-8',
    `HOME=${machine.at('/srv/rp-site/home')}`,
    'GIT_CONFIG_GLOBAL=/dev/null',
    ...['AUTHOR', 'COMMITTER'].flatMap((who) => [`GIT_${who}_NAME=Deploy Test`, `GIT_${who}_EMAIL=deploy-test@example.in`]),
  ];
  const result = spawnSync('runuser', ['-u', site, '--', 'env', '-i', ...env, ...args], { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`as the site's user: ${args.join(' ')} failed: ${`${result.stderr}${result.stdout}`.trim()}`);
  return result.stdout.trim();
}

const packageJson = (version) =>
  `${JSON.stringify(
    {
      name: 'rp-site-stand-in',
      version,
      private: true,
      scripts: { build: `mkdir -p apps/web/build/client/assets && echo v${version} > apps/web/build/client/assets/app-v${version}.js` },
    },
    null,
    2,
  )}\n`;
const packageLock = (version) =>
  `${JSON.stringify({ name: 'rp-site-stand-in', version, lockfileVersion: 3, requires: true, packages: { '': { name: 'rp-site-stand-in', version } } }, null, 2)}\n`;

/** The repository, its clone, and the traps; returns what the rolling phase runs and how to judge it. */
export function prepareRelease(machine) {
  const site = machine.users['rp-site'];
  const upstream = machine.at('/srv/rp-site-upstream');
  const src = path.join(upstream, 'src');
  const fired = machine.at('/var/lib/rp-site/traps-fired.log');
  const bin = machine.at('/test-bin');
  fs.mkdirSync(path.join(bin, 'hooks'), { recursive: true, mode: 0o755 });
  const trap = (what) => `#!/bin/sh\necho "${what}: $0 $*" >> ${fired}\n`;
  fs.writeFileSync(path.join(bin, 'npm-script-shell'), `${trap("npm ran the site's user's script-shell")}exec /bin/sh "$@"\n`, { mode: 0o755 });
  for (const hook of ['reference-transaction', 'post-checkout', 'post-merge'])
    fs.writeFileSync(path.join(bin, 'hooks', hook), `${trap("git ran a hook from the site's user's core.hooksPath")}cat >/dev/null\nexit 0\n`, {
      mode: 0o755,
    });

  fs.mkdirSync(path.join(src, 'deploy'), { recursive: true });
  fs.writeFileSync(path.join(src, 'package.json'), packageJson('1.0.0'));
  fs.writeFileSync(path.join(src, 'package-lock.json'), packageLock('1.0.0'));
  // Root's tools as the release carries them: two the same as installed, the rolling restart a trap.
  for (const file of ['release.sh', 'rp-site-cli']) fs.copyFileSync(path.join(deployDir, file), path.join(src, 'deploy', file));
  fs.writeFileSync(path.join(src, 'deploy', 'rolling-restart.sh'), `${trap("root ran the release tree's deploy/rolling-restart.sh")}exit 1\n`, {
    mode: 0o755,
  });
  fs.writeFileSync(fired, '');
  spawnSync('chown', ['-R', `${site.name}:${site.name}`, upstream, fired]);

  asSite(machine, ['git', 'init', '--quiet', '--initial-branch=main', src]);
  asSite(machine, ['git', '-C', src, 'add', '--all']);
  asSite(machine, ['git', '-C', src, 'commit', '--quiet', '--message', 'v1']);
  asSite(machine, ['git', '-C', src, 'tag', 'v1']);
  const origin = path.join(upstream, 'origin.git');
  asSite(machine, ['git', 'clone', '--quiet', '--bare', src, origin]);
  // Step 4: the clone, as the site's user.
  asSite(machine, ['git', 'clone', '--quiet', '--branch', 'v1', origin, machine.at('/srv/rp-site/repo')]);
  // The version to put live, pushed after the clone: the release's fetch brings it (a ref update git hooks see).
  fs.writeFileSync(path.join(src, 'package.json'), packageJson('2.0.0'));
  fs.writeFileSync(path.join(src, 'package-lock.json'), packageLock('2.0.0'));
  asSite(machine, ['git', '-C', src, 'commit', '--quiet', '--all', '--message', 'v2']);
  asSite(machine, ['git', '-C', src, 'tag', 'v2']);
  asSite(machine, ['git', '-C', src, 'push', '--quiet', origin, 'main', 'v2']);
  const commit = asSite(machine, ['git', '-C', src, 'rev-parse', 'v2^{commit}']);

  // What a compromised web process would plant, where HOME was (DATA_DIR) and where it is now.
  for (const home of [machine.at('/srv/rp-site/home'), machine.at('/var/lib/rp-site')]) {
    fs.writeFileSync(path.join(home, '.npmrc'), `script-shell=${path.join(bin, 'npm-script-shell')}\n`);
    fs.writeFileSync(path.join(home, '.gitconfig'), `[core]\n\thooksPath = ${path.join(bin, 'hooks')}\n`);
    spawnSync('chown', [`${site.name}:${site.name}`, path.join(home, '.npmrc'), path.join(home, '.gitconfig')]);
  }

  return {
    script: machine.tool('rp-site-release'),
    args: ['v2'],
    label: "rp-site-release v2 (as root: builds as the site's user, then the installed rolling restart)",
    /** After the run: what it built, as whom, and that nothing of the site's user's ran as root or as npm's or git's settings. */
    verdict(output, restartCallers) {
      const current = fs.readlinkSync(machine.at('/srv/rp-site/current'));
      const built = path.join(current, 'apps/web/build/client/assets/app-v2.0.0.js');
      const owner = fs.existsSync(built) ? fs.statSync(current).uid : null;
      check(
        "rp-site-release built the new version as the site's user and switched current to it",
        path.basename(current).endsWith(commit.slice(0, 12)) && owner === site.uid && fs.existsSync(path.join(current, '.own-assets')),
        `current -> ${path.relative(machine.prefix, current)}, owned by uid ${owner}`,
      );
      const traps = fs.readFileSync(fired, 'utf8').trim();
      check(
        "nothing the site's user planted ran: not ~/.npmrc's script-shell, not ~/.gitconfig's hooks, not the release's deploy/rolling-restart.sh",
        traps === '',
        traps.split('\n').slice(0, 3).join(' | ') || 'npm ci, npm run build, git fetch, rev-parse, archive: no trap fired',
      );
      const installed = machine.tool('rp-site-rolling-restart');
      const strangers = restartCallers.filter((caller) => !caller.includes(installed));
      check(
        "rp-site-release restarted the processes with root's installed rolling restart",
        restartCallers.length > 0 && strangers.length === 0,
        strangers.length ? `systemctl restart called by: ${strangers.join('; ')}` : path.relative(machine.prefix, installed),
      );
      const notes = [...output.matchAll(/note: this release's deploy\/(\S+) differs/g)].map((m) => m[1]);
      check(
        "rp-site-release says which of root's tools the release changed (to review and install by hand)",
        notes.join(',') === 'rolling-restart.sh',
        notes.length ? `notes for ${notes.join(', ')}` : 'no note',
      );
    },
  };
}
