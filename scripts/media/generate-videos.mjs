#!/usr/bin/env node
// Home-page background loops (seamless, silent, dark and calm):
//   media/hero-{1,2,3}.mp4         1280x720 H.264 (< 700 KB)
//   media/hero-{1,2,3}-mobile.mp4  540x960  H.264 (< 300 KB)
//   media/hero-N.webp / hero-N-mobile.webp posters (= first frame, so there is no jump)
// Frames are SVGs rendered with rsvg-convert and encoded with ffmpeg.
// Usage: node scripts/media/generate-videos.mjs [1 2 3] [--fast]
import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC } from './lib/seed.mjs';
import { shaftFrame } from './videos/hero-shaft.mjs';
import { flangeDrawing, flangeFrame } from './videos/hero-flange.mjs';
import { toolpathFrame, toolpathScene } from './videos/hero-toolpath.mjs';
import { makeVideo, rsvg } from './videos/encode-video.mjs';

const args = process.argv.slice(2);
const FAST = args.includes('--fast');
const which = args.filter((a) => /^\d$/.test(a)).map(Number);
const OUT = path.join(PUBLIC, 'media');

const VIDEOS = {
  1: (w, h) => (t) => shaftFrame(t, w, h),
  2: (w, h) => {
    const d = flangeDrawing(w, h);
    return (t) => flangeFrame(t, w, h, d);
  },
  3: (w, h) => {
    const s = toolpathScene(w, h);
    return (t) => toolpathFrame(t, w, h, s);
  },
};
const preview = args.find((a) => a.startsWith('--preview='));
if (preview) {
  // quick look: write a few frames as PNGs instead of encoding
  const dir = preview.split('=')[1];
  fs.mkdirSync(dir, { recursive: true });
  for (const k of which.length ? which : [1, 2, 3])
    for (const [w, h, sfx] of [
      [1280, 720, ''],
      [540, 960, '-mobile'],
    ]) {
      const r = VIDEOS[k](w, h);
      for (const t of [0, 1.5, 3, 5, 7]) {
        const f = path.join(dir, `hero-${k}${sfx}-t${t}`);
        fs.writeFileSync(`${f}.svg`, r(t, w, h));
        await rsvg(`${f}.svg`, `${f}.png`, w, h);
      }
    }
  process.exit(0);
}
fs.mkdirSync(OUT, { recursive: true });
for (const k of which.length ? which : [1, 2, 3]) {
  await makeVideo(`hero-${k}`, VIDEOS[k](1280, 720), 1280, 720, 560 * 1024, { fast: FAST, outDir: OUT }); // hard limit 700 KB
  await makeVideo(`hero-${k}-mobile`, VIDEOS[k](540, 960), 540, 960, 250 * 1024, { fast: FAST, outDir: OUT }); // hard limit 300 KB
}
