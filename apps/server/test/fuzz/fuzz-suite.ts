import { allEndpoints } from '@rp/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { target } from '../helpers.js';
import { FUZZ_RUNS, FUZZ_SEED } from './fuzz-call.js';
import { setupFuzz } from './fuzz-setup.js';
import { MARKER } from './hostile-values.js';

/** Calls whose success a fuzz run cannot reach, and where that success is tested instead. */
const NOT_ACCEPTED_HERE: Record<string, string> = {
  'GET /quote/thumbnail/:id': 'thumbnails come from the worker after the answer: test/modules/drawings/thumbnails.test.ts',
  'POST /auth/accept-invite': 'its one-time token exists only in the mailed link: test/modules/team/passwords.test.ts',
  'POST /auth/reset-password': 'its one-time token exists only in the mailed link: test/modules/team/passwords.test.ts',
  'POST /auth/change-password': 'a success would change the password the fuzz signs in with: test/modules/team/passwords.test.ts',
  'POST /auth/2fa/enable': 'needs a code from the authenticator app: test/modules/auth/two-factor.test.ts',
  'POST /auth/2fa/disable': 'needs two-factor sign-in on and a code: test/modules/auth/two-factor.test.ts',
};

const callName = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

/**
 * Fuzzes every call of the registry with the given access: FUZZ_RUNS generated requests each, none may
 * get a 5xx or log a submitted value. Public calls run as one file and signed-in (admin, owner) calls as
 * `parts` files, each taking every parts-th call, so the workers share them.
 */
export async function fuzzEndpoints(access: 'public' | 'signed-in', { part = 0, parts = 1 } = {}) {
  const endpoints = allEndpoints.filter((e) => (e.access === 'public') === (access === 'public')).filter((_, i) => i % parts === part);
  const { logs, fuzz, summary, requestsFor, sweepFor, withOwnSession, dropOwnSessions, withOwnBuyerSession } = await setupFuzz();
  const label = parts > 1 ? `${access} calls (part ${part + 1} of ${parts})` : `${access} calls`;

  afterAll(() => {
    console.log(`fuzz ${label} (${target}, seed ${FUZZ_SEED}): ${JSON.stringify(summary)}`);
  });

  describe(
    `fuzzing every ${label.replace('calls', 'call')} of the contract on ${target}: ${FUZZ_RUNS} generated requests each, no 5xx`,
    { timeout: 900_000 },
    () => {
      it.each(endpoints.map((endpoint) => [callName(endpoint), endpoint] as const))('%s', async (call, endpoint) => {
        const seedOffset = allEndpoints.indexOf(endpoint);
        const logout = endpoint.path === '/auth/logout';
        await fuzz(call, requestsFor(call, endpoint), 1000 + seedOffset, {
          prepare: logout ? withOwnSession : endpoint.path === '/account/logout' ? withOwnBuyerSession : undefined,
          examples: sweepFor(call, endpoint),
        });
        if (logout) await dropOwnSessions();
        expect(summary[call]).toBeDefined();
      });

      it(`fuzzed every ${label.replace('calls', 'call')}, each also with requests it accepted, and logged none of the submitted values`, () => {
        expect(Object.keys(summary).sort()).toEqual(endpoints.map(callName).sort());
        // Requests that pass reach the handlers' real work: an admin session that died mid-run would show here.
        const neverAccepted = Object.entries(summary).filter(
          ([call, s]) => !NOT_ACCEPTED_HERE[call] && !Object.keys(s.statuses).some((status) => status.startsWith('2')),
        );
        expect(neverAccepted.map(([call]) => call)).toEqual([]);
        expect(logs.text()).not.toContain(MARKER);
      });
    },
  );
}
