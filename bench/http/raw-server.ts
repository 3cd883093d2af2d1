/**
 * The baseline for bench:http: a bare node:http server that answers each benchmarked request with the exact
 * bytes and encoding the product sent for it (recorded by the driver), so the ratio measures only the product's
 * own work. The recordings arrive over IPC; the port goes back the same way.
 */
import { createServer } from "node:http";

interface Recorded {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string; // base64
}

let answers = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
const server = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    const answer = answers.get(`${request.method} ${request.url}`);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, { ...answer.headers, "content-length": answer.body.length });
    response.end(answer.body);
  });
});
server.keepAliveTimeout = 65_000;
process.on("message", (message: Record<string, Recorded> | { cpu: true }) => {
  if ("cpu" in message) {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpu: user + system });
    return;
  }
  answers = new Map(Object.entries(message).map(([key, r]) => [key, { ...r, body: Buffer.from(r.body, "base64") }]));
  process.send?.({ recorded: answers.size });
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
});
process.on("disconnect", () => process.exit(0));
