// Rasterising helpers: SVG -> PNG (rsvg-convert, falling back to ImageMagick),
// PNG -> WebP (cwebp, falling back to ImageMagick) and -> JPEG (ImageMagick).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const which = (cmd) => {
  for (const dir of (process.env.PATH || '').split(':')) {
    const p = path.join(dir, cmd);
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return p;
    } catch {
      // Not there or not executable: try the next folder of PATH.
    }
  }
  return null;
};

// /usr/bin/convert is the real ImageMagick on Debian; prefer it over any wrapper earlier on PATH.
export const CONVERT = fs.existsSync('/usr/bin/convert') ? '/usr/bin/convert' : which('magick') || which('convert');
export const RSVG = which('rsvg-convert');
export const CWEBP = which('cwebp');

export const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-media-'));
process.on('exit', () => fs.rmSync(TMP, { recursive: true, force: true }));

const run = (cmd, args) => {
  try {
    return execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (e) {
    throw new Error(`${path.basename(cmd)} failed: ${String(e.stderr || e.message).trim()}`);
  }
};

export function svgToPng(svg, pngPath, w, h) {
  const svgPath = pngPath.replace(/\.png$/, '') + '.svg';
  fs.writeFileSync(svgPath, svg);
  if (RSVG) run(RSVG, ['-w', String(w), '-h', String(h), '-o', pngPath, svgPath]);
  else if (CONVERT) run(CONVERT, ['-background', 'none', svgPath, '-resize', `${w}x${h}!`, pngPath]);
  else throw new Error('Need rsvg-convert (librsvg2-bin) or ImageMagick to rasterise SVG');
  return pngPath;
}

export function pngToWebp(png, out, q) {
  if (CWEBP) run(CWEBP, ['-quiet', '-q', String(q), '-m', '6', '-sharp_yuv', '-metadata', 'none', png, '-o', out]);
  else run(CONVERT, [png, '-strip', '-quality', String(q), '-define', 'webp:method=6', out]);
}

export function pngToJpg(png, out, q) {
  run(CONVERT, [png, '-strip', '-interlace', 'Plane', '-sampling-factor', '4:2:0', '-quality', String(q), out]);
}

let counter = 0;
/**
 * Render an SVG string to out (.webp/.jpg/.png) at w x h, lowering quality until the file
 * fits maxBytes (if given).
 */
export function rasterise(svg, out, { w, h, q = 72, minQ = 40, maxBytes } = {}) {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const png = path.join(TMP, `f${counter++}.png`);
  svgToPng(svg, png, w, h);
  const ext = path.extname(out).toLowerCase();
  if (ext === '.png') {
    run(CONVERT, [png, '-strip', '-define', 'png:compression-level=9', out]);
    return fs.statSync(out).size;
  }
  for (let quality = q; ; quality -= 4) {
    if (ext === '.webp') pngToWebp(png, out, quality);
    else if (ext === '.jpg' || ext === '.jpeg') pngToJpg(png, out, quality);
    else throw new Error(`Unsupported output ${out}`);
    const size = fs.statSync(out).size;
    if (!maxBytes || size <= maxBytes || quality - 4 < minQ) {
      if (maxBytes && size > maxBytes) console.warn(`  ! ${path.basename(out)} is ${size} B (> ${maxBytes} B) at q=${quality}`);
      return size;
    }
  }
}

export const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
