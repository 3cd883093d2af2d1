/**
 * The few figures an operator watches, kept in memory and served in Prometheus' text format at /metrics: turn
 * flips and their phases, HTTP answers, live push sockets. Hand-written rather than a client library: a dozen
 * counters and gauges, one process each (Prometheus sums across processes).
 */
type Labels = Readonly<Record<string, string>>;

interface Series {
  readonly help: string;
  readonly type: "counter" | "gauge";
  readonly values: Map<string, { labels: Labels; value: number }>;
}

const key = (labels: Labels) =>
  Object.keys(labels)
    .sort()
    .map((k) => `${k}=${labels[k]}`)
    .join(",");

const escape = (value: string) => value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");

const labelText = (labels: Labels) => {
  const entries = Object.entries(labels);
  return entries.length === 0 ? "" : `{${entries.map(([k, v]) => `${k}="${escape(v)}"`).join(",")}}`;
};

export interface Metrics {
  /** Adds to a counter (created on first use). */
  inc(name: string, help: string, labels?: Labels, by?: number): void;
  /** Sets a gauge (created on first use). */
  set(name: string, help: string, labels: Labels, value: number): void;
  /** The exposition text: `# HELP`, `# TYPE` and one line per labelled value. */
  render(): string;
}

export const createMetrics = (): Metrics => {
  const series = new Map<string, Series>();
  const entry = (name: string, help: string, type: Series["type"]) => {
    let s = series.get(name);
    if (!s) {
      s = { help, type, values: new Map() };
      series.set(name, s);
    }
    return s;
  };
  return {
    inc: (name, help, labels = {}, by = 1) => {
      const s = entry(name, help, "counter");
      const k = key(labels);
      const current = s.values.get(k);
      if (current) current.value += by;
      else s.values.set(k, { labels, value: by });
    },
    set: (name, help, labels, value) => {
      entry(name, help, "gauge").values.set(key(labels), { labels, value });
    },
    render: () =>
      [...series.entries()]
        .flatMap(([name, s]) => [
          `# HELP ${name} ${s.help}`,
          `# TYPE ${name} ${s.type}`,
          ...[...s.values.values()].map(({ labels, value }) => `${name}${labelText(labels)} ${value}`),
        ])
        .join("\n") + "\n",
  };
};
