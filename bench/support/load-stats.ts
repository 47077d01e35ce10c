import { percentile, round } from './scratch-postgres';

/** What went wrong with a request: an HTTP status other than 2xx, no answer within the timeout, or a socket error. */
export type Failure = 'non2xx' | 'timeout' | 'network';

/** Latencies and failures per route, and the live feed's drops and delivery times, of one load run. */
export class LoadStats {
  private readonly latencies = new Map<string, number[]>();
  private readonly failures = new Map<string, Record<Failure, number>>();
  private readonly statuses = new Map<string, number>();
  readonly feed = { opened: 0, drops: 0, events: 0, deliveryMs: [] as number[], missed: 0 };

  ok(route: string, ms: number): void {
    let list = this.latencies.get(route);
    if (!list) this.latencies.set(route, (list = []));
    list.push(ms);
  }

  failed(route: string, kind: Failure, ms: number, status?: number): void {
    // A failed request still took the trader's time: it counts in the latencies too.
    this.ok(route, ms);
    let f = this.failures.get(route);
    if (!f) this.failures.set(route, (f = { non2xx: 0, timeout: 0, network: 0 }));
    f[kind]++;
    if (status !== undefined) {
      const key = `${route} ${status}`;
      this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    }
  }

  /** The figures, JSON-ready; `seconds` is the measured window (req/s). */
  summary(seconds: number) {
    const describe = (samples: number[]) => {
      const sorted = [...samples].sort((a, b) => a - b);
      return {
        requests: sorted.length,
        p50Ms: round(percentile(sorted, 50)),
        p95Ms: round(percentile(sorted, 95)),
        p99Ms: round(percentile(sorted, 99)),
        maxMs: round(sorted.at(-1) ?? NaN),
      };
    };
    const routes: Record<string, unknown> = {};
    const all: number[] = [];
    let errors = 0;
    for (const [route, samples] of [...this.latencies].sort(([a], [b]) => a.localeCompare(b))) {
      const f = this.failures.get(route) ?? { non2xx: 0, timeout: 0, network: 0 };
      errors += f.non2xx + f.timeout + f.network;
      routes[route] = { ...describe(samples), ...f };
      all.push(...samples);
    }
    const delivery = [...this.feed.deliveryMs].sort((a, b) => a - b);
    return {
      overall: { ...describe(all), rps: round(all.length / seconds), errors },
      routes,
      statuses: Object.fromEntries(this.statuses),
      feed: {
        opened: this.feed.opened,
        drops: this.feed.drops,
        events: this.feed.events,
        // From the start of the POST to its `trades-changed` event on the trader's own stream.
        deliveryP50Ms: round(percentile(delivery, 50)),
        deliveryP99Ms: round(percentile(delivery, 99)),
        writesWithoutEvent: this.feed.missed,
      },
    };
  }
}
