import { ensureClientBuilt } from './client-build';

// `npm start`: build the client when its sources changed, then run the server in this same process, so signals
// reach it directly and shutdown is graceful.
ensureClientBuilt();
await import('../src/server/index');
