// Textile machinery: ring spinning frame.
import { hDim } from '../lib/dimensions.mjs';
import { P, C, R, stroke, accent, glass } from '../lib/lineart.mjs';
import { part, ground, withDetail } from './drawing-kit.mjs';

export function textile(pal) {
  const o = [];
  const xs = [];
  for (let i = 0; i < 7; i++) xs.push(200 + i * 62);
  o.push(ground(pal, 560));
  // headstock
  o.push(R(60, 150, 110, 410, { ...stroke(pal, 1.5), fill: glass(pal, 0.08) }, 6));
  o.push(
    C(115, 230, 34, stroke(pal, 1.2, 0.8)),
    C(115, 230, 10, accent(pal, 1.6)),
    C(100, 330, 22, stroke(pal, 1.2, 0.8)),
    C(100, 330, 6, accent(pal, 1.4)),
  );
  o.push(P(`M115 196L100 308M149 230L122 330`, stroke(pal, 0.8, 0.5)));
  o.push(R(80, 420, 70, 40, stroke(pal, 1, 0.6), 3));
  // frame, creel and rails
  o.push(R(170, 110, 440, 14, { ...stroke(pal, 1.4), fill: glass(pal, 0.1) }));
  o.push(R(170, 400, 440, 10, { ...stroke(pal, 1.4), fill: glass(pal, 0.1) }));
  o.push(R(170, 470, 440, 90, { ...stroke(pal, 1.4), fill: glass(pal, 0.07) }));
  o.push(P('M170 500H610M170 530H610', stroke(pal, 0.7, 0.35)));
  o.push(P('M610 110V560M170 124V400', stroke(pal, 1.2, 0.7)));
  // drafting rollers (inclined line)
  o.push(P('M170 270L610 250', stroke(pal, 1, 0.55)));
  for (const x of xs) {
    const yr = 270 - ((x - 170) / 440) * 20;
    // roving bobbin
    o.push(P(`M${x} 124V134`, stroke(pal, 1, 0.6)));
    o.push(R(x - 13, 134, 26, 74, { ...stroke(pal, 1.2), fill: glass(pal, 0.12) }, 9));
    o.push(P(`M${x - 13} 150h26M${x - 13} 166h26M${x - 13} 182h26M${x - 13} 198h26`, stroke(pal, 0.5, 0.35)));
    // roving path -> drafting rollers -> spindle
    o.push(P(`M${x} 208L${x + 6} ${yr - 10}L${x} ${yr}L${x} 300`, stroke(pal, 0.7, 0.6)));
    o.push(C(x - 9, yr - 8, 7, stroke(pal, 1.1)), C(x + 9, yr - 8, 7, stroke(pal, 1.1)), C(x, yr + 5, 7, accent(pal, 1.3)));
    // cop (yarn package) on spindle
    o.push(
      P(`M${x - 16} 392C${x - 16} 360 ${x - 9} 330 ${x - 5} 306H${x + 5}C${x + 9} 330 ${x + 16} 360 ${x + 16} 392Z`, {
        ...stroke(pal, 1.2),
        fill: glass(pal, 0.14),
      }),
    );
    let wraps = '';
    for (let k = 0; k < 7; k++) {
      const yy = 316 + k * 11;
      const hw = 6 + k * 1.4;
      wraps += `M${x - hw} ${yy + 3}L${x + hw} ${yy - 3}`;
    }
    o.push(P(wraps, stroke(pal, 0.6, 0.45)));
    o.push(P(`M${x} 296V306`, accent(pal, 2)));
    // ring, wharve, bolster below the ring rail
    o.push(P(`M${x - 18} 400h36`, accent(pal, 2.2)));
    o.push(R(x - 7, 412, 14, 12, stroke(pal, 1.1)), R(x - 4, 424, 8, 40, stroke(pal, 1.1)));
  }
  // tape drive
  o.push(P('M170 418H610', accent(pal, 1, 0.6, { 'stroke-dasharray': '8 5' })));
  o.push(hDim(200, 262, 90, 124, 'GAUGE 70 mm', { color: pal.accent, text: pal.line, size: 11 }));
  return withDetail(o.join(''), [448, 440], [790, 270, 140], 'SPINDLE & BOLSTER ASSEMBLY', [part('textile-spindle-assembly')], {
    yaw: -30,
    pitch: 16,
    roll: -62,
  });
}
