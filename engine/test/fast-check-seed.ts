// The property tests draw their cases from one fixed seed, so that a run of the suite is repeatable and a commit is not
// refused for a case no change of its drew. `npm run test:properties` sets FAST_CHECK_SEED=random to explore new
// cases; a failure prints its seed and path, and FAST_CHECK_SEED=<seed> replays that run.
import fc from 'fast-check';

const FIXED_SEED = 20261126;
const seed = process.env.FAST_CHECK_SEED;
if (seed !== 'random') fc.configureGlobal({ seed: seed ? Number(seed) : FIXED_SEED });
