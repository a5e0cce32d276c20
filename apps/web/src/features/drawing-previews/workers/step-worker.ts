/// <reference lib="webworker" />
import occtimportjs from 'occt-import-js';
import wasmUrl from 'occt-import-js/dist/occt-import-js.wasm?url';

/** A mesh of the model as OpenCascade triangulated it: flat arrays, ready for three.js. */
export interface StepMesh {
  position: number[];
  normal: number[] | null;
  index: number[];
  color: [number, number, number] | null;
}
export type StepWorkerAnswer = { ok: true; meshes: StepMesh[] } | { ok: false; error: string };

interface OcctResult {
  success: boolean;
  meshes: {
    attributes: { position: { array: number[] }; normal?: { array: number[] } };
    index: { array: number[] };
    color?: [number, number, number];
  }[];
}
type Occt = { ReadStepFile(content: Uint8Array, params: null): OcctResult };

let occt: Promise<Occt> | null = null;

// The wasm comes from our own server (a Vite asset of this build), never a CDN.
const loadOcct = () =>
  (occt ??= fetch(wasmUrl)
    .then((res) => res.arrayBuffer())
    .then((wasmBinary) => (occtimportjs as unknown as (m: object) => Promise<Occt>)({ wasmBinary, locateFile: () => wasmUrl })));

self.onmessage = async (event: MessageEvent<ArrayBuffer>) => {
  let answer: StepWorkerAnswer;
  try {
    const result = (await loadOcct()).ReadStepFile(new Uint8Array(event.data), null);
    answer =
      result.success && result.meshes.length
        ? {
            ok: true,
            meshes: result.meshes.map((m) => ({
              position: Array.from(m.attributes.position.array),
              normal: m.attributes.normal ? Array.from(m.attributes.normal.array) : null,
              index: Array.from(m.index.array),
              color: m.color ?? null,
            })),
          }
        : { ok: false, error: 'This STEP file has no solid this viewer can show.' };
  } catch (err) {
    console.error('STEP viewer:', err);
    answer = { ok: false, error: 'This STEP file could not be read.' };
  }
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(answer);
};
