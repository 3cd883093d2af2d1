import js from "@eslint/js";
import tseslint from "typescript-eslint";

// Package boundaries (architecture.md): rules depends on nothing; contract only on rules and zod;
// server and web never import each other; nobody deep-imports another package's src/.
const deepImports = { group: ["@nova/*/src/*", "@nova/*/src"], message: "Import the package entry, not its src/." };

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "data/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": ["error", { patterns: [deepImports] }],
    },
  },
  {
    // Tests read loosely typed JSON answers; asserting on them is the point.
    files: ["**/test/**/*.ts", "**/*.test.ts", "**/*.test.tsx", "e2e/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["packages/rules/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            deepImports,
            { group: ["@nova/*", "node:*", "zod", "react*"], message: "rules is pure: it imports nothing." },
          ],
        },
      ],
      "no-restricted-globals": ["error", "fetch", "setTimeout", "setInterval", "Date", "performance"],
      "no-restricted-properties": ["error", { object: "Math", property: "random", message: "Use a seeded Random." }],
    },
  },
  {
    files: ["packages/contract/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            deepImports,
            {
              group: ["@nova/server", "@nova/web", "node:*", "react*"],
              message: "contract depends on rules and zod only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            deepImports,
            { group: ["@nova/web", "react*", "@mui/*"], message: "server never imports the web client." },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    // Build-time plugins run in Node inside Vite, never in the browser.
    ignores: ["apps/web/build-plugins/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            deepImports,
            { group: ["@nova/server", "node:*", "kysely", "fastify"], message: "web never imports the server." },
          ],
        },
      ],
    },
  },
);
