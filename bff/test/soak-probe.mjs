// Preloaded into the BFF process by the soak test only (node --expose-gc --import). Over the IPC
// channel it answers `sample` with its memory, the CPU time it has used and its event-loop delay
// since the previous answer, and `measure` with the same after a full garbage collection.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const ms = (nanoseconds) => Math.round(nanoseconds / 1e6);

process.on('message', (message) => {
  if (message !== 'sample' && message !== 'measure') return;
  if (message === 'measure') {
    globalThis.gc?.();
    globalThis.gc?.();
  }
  const loopDelayMs = { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) };
  delay.reset();
  process.send?.({ memory: process.memoryUsage(), cpu: process.cpuUsage(), loopDelayMs });
});
