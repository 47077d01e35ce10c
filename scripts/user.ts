import { runUserCli } from '../src/server/features/admin/user-cli';

// `npm run user -- approve EMAIL | revoke EMAIL | make-admin EMAIL | list` (see user-cli.ts).
process.exit(await runUserCli(process.argv.slice(2)));
