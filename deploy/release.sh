#!/usr/bin/env bash
# Puts a version of the site live with no failed request: builds it in a new folder beside the running
# one, keeps the previous version's hashed assets reachable, switches /srv/rp-site/current to it, then
# restarts the running processes one at a time (rp-site-rolling-restart). The first process of the new
# version migrates the database while the other still runs the old one: see deploy/README.md, "Migrations".
#
# Root runs it, so it is installed root-owned as /usr/local/sbin/rp-site-release (deploy/README.md, step 4)
# and runs only from there: never from the checkout or a release, which the site's user writes. Every step
# inside /srv/rp-site runs as that user, with its own npm and git settings ignored; root only reads there.
# Usage, as root:  rp-site-release <git tag, branch or commit>
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
tools=$(dirname -- "$(readlink -f -- "${BASH_SOURCE[0]}")")
for tool in "${BASH_SOURCE[0]}" "$tools/rp-site-rolling-restart"; do
  [ -f "$tool" ] && only_root_can_change "$tool" || {
    echo "release: $tool is missing, or it or a folder above it can be changed by another user than root: run" \
      "the copies installed in /usr/local/sbin (deploy/README.md, step 4), not one from the checkout or a release" >&2
    exit 1
  }
done

ref=${1:?usage: rp-site-release <git tag, branch or commit>}
# RP_SITE_PREFIX and RP_SITE_USER are for the deploy test (a scratch tree, a throwaway user); unset on a server.
prefix=${RP_SITE_PREFIX:-}
user=${RP_SITE_USER:-rp-site}
base=$prefix/srv/rp-site
keep_releases=3
# As the site's user, with a clean environment and a HOME the web process cannot write (/srv is read-only
# to it): npm and git also skip the user's own configuration (~/.npmrc, ~/.gitconfig), so nothing the site's
# user wrote decides what runs. npm's and git's system-wide files (root's) still apply.
as_site() {
  runuser -u "$user" -- env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
    HOME="$base/home" npm_config_userconfig=/dev/null npm_config_update_notifier=false GIT_CONFIG_GLOBAL=/dev/null "$@"
}

as_site git -C "$base/repo" fetch --quiet --tags origin
commit=$(as_site git -C "$base/repo" rev-parse --verify "origin/$ref^{commit}" 2>/dev/null ||
  as_site git -C "$base/repo" rev-parse --verify "$ref^{commit}")
release="$base/releases/$(date -u +%Y%m%d-%H%M%S)-${commit:0:12}"
echo "building $ref ($commit) in $release"
as_site mkdir -p "$release"
as_site bash -c 'git -C "$1" archive "$2" | tar -x -C "$3"' _ "$base/repo" "$commit" "$release"
cd "$release"
as_site npm ci --no-audit --no-fund
as_site npm run build
# This version's own hashed files, so the next release copies these and not an ever-growing pile.
as_site bash -c 'ls apps/web/build/client/assets > .own-assets'

previous=$(readlink -f "$base/current" || true)
if [ -n "$previous" ] && [ -f "$previous/.own-assets" ]; then
  # Pages the old version served (and browsers still hold) name its hashed files: the new version serves
  # them too. Hashed names never clash, so nothing of the new build is replaced.
  as_site bash -c 'cd "$1/apps/web/build/client/assets" && xargs -a "$1/.own-assets" cp -n -t "$2"' _ "$previous" "$PWD/apps/web/build/client/assets"
fi
as_site ln -sfn "$release" "$base/current.next"
as_site mv -T "$base/current.next" "$base/current"
echo "current -> $release"

mapfile -t ports < <(systemctl list-units --state=active --plain --no-legend 'rp-site@*.service' | sed -n 's/^rp-site@\([0-9]*\)\.service.*/\1/p')
if [ ${#ports[@]} -gt 0 ]; then
  # Root's own copy, beside this one: the release's deploy/rolling-restart.sh is the site's user's file.
  "$tools/rp-site-rolling-restart" "${ports[@]}"
else
  echo "no rp-site process runs yet: systemctl enable --now rp-site@4400 rp-site@4401"
fi

# The newest few releases stay for a quick way back (deploy/README.md, "Going back"); removed as the site's user.
as_site bash -c 'ls -1d "$1"/releases/*/ | head -n -"$2" | while read -r old; do
  [ "$(readlink -f "$old")" = "$(readlink -f "$1/current")" ] || rm -rf "$old"
done' _ "$base" "$keep_releases"

# Root's tools are never taken from a release: say when this one brings other versions of them.
for pair in release.sh:rp-site-release rolling-restart.sh:rp-site-rolling-restart rp-site-cli:rp-site-cli; do
  if ! cmp -s "$release/deploy/${pair%%:*}" "$tools/${pair#*:}"; then
    echo "note: this release's deploy/${pair%%:*} differs from $tools/${pair#*:}: review it and install it" \
      "as root (deploy/README.md, \"Root's tools\")"
  fi
done
