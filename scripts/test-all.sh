#!/usr/bin/env bash
# The one command that runs every test: build, typecheck, API tests (PGlite, and PostgreSQL when
# TEST_DATABASE_URL is set), then the end-to-end suite in Chromium against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "build"
npm run build

step "typecheck"
npm run typecheck

step "lint (ESLint and Prettier)"
npm run lint

step "repository scripts"
node --test scripts/test/*.test.mjs

step "API tests on PGlite (embedded)"
env -u TEST_DATABASE_URL npm run test:api

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL ($TEST_DATABASE_URL)"
  npm run test:api
else
  echo "(TEST_DATABASE_URL is not set: the PostgreSQL run of the API tests is skipped; .ci/run sets it)"
fi

step "web unit tests"
npm run test:web

step "end-to-end tests (Chromium)"
npm test -w e2e
