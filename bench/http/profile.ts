/**
 * Profiles the product of bench:http on one endpoint: starts http/product-server.ts under the profiler, warms the
 * endpoint for 1 s, then profiles BENCH_SECONDS (default 5) of load with 50 connections and writes the profile
 * (open it in Chrome's DevTools or speedscope).
 * Usage: taskset -c 1 tsx bench/http/profile.ts <health|turn-info|stats|planets|events|buy|build> [profile file]
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const which = process.argv[2] ?? "health";
const file = process.argv[3] ?? `${which}.cpuprofile`;
// The product on core 0 and this load generator on core 1, as in bench:http: sharing a core, every answer's write
// to the socket would also pay for waking the load generator, and the profile would blame the write.
const child = fork(fileURLToPath(new URL("./profiled-product.ts", import.meta.url)), [], {
  execPath: "taskset",
  execArgv: ["-c", process.env["BENCH_SERVER_CORE"] ?? "0", process.execPath, "--import", "tsx"],
  stdio: ["ignore", "ignore", "inherit", "ipc"],
});
const setup = await new Promise<{ url: string; galaxyId: string; planetId: string; token: string }>((resolve) =>
  child.once("message", (m) => resolve(m as never)),
);
const g = setup.galaxyId;
const targets: Record<string, { method: string; path: string; body?: string }> = {
  health: { method: "GET", path: "/health" },
  "turn-info": { method: "GET", path: `/galaxy/turn-info/${g}` },
  stats: { method: "GET", path: `/player/stats?galaxyId=${g}` },
  planets: { method: "GET", path: `/galaxy/planets/${g}` },
  events: { method: "GET", path: `/events/${g}?limit=50` },
  buy: { method: "POST", path: `/market/buy?galaxyId=${g}`, body: JSON.stringify({ resource: "iron", quantity: 1 }) },
  build: {
    method: "POST",
    path: "/build/order",
    body: JSON.stringify({ galaxyId: g, orders: [{ planetId: setup.planetId, buildingType: "farm", quantity: 1 }] }),
  },
};
const target = targets[which];
if (!target) throw new Error(`unknown endpoint ${which}`);
const load = (duration: number) =>
  autocannon({
    url: setup.url + target.path,
    method: target.method,
    headers: {
      authorization: `Bearer ${setup.token}`,
      "accept-encoding": "gzip, deflate, br",
      "content-type": "application/json",
    },
    connections: 50,
    duration,
    ...(target.body ? { body: target.body } : {}),
  });
const ask = (message: object) =>
  new Promise((resolve) => {
    child.once("message", resolve);
    child.send(message);
  });
await load(1);
await ask({ profile: "start" });
const r = await load(Number(process.env["BENCH_SECONDS"] ?? 5));
await ask({ profile: "stop", file });
console.log(`${which}: ${r.requests.average} req/s, non2xx ${r.non2xx}, errors ${r.errors}; profile in ${file}`);
child.kill("SIGTERM");
await new Promise((resolve) => child.once("exit", resolve));
