#!/usr/bin/env bash
# The one command that runs every test: typecheck, lint and build side by side, the quick
# suites, the API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then the end-to-end suite
# in Chromium against the production build. Each step prints how long it took.
# `--quick` (npm run test:quick) is the inner loop: typecheck, lint, the unit tests and the API tests on
# PGlite without the fuzz; it builds only when a build input changed (pages served in the API tests
# need the web build), and runs neither the PostgreSQL pass nor the end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
quick=false
[ "${1:-}" = --quick ] && quick=true

started=$SECONDS
step_started=$SECONDS
step_name=''
finish_step() {
  [ -n "$step_name" ] && printf '=== %s: %ds ===\n' "$step_name" $((SECONDS - step_started))
  return 0
}
step() {
  finish_step
  step_name="$*"
  step_started=$SECONDS
  printf '\n=== %s ===\n' "$*"
}

# Runs the given commands at the same time (each uses about one core; the machine has two or more);
# prints each one's output and time when it ends and fails if any failed.
parallel() {
  local dir pids=() status=0 i=0
  dir=$(mktemp -d)
  for command in "$@"; do
    bash -c "started=\$SECONDS; $command; status=\$?; echo \"(took \$((SECONDS - started)) s)\"; exit \$status" >"$dir/$i.log" 2>&1 &
    pids+=($!)
    i=$((i + 1))
  done
  for i in "${!pids[@]}"; do
    if ! wait "${pids[$i]}"; then status=1; fi
    printf -- '--- %s\n' "${*:$((i + 1)):1}"
    cat "$dir/$i.log"
  done
  rm -rf "$dir"
  return $status
}

typecheck="npm run typecheck -w apps/server && npm run typecheck -w apps/web && npm run typecheck -w e2e"
if $quick; then
  step "build if a build input changed, then typecheck and lint (ESLint and Prettier) side by side"
  node scripts/build-if-changed.mjs
  parallel "$typecheck" "npm run lint"
else
  step "typecheck, lint (ESLint and Prettier) and build, side by side"
  # The contract's build is its typecheck (the same tsc project); everything else reads its types from dist/.
  npm run build -w packages/contract
  parallel "$typecheck" "npm run lint" "npm run build:apps"
fi

step "repository scripts and web unit tests"
node --test scripts/test/*.test.mjs
npm run test:web

if $quick; then
  step "API tests on PGlite (embedded), without the fuzz"
  env -u TEST_DATABASE_URL npm test -w apps/server -- --exclude 'test/fuzz/**'
  finish_step
  printf '\n=== quick tests passed in %ds ===\n' $((SECONDS - started))
  exit 0
fi

step "API tests on PGlite (embedded)"
env -u TEST_DATABASE_URL npm run test:api

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL ($TEST_DATABASE_URL)"
  npm run test:api
else
  echo "(TEST_DATABASE_URL is not set: the PostgreSQL run of the API tests is skipped; .ci/run sets it)"
fi

step "end-to-end tests (Chromium)"
npm test -w e2e

finish_step
printf '\n=== all tests passed in %ds ===\n' $((SECONDS - started))
