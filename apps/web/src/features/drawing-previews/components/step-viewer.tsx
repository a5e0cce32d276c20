import { Maximize } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  Box3,
  BufferAttribute,
  BufferGeometry,
  Color,
  DirectionalLight,
  Group,
  HemisphereLight,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { StepWorkerAnswer } from '../workers/step-worker';
import { ToolButton, ViewerFrame } from './viewer-frame';

const HEIGHT = 420;
const mm = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} mm`;

function toGroup(answer: Extract<StepWorkerAnswer, { ok: true }>): Group {
  const group = new Group();
  for (const m of answer.meshes) {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(new Float32Array(m.position), 3));
    if (m.normal) geometry.setAttribute('normal', new BufferAttribute(new Float32Array(m.normal), 3));
    else geometry.computeVertexNormals();
    geometry.setIndex(m.index);
    const color = m.color ? new Color(...m.color) : new Color('#8fa3b8');
    group.add(new Mesh(geometry, new MeshStandardMaterial({ color, metalness: 0.25, roughness: 0.55 })));
  }
  return group;
}

/** A STEP model read by OpenCascade (occt-import-js) in a web worker, shown with orbit, pan, zoom and fit. */
export default function StepViewer({ bytes, name, onError }: { bytes: ArrayBuffer; name: string; onError: (message: string) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const fitRef = useRef<() => void>(() => undefined);
  const [size, setSize] = useState<Vector3 | null>(null);

  useEffect(() => {
    const worker = new Worker(new URL('../workers/step-worker.ts', import.meta.url));
    let dispose = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<StepWorkerAnswer>) => {
      worker.terminate();
      const el = canvas.current;
      if (!event.data.ok) return onError(event.data.error);
      if (!el) return;
      const model = toGroup(event.data);
      const box = new Box3().setFromObject(model);
      setSize(box.getSize(new Vector3()));

      const renderer = new WebGLRenderer({ canvas: el, antialias: true, preserveDrawingBuffer: true });
      renderer.setPixelRatio(window.devicePixelRatio || 1);
      const scene = new Scene();
      scene.background = new Color('#f1f5f9');
      scene.add(model, new HemisphereLight('#ffffff', '#64748b', 2.2));
      const sun = new DirectionalLight('#ffffff', 1.6);
      sun.position.set(1, 2, 3);
      scene.add(sun);
      const camera = new PerspectiveCamera(40, 1, 0.01, 1e6);
      const controls = new OrbitControls(camera, el);
      const draw = () => renderer.render(scene, camera);
      controls.addEventListener('change', draw);
      const fit = () => {
        const center = box.getCenter(new Vector3());
        const radius = box.getSize(new Vector3()).length() / 2 || 1;
        const distance = radius / Math.sin((camera.fov * Math.PI) / 360);
        camera.position.copy(center).add(new Vector3(1, 0.8, 1.2).normalize().multiplyScalar(distance));
        camera.near = distance / 100;
        camera.far = distance * 100;
        camera.updateProjectionMatrix();
        controls.target.copy(center);
        controls.update();
        draw();
      };
      const resize = () => {
        renderer.setSize(el.clientWidth, HEIGHT, false);
        camera.aspect = el.clientWidth / HEIGHT;
        camera.updateProjectionMatrix();
        draw();
      };
      const observer = new ResizeObserver(resize);
      observer.observe(el);
      resize();
      fit();
      fitRef.current = fit;
      dispose = () => {
        observer.disconnect();
        controls.dispose();
        renderer.dispose();
      };
    };
    worker.onerror = () => onError('The 3D viewer could not start.');
    worker.postMessage(bytes.slice(0));
    return () => dispose();
  }, [bytes, onError]);

  return (
    <ViewerFrame
      toolbar={
        <>
          <ToolButton label="Fit model" onClick={() => fitRef.current()}>
            <Maximize className="h-4 w-4" aria-hidden="true" /> Fit
          </ToolButton>
          <span data-testid="step-size" className="ml-auto font-mono text-xs">
            {size ? `Bounding box ${mm(size.x)} × ${mm(size.y)} × ${mm(size.z)}` : 'Reading the model…'}
          </span>
        </>
      }
      footer={<p>Drag to orbit, right-drag to pan, wheel to zoom.</p>}
    >
      <canvas
        ref={canvas}
        data-testid="step-canvas"
        role="img"
        aria-label={`3D model ${name}`}
        className="block w-full touch-none"
        style={{ height: HEIGHT }}
      />
    </ViewerFrame>
  );
}
