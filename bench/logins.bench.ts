// Password checks per second on one core at the API's argon2id parameters (issue 15 "Benchmark": logins
// per second). A login costs one argon2id verification whether the account exists or not (a dummy hash
// otherwise), so this bounds the logins one API core can answer.
//   pnpm bench:logins [-- --attempts 40]
// Runs the verifications one after another (one core) and reports their rate and the p50/p95 of one.
import { parseArgs } from 'node:util';
import { ARGON2_PARAMETERS, hashPassword, verifyPassword } from '@ranzen/api/testing';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { attempts: { type: 'string', default: '40' } },
});
const attempts = Math.max(1, Number(values.attempts));

const stored = await hashPassword('correct horse battery staple');
const durations: number[] = [];
const started = performance.now();
for (let attempt = 0; attempt < attempts; attempt += 1) {
  const before = performance.now();
  await verifyPassword(stored, `guess-${attempt}`);
  durations.push(performance.now() - before);
}
const seconds = (performance.now() - started) / 1000;
durations.sort((a, b) => a - b);
const percentile = (share: number) =>
  durations[Math.min(durations.length - 1, Math.floor(share * durations.length))] ?? 0;
console.log(
  `argon2id m=${ARGON2_PARAMETERS.memoryCost} KiB t=${ARGON2_PARAMETERS.timeCost} p=${ARGON2_PARAMETERS.parallelism}: ` +
    `${(attempts / seconds).toFixed(1)} verifications/s on one core; ` +
    `p50 ${percentile(0.5).toFixed(1)} ms, p95 ${percentile(0.95).toFixed(1)} ms (${attempts} attempts)`,
);
