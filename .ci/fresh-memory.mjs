// Prints how long this host takes to give a process fresh memory, in ms per GB: the median of three
// rounds, each touching every page of a new 256 MB buffer. Read by .ci/run before `npm run perf`
// (docs/decisions/007-perf-budgets-need-a-host-that-can-judge-them.md).
const MB = 256;
const PAGE = 4096;
const rounds = [];
for (let round = 0; round < 3; round += 1) {
  const started = process.hrtime.bigint();
  const buffer = Buffer.allocUnsafeSlow(MB * 1024 * 1024);
  for (let at = 0; at < buffer.length; at += PAGE) buffer[at] = 1;
  rounds.push(Number(process.hrtime.bigint() - started) / 1e6);
}
rounds.sort((a, b) => a - b);
console.log(Math.round((rounds[1] * 1024) / MB));
