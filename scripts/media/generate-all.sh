#!/usr/bin/env bash
# Regenerates every generated media file of the website (see scripts/media/README.md).
# Usage: bash scripts/media/generate-all.sh [--no-video]
set -euo pipefail
cd "$(dirname "$0")/../.."

need() { command -v "$1" >/dev/null 2>&1 || { echo "missing: $1 ($2)" >&2; exit 1; }; }
need node "Node.js >= 20"
need rsvg-convert "apt-get install librsvg2-bin"
need ffmpeg "apt-get install ffmpeg"
[ -x /usr/bin/convert ] || need convert "apt-get install imagemagick"
command -v cwebp >/dev/null 2>&1 || echo "note: cwebp not found (apt-get install webp); falling back to ImageMagick for WebP" >&2

node scripts/media/generate-brand.mjs
node scripts/media/generate-product-images.mjs
node scripts/media/generate-categories.mjs
node scripts/media/generate-industries.mjs
node scripts/media/generate-site-images.mjs
if [ "${1:-}" != "--no-video" ]; then
  node scripts/media/generate-videos.mjs
fi
echo "done."
