// Prints how long this host takes to run a plain JavaScript loop of 2×10⁸ steps, in ms: the median
// of three rounds. Read by .ci/run beside fresh-memory.mjs before `npm run perf`
// (docs/decisions/007-perf-budgets-need-a-host-that-can-judge-them.md).
function loop() {
  let odd = 0;
  for (let i = 0; i < 2e8; i += 1) odd += i & 1;
  return odd;
}
const rounds = [];
for (let round = 0; round < 3; round += 1) {
  const started = process.hrtime.bigint();
  if (loop() !== 1e8) throw new Error('the loop did not run');
  rounds.push(Number(process.hrtime.bigint() - started) / 1e6);
}
rounds.sort((a, b) => a - b);
console.log(Math.round(rounds[1]));
