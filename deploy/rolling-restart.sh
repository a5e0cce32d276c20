#!/usr/bin/env bash
# Restarts the site's processes one at a time so no request fails: each one, on SIGTERM, answers 503 on
# /api/v1/health (Caddy stops sending to it within a second), keeps serving for SHUTDOWN_GRACE_MS,
# finishes its requests and exits; systemd starts it again, and the next one is restarted only once this
# one answers healthy and Caddy had time to see it.
#
# Root runs it, so it is installed root-owned as /usr/local/sbin/rp-site-rolling-restart (deploy/README.md,
# step 4) and runs only from there; rp-site-release runs that copy too. Usage, as root:
#   rp-site-rolling-restart [ports...]        (default: 4400 4401)
set -euo pipefail

# Refuses to run unless no one but root (or whoever runs this) can change the file or a folder above it.
only_root_can_change() {
  local path uid mode
  path=$(readlink -f -- "$1")
  while :; do
    read -r uid mode <<<"$(stat -L -c '%u %a' -- "$path" 2>/dev/null)"
    [ -n "$uid" ] && { [ "$uid" = 0 ] || [ "$uid" = "$EUID" ]; } || return 1
    # Others may write only a sticky folder (like /tmp): they cannot rename or remove what is in it.
    if (((8#$mode & 8#022) != 0)) && ! { [ -d "$path" ] && ((8#$mode & 8#1000)); }; then return 1; fi
    [ "$path" = / ] && return 0
    path=$(dirname -- "$path")
  done
}
only_root_can_change "${BASH_SOURCE[0]}" || {
  echo "rolling restart: ${BASH_SOURCE[0]} or a folder above it can be changed by another user than root: run" \
    "the copy installed in /usr/local/sbin (deploy/README.md, step 4), not one from the checkout or a release" >&2
  exit 1
}
if [ $# -gt 0 ]; then ports=("$@"); else ports=(4400 4401); fi
# Caddy checks health every second and leaves a process it could not reach out for 3 s (deploy/Caddyfile).
caddy_notice_seconds=5

healthy() { curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$1/api/v1/health"; }

for port in "${ports[@]}"; do
  for other in "${ports[@]}"; do
    [ "$other" = "$port" ] || healthy "$other" || {
      echo "rp-site@$other is not healthy: not restarting rp-site@$port (it may be the only one serving)" >&2
      exit 1
    }
  done
  echo "restarting rp-site@$port"
  systemctl restart "rp-site@$port"
  for _ in $(seq 1 120); do healthy "$port" && break || sleep 1; done
  healthy "$port" || {
    echo "rp-site@$port is not healthy after 120 s: stopped here; the others still serve. See: journalctl -u rp-site@$port -n 50" >&2
    exit 1
  }
  sleep "$caddy_notice_seconds"
  echo "rp-site@$port is back"
done
