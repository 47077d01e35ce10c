/** A benchmark: bench/run.ts runs each one and prints what it returns as JSON. */
export interface Bench {
  name: string;
  description: string;
  run(): Promise<Record<string, unknown>> | Record<string, unknown>;
}
