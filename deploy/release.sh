#!/usr/bin/env bash
# Puts a version of the site live with no failed request: builds it in a new folder beside the running
# one, keeps the previous version's hashed assets reachable, switches /srv/rp-site/current to it, then
# restarts the running processes one at a time (rolling-restart.sh). The first process of the new version
# migrates the database while the other still runs the old one: see deploy/README.md, "Migrations".
# Run as root:  bash /srv/rp-site/repo/deploy/release.sh <git tag, branch or commit>
set -euo pipefail
ref=${1:?usage: release.sh <git tag, branch or commit>}
base=/srv/rp-site
keep_releases=3
as_site() { runuser -u rp-site -- env HOME=/var/lib/rp-site "$@"; }

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
ln -sfn "$release" "$base/current.next"
mv -T "$base/current.next" "$base/current"
echo "current -> $release"

mapfile -t ports < <(systemctl list-units --state=active --plain --no-legend 'rp-site@*.service' | sed -n 's/^rp-site@\([0-9]*\)\.service.*/\1/p')
if [ ${#ports[@]} -gt 0 ]; then
  bash "$release/deploy/rolling-restart.sh" "${ports[@]}"
else
  echo "no rp-site process runs yet: systemctl enable --now rp-site@4400 rp-site@4401"
fi

# The newest few releases stay for a quick way back (deploy/README.md, "Going back").
ls -1d "$base"/releases/*/ | head -n -"$keep_releases" | while read -r old; do
  [ "$(readlink -f "$old")" = "$(readlink -f "$base/current")" ] || rm -rf "$old"
done
