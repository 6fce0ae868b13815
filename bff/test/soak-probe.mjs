// Preloaded into the BFF process by the soak test only (node --expose-gc --import). Over the IPC
// channel it answers `sample` with its memory, the CPU time it has used, its event-loop delay
// since the previous answer and the requests and gateway calls it has on their way, and `measure`
// with the same after a full garbage collection.
import { subscribe } from 'node:diagnostics_channel';
import { monitorEventLoopDelay } from 'node:perf_hooks';

// Node's and undici's own diagnostics channels: a request is on its way until its response
// closes (answered or abandoned), a gateway call until it completes or fails.
const inFlight = { requests: 0, gatewayCalls: 0 };
subscribe('http.server.request.start', ({ response }) => {
  inFlight.requests += 1;
  response.once('close', () => (inFlight.requests -= 1));
});
const calls = new WeakSet();
subscribe('undici:request:create', ({ request }) => {
  calls.add(request);
  inFlight.gatewayCalls += 1;
});
const ended = ({ request }) => {
  if (calls.delete(request)) inFlight.gatewayCalls -= 1;
};
subscribe('undici:request:trailers', ended);
subscribe('undici:request:error', ended);

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
  process.send?.({ memory: process.memoryUsage(), cpu: process.cpuUsage(), loopDelayMs, inFlight: { ...inFlight } });
});
