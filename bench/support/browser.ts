import { loadavg } from 'node:os';

/** How the project always launches Debian's Chromium (/usr/bin/chromium): no network of its own, no download. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The machine's load average (1, 5, 15 min), printed beside every figure of a shared machine. */
export const loadAverage = () => loadavg().map((l) => Math.round(l * 100) / 100);
