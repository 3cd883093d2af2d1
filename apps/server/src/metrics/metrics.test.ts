import { describe, expect, it } from "vitest";
import { createMetrics } from "./metrics.ts";

describe("metrics", () => {
  it("renders counters and gauges in Prometheus' text format", async () => {
    const m = createMetrics();
    m.inc("nova_turn_flips_total", "Turn flips processed.", { galaxy: "demo" });
    m.inc("nova_turn_flips_total", "Turn flips processed.", { galaxy: "demo" }, 2);
    m.inc("nova_turn_flips_total", "Turn flips processed.", { galaxy: 'say "hi"' });
    m.set("nova_push_sockets", "Live push sockets.", {}, 3);
    m.set("nova_push_sockets", "Live push sockets.", {}, 2);
    const text = await m.render();
    expect(text).toContain("# HELP nova_turn_flips_total Turn flips processed.\n# TYPE nova_turn_flips_total counter");
    expect(text).toContain('nova_turn_flips_total{galaxy="demo"} 3\n');
    expect(text).toContain('nova_turn_flips_total{galaxy="say \\"hi\\""} 1\n');
    expect(text).toContain("# TYPE nova_push_sockets gauge\nnova_push_sockets 2\n");
  });

  it("adds the process figures when asked", async () => {
    expect(await createMetrics().render()).not.toContain("nova_process_resident_memory_bytes");
    expect(await createMetrics({ processMetrics: true }).render()).toContain("nova_process_resident_memory_bytes");
  });
});
