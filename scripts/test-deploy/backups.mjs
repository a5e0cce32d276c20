/**
 * The nightly backup and its off-site copy, as their units run them, in the scratch machine (machine.mjs):
 * rp-site-backup.service's commands as the site's user with the settings systemd hands over from the
 * root-only file, then rp-site-backup-copy.service's rsync as the backup user, over a stand-in for ssh that
 * runs the backup host's authorized_keys command (deploy/backup-host.authorized_keys: rrsync) here. Then what
 * a compromised web process could try: read the backup key (EACCES), and, as if it had the key, delete,
 * overwrite or read the copies through that command (refused; the copies stay as they were). Needs root.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { commandWords, deployDir, parseEnvironmentFile, root, unitValues } from './recipe.mjs';
import { check } from './report.mjs';

/** systemd's PATH for a service. */
const SERVICE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/** A recipe path in the scratch machine; other words as they are. */
const onMachine = (machine, word) => (/^\/(srv|var|etc)\//.test(word) ? machine.at(word) : word);

/** A command as a unit's User= with its UMask=0077: the user's ids and groups, nothing else of root's. */
function runAs(user, command, args, { env, cwd, traceFile } = {}) {
  if (traceFile) {
    fs.writeFileSync(traceFile, '');
    fs.chownSync(traceFile, user.uid, user.gid);
  }
  return spawnSync(
    'sh',
    ['-c', 'umask 0077 && exec "$@"', 'sh', 'setpriv', '--reuid', user.name, '--regid', user.name, '--init-groups', command, ...args],
    {
      encoding: 'utf8',
      env,
      cwd,
      timeout: 60_000,
    },
  );
}

const said = (result) => `${result.status ?? result.signal}: ${`${result.stderr}${result.stdout}`.trim().split('\n').slice(-2).join(' | ')}`;

/** Name -> bytes of the files in a folder. */
function contents(dir) {
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => fs.statSync(path.join(dir, name)).isFile())
      .map((name) => [name, fs.readFileSync(path.join(dir, name))]),
  );
}
const same = (a, b) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, bytes]) => b[name]?.equals(bytes));

/** The backup host's side: the authorized_keys command, run by a stand-in for ssh with SSH_ORIGINAL_COMMAND. */
function backupHost(machine) {
  const line = fs
    .readFileSync(path.join(deployDir, 'backup-host.authorized_keys'), 'utf8')
    .split('\n')
    .find((l) => l.trim() && !l.startsWith('#'));
  const forced = /^command="([^"]+)",(\S+)\s/.exec(line ?? '');
  const words = forced ? commandWords(forced[1]) : [];
  const hostDir = words.at(-1);
  check(
    'the backup host lets the key add files only: rrsync -wo -no-del -no-overwrite, restrict',
    forced &&
      /(^|\/)rrsync$/.test(words[0]) &&
      ['-wo', '-no-del', '-no-overwrite'].every((o) => words.includes(o)) &&
      forced[2].split(',').includes('restrict'),
    line,
  );
  const copies = machine.at('/backup-host/rp-site');
  fs.mkdirSync(path.dirname(copies), { mode: 0o755 });
  fs.mkdirSync(copies, { mode: 0o700 });
  fs.chownSync(copies, machine.users['rp-site-backup'].uid, machine.users['rp-site-backup'].gid);
  const command = [...words.slice(0, -1), copies].join(' ');
  // ssh [options] host command...: reads the key it is given as ssh would, then runs the forced command.
  const ssh = machine.at('/test-bin/ssh-to-backup-host');
  fs.mkdirSync(path.dirname(ssh), { mode: 0o755 });
  fs.writeFileSync(
    ssh,
    `#!/bin/sh
while [ $# -gt 0 ]; do
  case $1 in
    -i) [ -r "$2" ] || { echo "ssh: cannot read the key $2" >&2; exit 255; }; shift 2 ;;
    -[oplFJ]) shift 2 ;;
    -*) shift ;;
    *) break ;;
  esac
done
shift
SSH_ORIGINAL_COMMAND="$*" exec ${command}
`,
    { mode: 0o755 },
  );
  return { copies, ssh, hostDir };
}

/** What the backup's commands need here and this machine lacks (Debian: apt-get install rsync). */
export function missingForBackups() {
  const line = fs
    .readFileSync(path.join(deployDir, 'backup-host.authorized_keys'), 'utf8')
    .split('\n')
    .find((l) => l.trim() && !l.startsWith('#'));
  const rrsync = commandWords(/^command="([^"]+)"/.exec(line ?? '')?.[1] ?? '')[0] ?? '/usr/bin/rrsync';
  const commands = unitValues('rp-site-backup.service', 'ExecStart')
    .concat(unitValues('rp-site-backup-copy.service', 'ExecStart'))
    .map((l) => commandWords(l)[0])
    .filter((c) => path.basename(c) !== 'node');
  return [...new Set([...commands, rrsync])].filter((file) => !fs.existsSync(file));
}

export function checkBackups(machine, { tracer } = {}) {
  const site = machine.users['rp-site'];
  const backup = machine.users['rp-site-backup'];
  // systemd reads the file as root and starts the unit as User= with its settings, HOME and PATH.
  const settings = parseEnvironmentFile(fs.readFileSync(machine.settings, 'utf8'));
  const envOf = (user) => ({
    ...settings,
    PATH: SERVICE_PATH,
    HOME: machine.at(user === site ? '/srv/rp-site/home' : '/var/lib/rp-site-backup'),
    USER: user.name,
    LOGNAME: user.name,
  });

  const [user] = unitValues('rp-site-backup.service', 'User');
  const [onSuccess] = unitValues('rp-site-backup.service', 'OnSuccess');
  const [copyUser] = unitValues('rp-site-backup-copy.service', 'User');
  check(
    "the backup runs as the site's user and starts the copy, which runs as its own user",
    user === 'rp-site' && onSuccess === 'rp-site-backup-copy.service' && copyUser === 'rp-site-backup',
    `rp-site-backup.service User=${user}, OnSuccess=${onSuccess}; rp-site-backup-copy.service User=${copyUser}`,
  );

  // rp-site-backup.service: each ExecStart in turn, as the site's user, from this checkout's build.
  const failed = [];
  for (const [i, line] of unitValues('rp-site-backup.service', 'ExecStart').entries()) {
    let [command, ...args] = commandWords(line).map((word) => onMachine(machine, word));
    if (path.basename(command) === 'node') command = process.execPath;
    let traceFile;
    if (tracer) {
      ({ command, args } = tracer.wrap(`rp-site-backup.service ExecStart ${i + 1} (${path.basename(commandWords(line)[0])})`, command, args));
      traceFile = args[args.indexOf('-o') + 1];
    }
    const result = runAs(site, command, args, { env: envOf(site), cwd: root, traceFile });
    if (result.status !== 0) failed.push(`${line} -> ${said(result)}`);
  }
  const made = Object.keys(contents(machine.at('/var/backups/rp-site')));
  const staged = machine.at('/var/backups/rp-site-offsite');
  const stagedFiles = fs.readdirSync(staged).map((name) => ({ name, stat: fs.statSync(path.join(staged, name)) }));
  const wrong = stagedFiles.filter(({ stat }) => stat.uid !== site.uid || stat.gid !== backup.gid || (stat.mode & 0o7777) !== 0o640);
  check(
    "rp-site-backup.service as the site's user: a backup, and a copy of it readable by the backup user's group (0640)",
    failed.length === 0 && made.length === 1 && stagedFiles.length === 1 && wrong.length === 0,
    failed.length
      ? failed.join('; ')
      : `${made.join(', ')}; staged: ${stagedFiles.map(({ name, stat }) => `${name} ${stat.uid}:${stat.gid} ${(stat.mode & 0o7777).toString(8)}`).join(', ')}`,
  );

  // Step 11: the key, made by and for the backup user.
  const keyFile = machine.at('/var/lib/rp-site-backup/.ssh/backup_ed25519');
  const keygen = spawnSync(
    'runuser',
    ['-u', backup.name, '--', 'ssh-keygen', '-q', '-t', 'ed25519', '-N', '', '-C', 'rp-site-backup@deploy-test', '-f', keyFile],
    { encoding: 'utf8' },
  );
  if (keygen.error || keygen.status !== 0) {
    // No ssh-keygen here: a stand-in file with the mode ssh-keygen gives a private key.
    fs.writeFileSync(keyFile, 'not a key\n', { mode: 0o600 });
    fs.chownSync(keyFile, backup.uid, backup.gid);
  }
  const attempts = [
    { what: 'read the backup key', op: 'read', path: keyFile },
    { what: 'add to its folder (an ssh config, a key)', op: 'create', path: path.join(path.dirname(keyFile), 'config') },
    { what: "add to the backup user's home", op: 'create', path: machine.at('/var/lib/rp-site-backup/.profile') },
  ];
  const outcomes = machine.probeAs(site.name, attempts);
  const allowed = attempts.filter((_, i) => outcomes[i] !== 'EACCES');
  check(
    "the site's user cannot read the backup key or change the backup user's ssh files (EACCES)",
    allowed.length === 0,
    allowed.length ? allowed.map((a) => `${a.what}: ${outcomes[attempts.indexOf(a)]}`).join('; ') : `${attempts.length} attempts, each EACCES`,
  );

  // rp-site-backup-copy.service as the backup user, its ssh pointed at the stand-in.
  const host = backupHost(machine);
  const [copyLine] = unitValues('rp-site-backup-copy.service', 'ExecStart');
  const [rsync, ...copyArgs] = commandWords(copyLine);
  const sshAt = copyArgs.indexOf('-e') + 1;
  const remote = copyArgs.at(-1);
  const withSsh = (args) =>
    args.map((word, i) =>
      i === sshAt ? word.replace(/^ssh /, `${host.ssh} `).replace(/\/var\/\S+/, (p) => machine.at(p)) : onMachine(machine, word),
    );
  const copyEnv = envOf(backup);
  const copy = runAs(backup, rsync, withSsh(copyArgs), { env: copyEnv });
  const again = runAs(backup, rsync, withSsh(copyArgs), { env: copyEnv });
  const sent = contents(staged);
  check(
    "rp-site-backup-copy.service as the backup user: the staged backup reaches the backup host; the next night's copy succeeds too",
    copy.status === 0 && again.status === 0 && Object.keys(sent).length > 0 && same(sent, contents(host.copies)),
    copy.status !== 0
      ? said(copy)
      : again.status !== 0
        ? `the second copy: ${said(again)}`
        : `${Object.keys(contents(host.copies)).join(', ')} in ${host.hostDir}`,
  );

  // With the key (what the backup user has): no deleting, overwriting or reading what the host keeps.
  const before = contents(host.copies);
  const evil = machine.at('/var/lib/rp-site-backup/evil');
  fs.mkdirSync(path.join(evil, 'empty'), { recursive: true });
  fs.mkdirSync(path.join(evil, 'other'));
  const tomorrow = new Date(Date.now() + 86_400_000);
  for (const name of Object.keys(before)) {
    fs.writeFileSync(path.join(evil, 'other', name), 'overwritten\n');
    fs.utimesSync(path.join(evil, 'other', name), tomorrow, tomorrow);
  }
  spawnSync('chown', ['-R', `${backup.name}:${backup.name}`, evil]);
  const sshOption = ['-e', withSsh(copyArgs)[sshAt]];
  const tries = [
    { what: 'delete (--delete)', args: ['-r', '--delete', ...sshOption, `${evil}/empty/`, remote], refused: true },
    { what: 'delete (--delete-after)', args: ['-r', '--delete-after', ...sshOption, `${evil}/empty/`, remote], refused: true },
    { what: 'overwrite', args: ['-r', '-I', ...sshOption, `${evil}/other/`, remote] },
    { what: 'overwrite in place', args: ['-r', '-I', '--inplace', ...sshOption, `${evil}/other/`, remote] },
    { what: 'append', args: ['-r', '--append', ...sshOption, `${evil}/other/`, remote] },
    { what: 'overwrite keeping a backup (-b)', args: ['-r', '-I', '-b', ...sshOption, `${evil}/other/`, remote], refused: true },
    { what: 'read back', args: ['-r', ...sshOption, remote, `${evil}/empty/`], refused: true },
  ];
  const got = tries.map((t) => {
    const result = runAs(backup, rsync, t.args, { env: copyEnv });
    const intact = same(before, contents(host.copies));
    return {
      ...t,
      ok: intact && (!t.refused || result.status !== 0),
      detail: `${t.what}: ${intact ? 'copies intact' : 'COPIES CHANGED'}, rsync ${result.status}`,
    };
  });
  const bad = got.filter((t) => !t.ok);
  check(
    'with the key, rsync can neither delete, overwrite nor read the copies on the backup host',
    bad.length === 0 && Object.keys(before).length > 0,
    bad.length ? bad.map((t) => t.detail).join('; ') : got.map((t) => `${t.what} ${t.refused ? 'refused' : 'ignored'}`).join(', '),
  );
}
