/** The middle of the figures (the upper one of an even count): what every bench prints of its runs. */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
