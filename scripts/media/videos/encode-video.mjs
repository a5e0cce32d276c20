// Frames -> video: render every frame's SVG to PNG (rsvg-convert, in parallel), encode H.264 with ffmpeg
// at the lowest CRF that fits the size budget, and write the first frame as the poster.
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { spawn, execFileSync } from 'node:child_process';
import { RSVG, TMP, pngToWebp, kb } from '../lib/raster.mjs';
import { FPS, FRAMES, SECONDS } from './loop-timing.mjs';

function pool(tasks, limit) {
  return new Promise((resolve, reject) => {
    let i = 0,
      running = 0,
      done = 0;
    const next = () => {
      if (done === tasks.length) return resolve();
      while (running < limit && i < tasks.length) {
        const task = tasks[i++];
        running++;
        task()
          .then(() => {
            running--;
            done++;
            next();
          })
          .catch(reject);
      }
    };
    next();
  });
}

export const rsvg = (svgFile, png, w, h) =>
  new Promise((res, rej) => {
    const c = spawn(RSVG, ['-w', String(w), '-h', String(h), '-o', png, svgFile]);
    c.on('exit', (code) => (code === 0 ? res() : rej(new Error(`rsvg-convert failed on ${svgFile}`))));
  });

function encode(dir, out, maxBytes, w, h, fast) {
  for (let crf = 23; crf <= 40; crf += 2) {
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(FPS),
      '-i',
      path.join(dir, 'f%04d.png'),
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      fast ? 'medium' : 'veryslow',
      '-tune',
      'animation',
      '-crf',
      String(crf),
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'high',
      '-level',
      '4.0',
      '-g',
      String(FPS * 2),
      '-vf',
      `scale=${w}:${h}:flags=lanczos`,
      '-movflags',
      '+faststart',
      out,
    ]);
    const size = fs.statSync(out).size;
    if (size <= maxBytes) return { size, crf };
  }
  return { size: fs.statSync(out).size, crf: 40 };
}

/** Writes `<outDir>/<name>.mp4` and `<outDir>/<name>.webp`; `fast` renders a quarter of the frames at a quicker preset. */
export async function makeVideo(name, render, w, h, maxBytes, { fast, outDir }) {
  const dir = path.join(TMP, name);
  fs.mkdirSync(dir, { recursive: true });
  const n = fast ? Math.round(FRAMES / 4) : FRAMES;
  const tasks = [];
  for (let i = 0; i < n; i++) {
    const t = (i / n) * SECONDS;
    tasks.push(async () => {
      const f = path.join(dir, `f${String(i).padStart(4, '0')}`);
      fs.writeFileSync(`${f}.svg`, render(t, w, h));
      await rsvg(`${f}.svg`, `${f}.png`, w, h);
      fs.rmSync(`${f}.svg`);
    });
  }
  await pool(tasks, Math.max(1, os.cpus().length));
  const mp4 = path.join(outDir, `${name}.mp4`);
  const { size, crf } = encode(dir, mp4, maxBytes, w, h, fast);
  // poster = first frame
  const poster = path.join(outDir, `${name}.webp`);
  for (let q = 72; q >= 40; q -= 6) {
    pngToWebp(path.join(dir, 'f0000.png'), poster, q);
    if (fs.statSync(poster).size <= (w > h ? 60 : 45) * 1024) break;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`media/${name}.mp4  ${kb(size)} (crf ${crf})   media/${name}.webp  ${kb(fs.statSync(poster).size)}`);
}
