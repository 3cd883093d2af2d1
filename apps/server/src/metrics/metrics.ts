import { Counter, Gauge, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The figures an operator watches, served in Prometheus' text format at /metrics: turn flips and their phases,
 * HTTP answers, live push sockets, the turn worker, plus prom-client's process figures (memory, CPU, event loop
 * lag). One registry per app, so several servers in one process (tests) keep their own counts; Prometheus sums
 * across processes.
 */
type Labels = Readonly<Record<string, string>>;

export interface Metrics {
  /** Adds to a counter (created on first use with these label names). */
  inc(name: string, help: string, labels?: Labels, by?: number): void;
  /** Sets a gauge (created on first use with these label names). */
  set(name: string, help: string, labels: Labels, value: number): void;
  /** The exposition text. */
  render(): Promise<string>;
  /** The text format's content type. */
  readonly contentType: string;
}

/** The registry-backed metrics of a process. */
export interface RegistryMetrics extends Metrics {
  /**
   * A counter's series for fixed labels, looked up once: `inc` hashes its labels on every call, which the
   * per-request answer counter should not pay.
   */
  series(name: string, help: string, labels: Labels): (by?: number) => void;
}

export const createMetrics = (options: { processMetrics?: boolean } = {}): RegistryMetrics => {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: "nova_" });
  const counters = new Map<string, Counter>();
  const gauges = new Map<string, Gauge>();
  // Per counter, what its fixed-label series counted since the last scrape (see `series`).
  const pending = new Map<string, { readonly labels: Labels; count: number }[]>();
  const counterOf = (name: string, help: string, labels: Labels): Counter => {
    let counter = counters.get(name);
    if (!counter) {
      const unflushed: { readonly labels: Labels; count: number }[] = [];
      pending.set(name, unflushed);
      counter = new Counter({
        name,
        help,
        labelNames: Object.keys(labels),
        registers: [registry],
        // Run by prom-client before each exposition: the series' plain counts join the counter then.
        collect() {
          for (const series of unflushed) {
            if (series.count > 0) this.inc(series.labels, series.count);
            series.count = 0;
          }
        },
      });
      counters.set(name, counter);
    }
    return counter;
  };
  return {
    inc: (name, help, labels = {}, by = 1) => {
      counterOf(name, help, labels).inc(labels, by);
    },
    series: (name, help, labels) => {
      // A plain number per call (prom-client's inc hashes the labels every time, even through a labelled child);
      // the counter takes it at the next scrape.
      counterOf(name, help, labels);
      const series = { labels: { ...labels }, count: 0 };
      pending.get(name)?.push(series);
      return (by = 1) => {
        series.count += by;
      };
    },
    set: (name, help, labels, value) => {
      let gauge = gauges.get(name);
      if (!gauge) {
        gauge = new Gauge({ name, help, labelNames: Object.keys(labels), registers: [registry] });
        gauges.set(name, gauge);
      }
      gauge.set(labels, value);
    },
    render: () => registry.metrics(),
    contentType: registry.contentType,
  };
};
