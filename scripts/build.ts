import { ensureClientBuilt } from './client-build';
import { ensurePgliteTemplate, ensureServerBuilt } from './server-build';

// `npm run build` (and `npm start` when a source changed): the client into dist/client, the server bundle into
// dist/server, each only when its sources changed since its last build; and the empty PGlite cluster new
// DATA_DIRs start from (dist/pglite-template), once per PGlite version.
ensureClientBuilt();
await ensureServerBuilt();
await ensurePgliteTemplate();
