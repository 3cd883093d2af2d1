import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { importX, createNodeResolver } from "eslint-plugin-import-x";
import i18next from "eslint-plugin-i18next";
import { untranslated } from "./eslint.i18n-pending.js";

// Package boundaries (architecture.md): rules depends on nothing; contract only on rules and zod;
// server and web never import each other; nobody deep-imports another package's src/.
const deepImports = { group: ["@nova/*/src/*", "@nova/*/src"], message: "Import the package entry, not its src/." };

// Each workspace may use its own dependencies and the root's (test and build tooling live at the root).
const workspaceDependencies = (workspaces) =>
  workspaces.map((dir) => ({
    files: [`${dir}/**/*.{ts,tsx}`],
    rules: {
      "import-x/no-extraneous-dependencies": [
        "error",
        { includeTypes: true, packageDir: [import.meta.dirname, `${import.meta.dirname}/${dir}`] },
      ],
    },
  }));

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
    // Import cycles are dependency-cruiser's (npm run lint:cycles, type-only imports included); import-x's
    // no-cycle repeated that check at a third of ESLint's time.
    files: ["**/*.{ts,tsx,js}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
      "import-x/extensions": [".ts", ".tsx", ".js"],
    },
    rules: {
      // Every package imported must be declared by the workspace that imports it (or the root, for tooling).
      "import-x/no-extraneous-dependencies": ["error", { includeTypes: true }],
    },
  },
  ...workspaceDependencies(["packages/rules", "packages/contract", "apps/server", "apps/web", "e2e", "bench"]),
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
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
    // All SQL lives in apps/server/src/db (repositories behind named functions): no Kysely query building, no
    // raw sql, in services, the turn engine, http or anywhere else in the server.
    files: ["apps/server/src/{services,engine,http,domain,auth,push,seed,admin,platform,metrics}/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]",
          message: "Query building belongs in apps/server/src/db: call a named repository function.",
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: "Raw SQL belongs in apps/server/src/db: call a named repository function.",
        },
        {
          selector:
            "ImportDeclaration[source.value='kysely'][importKind='value'] > ImportSpecifier[importKind='value']",
          message: "Only db/ uses Kysely's values (sql, expressions); import its types with `import type`.",
        },
      ],
    },
  },
  ...[
    // Layers (docs/architecture.md): http -> engine -> services -> domain, db. Nothing below HTTP imports http/,
    // and the turn engine calls services downward only: services, domain and db never import engine/.
    { files: ["apps/server/src/engine/**/*.ts"], below: [] },
    { files: ["apps/server/src/{services,domain,db}/**/*.ts"], below: ["**/engine/*", "**/engine"] },
  ].map(({ files, below }) => ({
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            deepImports,
            { group: ["@nova/web", "react*", "@mui/*"], message: "server never imports the web client." },
            {
              group: ["**/http/*", "**/http"],
              message: "The domain raises AppError from domain/; only http/ knows HTTP.",
            },
            ...(below.length ? [{ group: below, message: "The turn engine calls services, never the reverse." }] : []),
          ],
        },
      ],
    },
  })),
  {
    // Issue 15: every text a player sees comes from a message catalogue (apps/web/src/i18n/README.md). Literal
    // text in JSX, and literal values of the attributes a player sees or hears, fail lint.
    files: ["apps/web/src/**/*.tsx"],
    ignores: ["**/*.test.tsx", ...untranslated],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            include: [
              "^(label|title|alt|placeholder|aria-label|aria-description|aria-roledescription|aria-valuetext)$",
              "^(helperText|text|message|subtitle|description|tooltip|caption|hint|heading|emptyText)$",
              "^(confirmLabel|cancelLabel|primary|secondary)$",
            ],
          },
          // sx and style objects are layout, not text.
          "object-properties": { exclude: [".*"] },
          // Punctuation, numbers and symbols ("·", "—", "+", "%") are the same in every language.
          words: { exclude: ["^[^A-Za-z]*$"] },
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
