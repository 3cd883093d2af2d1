import { defineConfig, type ProxyOptions } from "vite";
import react from "@vitejs/plugin-react";

const API_ORIGIN = "http://127.0.0.1:8080";

// API prefixes served by the server. The trailing slashes keep SPA routes such as /galaxies, /build-queue
// and /fleets out of the proxy; /auth/callback is an SPA route, so the auth paths are listed one by one.
const API_PREFIXES = [
  "/health",
  "/auth/config",
  "/auth/me",
  "/auth/account",
  "/galaxy/",
  "/player/",
  "/admin/",
  "/fleets/",
  "/build/",
  "/units/",
  "/events/",
  "/battles/",
  "/combat/",
  "/operations/",
  "/research/",
  "/market/",
  "/rankings/",
  "/family/",
  "/activity/",
  "/galaxy-creation/",
  "/galaxy-access/",
  "/account/",
  "/notifications/",
];

// A browser navigation (reload or deep link on /fleets, /market, ...) asks for HTML: let Vite answer it
// with index.html so the SPA route renders, and proxy only the API's fetch/XHR calls.
const apiProxy: ProxyOptions = {
  target: API_ORIGIN,
  changeOrigin: false,
  ws: true,
  bypass: (req) => (req.headers.accept?.includes("text/html") ? "/index.html" : undefined),
};

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the game: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: "mui", test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
            // three.js is needed only by the lazily loaded 3D map: its own chunk, fetched with that screen.
            { name: "three", test: /node_modules[\\/]three[\\/]/ },
            { name: "vendor", test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, apiProxy])),
  },
});
