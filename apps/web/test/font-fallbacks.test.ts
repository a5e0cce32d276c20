// Real Vite builds of a one-stylesheet app with the plugin: the faces land in the CSS, and a build whose
// stylesheets do not declare Inter fails instead of shipping without them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { INTER_FALLBACK, interFallbackPlugin } from '../font-fallbacks';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

/** Builds an app whose one module imports a stylesheet with `css`; returns the CSS it emitted. */
async function buildWithStylesheet(css: string): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-font-fallbacks-'));
  folders.push(root);
  fs.writeFileSync(path.join(root, 'style.css'), css);
  fs.writeFileSync(path.join(root, 'main.js'), "import './style.css';\n");
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [interFallbackPlugin()],
    build: { write: false, rolldownOptions: { input: path.join(root, 'main.js') } },
  })) as Rolldown.RolldownOutput;
  return output.output
    .filter((file): file is Rolldown.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => String(file.source))
    .join('');
}

describe('interFallbackPlugin', () => {
  it("appends the 'Inter fallback' faces to the stylesheet that declares Inter", async () => {
    const css = await buildWithStylesheet(
      "@font-face {\n  font-family: 'Inter';\n  src: url(data:font/woff2;base64,AA==);\n}\nbody { color: red; }\n",
    );
    const faces = css.match(new RegExp(`font-family:\\s*"?${INTER_FALLBACK}"?`, 'g')) ?? [];
    // A regular and a bold face for each of the five system fonts.
    expect(faces).toHaveLength(10);
  });

  it('fails the build when no stylesheet declares Inter', async () => {
    await expect(buildWithStylesheet("@font-face {\n  font-family: 'Inter Variable';\n}\n")).rejects.toThrow(
      /no stylesheet of the client build has "font-family: 'Inter';"/,
    );
  });
});
