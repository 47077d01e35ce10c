import { runSeedDemoCli } from '../src/server/features/dashboard/demo-seed-cli';

// `npm run seed:demo`: an allowed demo trader with a few months of WIN/WDO/NQ trades (see demo-seed.ts).
process.exit(await runSeedDemoCli());
