export interface BuildSpec {
  name: string;
  /** Files and folders the build is made from (relative to the repository, or absolute). */
  inputs: string[];
  /** Default output folder. */
  outDir: string;
  /** The file whose absence means the build was never made. */
  output: string;
  /** Other files the build makes: the absence of any of them means it must be made again. */
  otherOutputs?: string[];
}

export interface Stamp {
  stat: string;
  content: string | undefined;
}

export const root: string;
export const CLIENT_BUILD: BuildSpec;
export const SERVER_BUILD: BuildSpec;
export function currentStamp(build: BuildSpec): Stamp;
export function writeStamp(outDir: string, stamp: Stamp): void;
export function isBuilt(build: BuildSpec, outDir?: string): boolean;
