// The pure engine, in one import for the server (switched to src/shared/gamification at the engine's merge).
export * from './engine-shim';
