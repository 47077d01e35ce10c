export * from './meta';
export * from './auth';
export * from './profiles';
export * from './mail';
export * from './rate-limit';
export * from './trading';
export * from './discipline';
export * from './organization';
