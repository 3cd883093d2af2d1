/**
 * http/product-server.ts under the V8 profiler, started and stopped over IPC (`{ profile: "start" }`,
 * `{ profile: "stop", file }`), so a profile holds the measured load and not the server's start-up.
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.setSamplingInterval", { interval: 100 });
process.on("message", (message: { profile?: "start" | "stop"; file?: string }) => {
  if (message.profile === "start") {
    void session.post("Profiler.start").then(() => process.send?.({ profiling: true }));
  } else if (message.profile === "stop") {
    void session.post("Profiler.stop").then(({ profile }) => {
      writeFileSync(message.file ?? "product.cpuprofile", JSON.stringify(profile));
      process.send?.({ profiled: message.file });
    });
  }
});
await import("./product-server.ts");
