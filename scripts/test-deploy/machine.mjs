/**
 * The recipe's privilege boundaries, for real, in a scratch tree that stands for the server's `/`: the users
 * of deploy/README.md step 2 (throwaway ones, made with useradd and removed at the end), its folders with
 * their owners and modes, root's tools installed as step 4 says, the environment file as step 5 says. Then,
 * as the site's user (all a compromised web process has), it tries to change root's tools and to read or
 * change the settings, and each attempt must fail with EACCES; the tools must refuse to run from a folder
 * that user writes. Owners, groups and other users need root: without it, the tree is made with the
 * current user everywhere, the tools still run from their installed copies, and the rest says it was skipped.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { deployDir, envFile, root } from './recipe.mjs';
import { check } from './report.mjs';

export const isRoot = process.getuid?.() === 0;

/** The recipe's users and the throwaway ones that play them here. */
/** rp-site-parse stands for the parser unit's DynamicUser= (ADR 092): systemd makes it; here useradd does. */
const USERS = { 'rp-site': 'rp-dtest-site', 'rp-site-backup': 'rp-dtest-backup', 'rp-site-parse': 'rp-dtest-parse' };
const HOMES = { 'rp-site': '/srv/rp-site/home', 'rp-site-backup': '/var/lib/rp-site-backup' };

/** deploy/README.md step 2 (and step 11's key folder): [path, owner, group, mode]. Parents are root's, 0755. */
const FOLDERS = [
  ['/srv/rp-site', 'rp-site', 'rp-site', 0o755],
  ['/srv/rp-site/releases', 'rp-site', 'rp-site', 0o755],
  ['/srv/rp-site/home', 'rp-site', 'rp-site', 0o700],
  ['/var/lib/rp-site', 'rp-site', 'rp-site', 0o700],
  ['/var/backups/rp-site', 'rp-site', 'rp-site', 0o700],
  ['/var/backups/rp-site-offsite', 'rp-site', 'rp-site-backup', 0o2750],
  ['/var/lib/rp-site-backup', 'rp-site-backup', 'rp-site-backup', 0o700],
  ['/var/lib/rp-site-backup/.ssh', 'rp-site-backup', 'rp-site-backup', 0o700],
  ['/etc/rp-site', 'root', 'root', 0o755],
  ['/usr/local/sbin', 'root', 'root', 0o755],
];

/** deploy/README.md step 4: root's tools, [file in deploy/, name in /usr/local/sbin]. */
export const TOOLS = [
  ['release.sh', 'rp-site-release'],
  ['rolling-restart.sh', 'rp-site-rolling-restart'],
  ['rp-site-cli', 'rp-site-cli'],
];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}): ${`${result.stderr}${result.stdout}`.trim()}`);
  return result.stdout;
}

function removeUser(name) {
  if (spawnSync('id', ['-u', name]).status === 0) run('userdel', [name]);
  if (spawnSync('getent', ['group', name]).status === 0) run('groupdel', [name]);
}

/** Each operation as `user` in one process: 'done' or the error code. */
function probeAs(user, operations) {
  const script = `
    const fs = require('node:fs');
    const out = [];
    for (const { op, path } of JSON.parse(process.argv[1])) {
      try {
        if (op === 'read') fs.readFileSync(path);
        else if (op === 'append') fs.appendFileSync(path, '');
        else if (op === 'create') { fs.writeFileSync(path, 'x', { flag: 'wx' }); fs.rmSync(path); }
        else if (op === 'rename') fs.renameSync(path, path + '.moved');
        else if (op === 'remove') fs.unlinkSync(path);
        out.push('done');
      } catch (err) { out.push(err.code ?? String(err)); }
    }
    console.log(JSON.stringify(out));`;
  const output = run('setpriv', ['--reuid', user, '--regid', user, '--init-groups', process.execPath, '-e', script, JSON.stringify(operations)]);
  return JSON.parse(output);
}

/** Owner, group and mode of every folder from `dir` up to `/`, when one of them lets another user change it. */
function changeableAbove(dir) {
  for (let current = dir; ; current = path.dirname(current)) {
    const stat = fs.statSync(current);
    const othersWrite = (stat.mode & 0o022) !== 0 && !(stat.mode & 0o1000);
    if (stat.uid !== 0 || othersWrite) return `${current}: uid ${stat.uid}, mode ${(stat.mode & 0o7777).toString(8)}`;
    if (current === '/') return null;
  }
}

const modeOf = (file) => (fs.statSync(file).mode & 0o7777).toString(8).padStart(4, '0');

/** The scratch tree standing for the server's `/`. */
export const machineRoot = (tmpDir) => path.join(tmpDir, 'machine');

/**
 * Makes the scratch machine in `tmpDir` and checks what root's side of it promises. `machine` is the test's
 * settings for this machine (MACHINE_SETTINGS of recipe.mjs), its DATA_DIR and BACKUP_DIR in the tree.
 */
export function setUpMachine(tmpDir, machine) {
  const prefix = machineRoot(tmpDir);
  const at = (file) => path.join(prefix, file);
  const users = {};
  const cleanup = [];
  // The scratch tree's parents: others may pass through (the throwaway users need to) but not list.
  fs.chmodSync(tmpDir, 0o711);
  if (isRoot) {
    for (const [recipe, name] of Object.entries(USERS)) {
      removeUser(name); // left by a run that was killed
      run('useradd', [
        '--system',
        '--user-group',
        '--no-create-home',
        '--shell',
        '/usr/sbin/nologin',
        '--home-dir',
        recipe in HOMES ? at(HOMES[recipe]) : '/nonexistent',
        name,
      ]);
      cleanup.push(() => removeUser(name));
      users[recipe] = { name, uid: Number(run('id', ['-u', name])), gid: Number(run('id', ['-g', name])) };
    }
  } else {
    const me = { name: run('id', ['-un']).trim(), uid: process.getuid(), gid: process.getgid() };
    for (const recipe of Object.keys(USERS)) users[recipe] = me;
  }
  const owner = (recipe) => (recipe === 'root' ? 'root' : users[recipe].name);

  for (const [folder, user, group, mode] of FOLDERS) {
    for (let parent = path.dirname(at(folder)); !fs.existsSync(parent); parent = path.dirname(parent))
      fs.mkdirSync(parent, { recursive: true, mode: 0o755 });
    const ownership = isRoot ? ['-o', owner(user), '-g', owner(group)] : [];
    run('install', ['-d', ...ownership, '-m', mode.toString(8), at(folder)]);
  }

  // Step 4: root's tools, root-owned, outside every tree the site's user writes.
  const tool = (name) => at(`/usr/local/sbin/${name}`);
  for (const [file, name] of TOOLS)
    run('install', [...(isRoot ? ['-o', 'root', '-g', 'root'] : []), '-m', '0755', path.join(deployDir, file), tool(name)]);
  // Step 5: the environment file, root's alone; then "edited" with this machine's settings.
  const settings = at('/etc/rp-site/site.env');
  run('install', [...(isRoot ? ['-o', 'root', '-g', 'root'] : []), '-m', '0600', envFile, settings]);
  const values = machine;
  const edited = fs
    .readFileSync(settings, 'utf8')
    .split('\n')
    .map((line) => {
      const key = /^([A-Z_][A-Z0-9_]*)=/.exec(line)?.[1];
      return key && key in values ? `${key}=${/\s/.test(values[key]) ? `"${values[key]}"` : values[key]}` : line;
    });
  fs.writeFileSync(settings, `${edited.join('\n')}\n`);
  // What the release and the commands run from until rp-site-release switches it: this checkout's build.
  fs.symlinkSync(root, at('/srv/rp-site/current'));

  const site = users['rp-site'];
  const scriptEnv = { ...process.env, RP_SITE_PREFIX: prefix, RP_SITE_USER: site.name };
  const result = {
    prefix,
    at,
    tool,
    users,
    settings,
    scriptEnv,
    probeAs,
    cleanup: () => {
      for (const step of cleanup.reverse()) step();
    },
  };
  if (!isRoot) {
    console.log("(not root: the owners and modes of root's tools and settings, and what the site's user cannot do, were not checked)");
    return result;
  }

  const tools = TOOLS.map(([, name]) => tool(name));
  const wrongTools = tools.filter((file) => {
    const stat = fs.statSync(file);
    return stat.uid !== 0 || stat.gid !== 0 || modeOf(file) !== '0755';
  });
  const above = changeableAbove(path.dirname(tools[0]));
  check(
    "root's tools are installed root:root 0755 in a folder only root can change, up to /",
    wrongTools.length === 0 && !above,
    wrongTools.length ? `not root:root 0755: ${wrongTools.join(', ')}` : (above ?? TOOLS.map(([, name]) => name).join(', ')),
  );
  const env = fs.statSync(settings);
  check(
    'the environment file is root:root 0600',
    env.uid === 0 && env.gid === 0 && modeOf(settings) === '0600',
    `uid ${env.uid}, gid ${env.gid}, mode ${modeOf(settings)}`,
  );

  const attempts = [
    ...tools.flatMap((file) => [
      { what: `write ${path.basename(file)}`, op: 'append', path: file },
      { what: `replace ${path.basename(file)}`, op: 'rename', path: file },
    ]),
    { what: 'add a file beside them', op: 'create', path: tool('rp-site-evil') },
    { what: 'read the environment file', op: 'read', path: settings },
    { what: 'write the environment file', op: 'append', path: settings },
    { what: 'add a file beside it', op: 'create', path: at('/etc/rp-site/site.env.d') },
  ];
  const outcomes = probeAs(site.name, attempts);
  const allowed = attempts.filter((_, i) => outcomes[i] !== 'EACCES');
  check(
    "the site's user can neither change root's tools nor read or change the environment file (EACCES)",
    allowed.length === 0,
    allowed.length ? allowed.map((a) => `${a.what}: ${outcomes[attempts.indexOf(a)]}`).join('; ') : `${attempts.length} attempts, each EACCES`,
  );

  // The same tools, from a folder the site's user writes (a checkout, a release): each refuses to start.
  const theirs = at('/var/lib/rp-site/deploy');
  fs.mkdirSync(theirs);
  for (const [file] of TOOLS) fs.copyFileSync(path.join(deployDir, file), path.join(theirs, file));
  run('chown', ['-R', `${site.name}:${site.name}`, theirs]);
  const refusals = TOOLS.map(([file]) => {
    const attempt = spawnSync('bash', [path.join(theirs, file), 'main'], { encoding: 'utf8', env: scriptEnv, timeout: 10_000 });
    return {
      file,
      ok: attempt.status === 1 && /installed in \/usr\/local\/sbin/.test(attempt.stderr),
      got: `${attempt.status}: ${attempt.stderr.trim()}`,
    };
  });
  const ran = refusals.filter((r) => !r.ok);
  check(
    "run by root from a folder the site's user writes, each of root's tools refuses to start",
    ran.length === 0,
    ran.length ? ran.map((r) => `${r.file} -> ${r.got}`).join('; ') : TOOLS.map(([file]) => file).join(', '),
  );
  return result;
}
