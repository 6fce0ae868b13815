import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ATTACKER,
  flood,
  mustSignIn,
  startBff,
  startIdleVictim,
  startStandIn,
  underAttack,
  VICTIM,
  type Bff,
  type FloodOutcome,
  type StandIn,
  type UnderAttack,
  type Victim,
  type VictimFigures,
} from '../bench/attacks.ts';
import { buildDeployed, type Deployed } from '../bench/deployed.ts';

/**
 * Issue 38's targets (DESIGN.md §7) under the two floods of `npm run attack`, each 10 s here, on
 * one compiled BFF in production (Sandbox off): while maya asks `{ me { id name } }` one request
 * at a time, an anonymous flood of distinct documents and then one of sita's leave maya's p50
 * within 5× her idle p50 and grow the BFF by less than 200 MB, and the flood's documents are
 * refused. Each flood sends 470 documents: 90 of 490× `me { id }` (9/s), 380 of 8 aliases (38/s).
 */

const FLOOD_MS = 10_000;

// Set in order by beforeAll; afterAll ends those it got to.
let deployed: Deployed;
let standIn: StandIn;
let bff: Bff;
let victim: Victim;
let idle: VictimFigures;
let attacker: string;

beforeAll(async () => {
  deployed = buildDeployed('attack-test');
  standIn = await startStandIn(deployed);
  bff = await startBff(deployed, standIn.url);
  attacker = await mustSignIn(bff.pool, ATTACKER);
  ({ victim, idle } = await startIdleVictim(bff.url, await mustSignIn(bff.pool, VICTIM)));
  console.log(`victim idle: p50 ${idle.p50.toFixed(1)} ms over ${idle.count} requests`);
});

afterAll(async () => {
  await victim?.stop();
  await bff?.stop();
  await standIn?.stop();
  deployed?.remove();
});

/** Prints a flood's figures for CI's log, and checks the victim and the BFF's memory against the targets. */
function expectWithinTargets(name: string, { victim: during, rssBefore, rssPeak, outcome }: UnderAttack<FloodOutcome>) {
  const growth = rssPeak - (rssBefore ?? NaN);
  console.log(
    `${name}: victim p50 ${during.p50.toFixed(1)} ms (${(during.p50 / idle.p50).toFixed(1)}× idle ${idle.p50.toFixed(1)} ms, ${during.count} requests, ${during.failures} failed); ` +
      `RSS ${rssBefore?.toFixed(0)} -> peak ${rssPeak.toFixed(0)} MB (+${growth.toFixed(0)} MB); ${outcome.tally.summary}`,
  );
  expect(bff.ended()).toBeUndefined();
  expect(during.failures).toBe(0);
  expect(during.p50).toBeLessThanOrEqual(5 * idle.p50);
  expect(growth).toBeLessThan(200);
}

it('refuses every document of an anonymous flood, the victim within 5× idle and the BFF within +200 MB', async () => {
  const measured = await underAttack(bff, victim, () => flood(bff.pool, {}, FLOOD_MS));
  expectWithinTargets('anonymous flood', measured);
  const { tally } = measured.outcome;
  expect(tally.sent).toBe(470);
  expect(Object.fromEntries(tally.codes)).toEqual({ '400 PERSISTED_QUERY_REQUIRED': 470 });
});

it('admits 60 new documents of one account and refuses the rest, the victim within 5× idle and the BFF within +200 MB', async () => {
  const measured = await underAttack(bff, victim, () => flood(bff.pool, { cookie: attacker }, FLOOD_MS));
  expectWithinTargets(`flood from ${ATTACKER.email}`, measured);
  const { tally } = measured.outcome;
  expect(tally.sent).toBe(470);
  // 60 new documents a minute per account: the first 60 are run (8 aliases) or too large (490
  // fields in one selection set), every later one is refused before it is parsed.
  const tooLarge = tally.codes.get('400 DOCUMENT_TOO_LARGE') ?? 0;
  expect(tooLarge).toBeGreaterThan(0);
  expect(tally.okWithErrors).toBe(0);
  expect(tally.ok + tooLarge).toBe(60);
  expect(Object.fromEntries(tally.codes)).toEqual({ '400 DOCUMENT_TOO_LARGE': tooLarge, '429 RATE_LIMITED': 410 });
});
