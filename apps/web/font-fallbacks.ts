import { generateFontFace, getMetricsForFamily } from 'fontaine';
import type { Plugin } from 'vite';

/** The family the stylesheet's font stacks name right after 'Inter'. */
export const INTER_FALLBACK = 'Inter fallback';
/** What marks the stylesheet that declares the brand font (app.css's @font-face). */
const INTER_DECLARATION = "font-family: 'Inter';";

/**
 * System fonts that stand in for Inter until it arrives, most-used on buyers' devices first (Android,
 * Windows, Apple, then the rest). Each has a regular and a bold face: a local font file holds one weight,
 * and the browser does not embolden a face that claims the whole range, so one face for all weights set
 * headings narrower than Inter's bold (ADR 052).
 */
const FALLBACKS = [
  { family: 'Roboto', regular: ['Roboto', 'Roboto-Regular'], bold: ['Roboto Bold', 'Roboto-Bold'] },
  { family: 'Segoe UI', regular: ['Segoe UI', 'SegoeUI'], bold: ['Segoe UI Bold', 'SegoeUI-Bold'] },
  { family: 'Helvetica Neue', regular: ['Helvetica Neue', 'HelveticaNeue'], bold: ['Helvetica Neue Bold', 'HelveticaNeue-Bold'] },
  { family: 'Arial', regular: ['Arial', 'ArialMT'], bold: ['Arial Bold', 'Arial-BoldMT'] },
  { family: 'Noto Sans', regular: ['Noto Sans', 'NotoSans-Regular'], bold: ['Noto Sans Bold', 'NotoSans-Bold'] },
] as const;

/** Weights at or above this use the bold face (semibold and up). */
const BOLD_FROM = 550;

const localSources = (names: readonly string[]) => names.map((name) => `local(${JSON.stringify(name)})`).join(', ');

/**
 * The @font-face rules of 'Inter fallback': each system font resized (size-adjust from the average
 * character width) and given Inter's ascent and descent by fontaine, so the fallback takes the room
 * Inter will. The browser tries same-family faces from the last defined, so the preferred font goes last.
 */
export async function interFallbackFaces(): Promise<string> {
  const inter = await getMetricsForFamily('Inter');
  if (!inter) throw new Error("fontaine has no metrics for 'Inter'");
  const faces: string[] = [];
  for (const fallback of [...FALLBACKS].reverse()) {
    const metrics = await getMetricsForFamily(fallback.family);
    if (!metrics) throw new Error(`fontaine has no metrics for '${fallback.family}'`);
    const face = (names: readonly string[], weight: string) =>
      generateFontFace(inter, { name: INTER_FALLBACK, font: fallback.family, metrics, src: localSources(names), 'font-weight': weight });
    faces.push(face(fallback.regular, `100 ${BOLD_FROM - 1}`), face(fallback.bold, `${BOLD_FROM} 900`));
  }
  return faces.join('');
}

/**
 * Appends the fallback faces to the stylesheet that declares Inter. A build in which no stylesheet declares
 * it (the declaration reworded, the stylesheet moved) fails instead of shipping pages without the fallback.
 */
export function interFallbackPlugin(): Plugin {
  let faces: Promise<string> | undefined;
  let command: 'build' | 'serve' = 'serve';
  /** The environments (client, ssr) whose build appended the faces. */
  const done = new Set<string>();
  return {
    name: 'inter-fallback-faces',
    enforce: 'pre',
    configResolved(config) {
      command = config.command;
    },
    async transform(code, id) {
      if (!/\.css(\?|$)/.test(id) || !code.includes(INTER_DECLARATION)) return null;
      faces ??= interFallbackFaces();
      const css = await faces;
      if (!css.includes(`font-family: "${INTER_FALLBACK}"`)) throw new Error(`inter-fallback-faces: fontaine generated no '${INTER_FALLBACK}' faces`);
      done.add(this.environment.name);
      return { code: `${code}\n${css}`, map: null };
    },
    buildEnd(error) {
      if (command !== 'build' || error || done.has(this.environment.name)) return;
      this.error(
        `inter-fallback-faces: no stylesheet of the ${this.environment.name} build has "${INTER_DECLARATION}", so the '${INTER_FALLBACK}' faces went nowhere (ADR 052). Keep that declaration in app.css or change the plugin with it.`,
      );
    },
  };
}
