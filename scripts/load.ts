/**
 * `npm run load`: the production build, against the real mock API on loopback, under a fixed request
 * rate of mixed pages for a bounded time. Prints failures, latency percentiles and the rate reached;
 * exits 1 when any request failed (connection error, timeout or a non-2xx status).
 *
 *   LOAD_SECONDS      duration (default 30)
 *   LOAD_RATE         requests per second over all connections (default 100)
 *   LOAD_CONNECTIONS  concurrent connections (default 40; see TrafficOptions.connections)
 *   LOAD_CAPACITY     `0` skips the capacity search below (default: on)
 *   LOAD_STEP_SECONDS duration of each capacity step (default 10)
 *
 * Then the capacity: from the fixed rate up in steps of 25 %, each for LOAD_STEP_SECONDS on the same
 * server, until a step fails (a shed 503, an error or a timeout) or its achieved rate falls 10 % short of
 * the asked one (the client or the machine cannot send more). Printed: the highest rate held with no
 * failed request, per core of this machine, the figure the deployment docs quote. It informs; only the
 * fixed-rate run decides the exit code.
 *
 * The target is always the server this script starts on 127.0.0.1: there is no URL to point it elsewhere.
 */
import { availableParallelism } from 'node:os';
import { ensureBuild, startProductionSite } from './lib/production-site.ts';
import { formatSummary, readNumber, sendTraffic } from './lib/traffic.ts';

const seconds = readNumber('LOAD_SECONDS', 30);
const rate = readNumber('LOAD_RATE', 100);
const connections = readNumber('LOAD_CONNECTIONS', 40);
const capacity = process.env.LOAD_CAPACITY !== '0';
const stepSeconds = readNumber('LOAD_STEP_SECONDS', 10);

ensureBuild();
const site = await startProductionSite();
let failed: number;
try {
  console.log(`\nload: ${site.url}, ${rate} req/s for ${seconds} s\n`);
  const summary = await sendTraffic({ url: site.url, rate, seconds, connections });
  console.log(formatSummary(summary, { rate, connections }));
  failed = summary.failed;
  if (capacity && failed === 0) {
    let held = rate;
    for (let step = Math.round(rate * 1.25); ; step = Math.round(step * 1.25)) {
      const result = await sendTraffic({ url: site.url, rate: step, seconds: stepSeconds, connections });
      const short = result.achievedRate < step * 0.9;
      console.log(
        `capacity step ${step} req/s: achieved ${result.achievedRate.toFixed(1)}, failed ${result.failed}, p99 ${result.latency.p99} ms`,
      );
      if (result.failed > 0 || short) break;
      held = step;
    }
    const cores = availableParallelism();
    console.log(`\ncapacity: ${held} req/s held with no failed request (${(held / cores).toFixed(0)} per core, ${cores} cores)`);
  }
} finally {
  await site.stop();
}
if (failed > 0) {
  console.error(`\nFAIL: ${failed} request(s) failed`);
  process.exit(1);
}
console.log('\nOK: every request answered 2xx');
