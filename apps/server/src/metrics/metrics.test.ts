import { describe, expect, it } from "vitest";
import { createMetrics } from "./metrics.ts";

describe("metrics", () => {
  it("renders counters and gauges in Prometheus' text format", () => {
    const m = createMetrics();
    m.inc("nova_turn_flips_total", "Turn flips processed.", { galaxy: "demo" });
    m.inc("nova_turn_flips_total", "Turn flips processed.", { galaxy: "demo" }, 2);
    m.inc("nova_turn_flips_total", "Turn flips processed.", { galaxy: 'say "hi"' });
    m.set("nova_push_sockets", "Live push sockets.", {}, 3);
    m.set("nova_push_sockets", "Live push sockets.", {}, 2);
    expect(m.render()).toBe(
      [
        "# HELP nova_turn_flips_total Turn flips processed.",
        "# TYPE nova_turn_flips_total counter",
        'nova_turn_flips_total{galaxy="demo"} 3',
        'nova_turn_flips_total{galaxy="say \\"hi\\""} 1',
        "# HELP nova_push_sockets Live push sockets.",
        "# TYPE nova_push_sockets gauge",
        "nova_push_sockets 2",
        "",
      ].join("\n"),
    );
  });
});
