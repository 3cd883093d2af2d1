import { defineConfig, type ProxyOptions } from "vite";
import react from "@vitejs/plugin-react";
import { precompileMessages } from "./build-plugins/precompile-messages.ts";
import { precompress } from "./build-plugins/precompress.ts";

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
  plugins: [react(), precompileMessages(), precompress()],
  resolve: {
    // The catalogues arrive compiled (precompileMessages): IntlMessageFormat formats their trees without the ICU
    // parser, which FormatJS ships this entry for.
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
      },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Source maps stay build artefacts: no sourceMappingURL in the served files, and the server refuses .map.
    sourcemap: "hidden",
    // dist/.vite/manifest.json: which chunks each route loads (npm run bench:web). Not served.
    manifest: true,
    rolldownOptions: {
      output: {
        // React changes far less often than the game: its own chunk stays cached across releases. Other
        // libraries (MUI above all) split with the routes that use them, so a page downloads only its share.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // three.js is needed only by the lazily loaded 3D map: its own chunk, fetched with that screen.
            { name: "three", test: /node_modules[\\/]three[\\/]/ },
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
