/**
 * Loaded into the soaked server with `--import` (measurement only): answers the soak's IPC message
 * 'soak:memory' with process.memoryUsage() and the size of every WebAssembly memory alive (PGlite's
 * PostgreSQL heap), so the resident figure can be split into its parts. The thumbnail children set their
 * own execArgv, so they do not load it.
 */
const OriginalMemory = WebAssembly.Memory;
const memories = new Set();
const track = (exports) => {
  for (const value of Object.values(exports ?? {})) if (value instanceof OriginalMemory) memories.add(new WeakRef(value));
};

const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async function (...args) {
  const result = await instantiate.apply(this, args);
  track((result.instance ?? result).exports);
  return result;
};
WebAssembly.Instance = new Proxy(WebAssembly.Instance, {
  construct(target, args, newTarget) {
    const instance = Reflect.construct(target, args, newTarget);
    track(instance.exports);
    return instance;
  },
});
WebAssembly.Memory = new Proxy(OriginalMemory, {
  construct(target, args, newTarget) {
    const memory = Reflect.construct(target, args, newTarget);
    memories.add(new WeakRef(memory));
    return memory;
  },
});

/** The byte length of each WebAssembly memory still alive. */
function wasmSizes() {
  const sizes = [];
  for (const ref of memories) {
    const memory = ref.deref();
    if (memory) sizes.push(memory.buffer.byteLength);
    else memories.delete(ref);
  }
  return sizes;
}

if (process.send) {
  process.on('message', (message) => {
    if (message === 'soak:memory') {
      const wasmMemories = wasmSizes();
      process.send({ soakMemory: { ...process.memoryUsage(), wasm: wasmMemories.reduce((a, b) => a + b, 0), wasmMemories } });
    }
  });
  process.channel?.unref();
}
