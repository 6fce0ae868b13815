// Preloaded into the BFF process by the soak test only (node --expose-gc --import): answers
// `measure` over the IPC channel with its memory after a full garbage collection.
process.on('message', (message) => {
  if (message !== 'measure') return;
  globalThis.gc?.();
  globalThis.gc?.();
  process.send?.({ memory: process.memoryUsage() });
});
