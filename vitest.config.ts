import { configDefaults, defineConfig } from "vitest/config";

// Three suites in one run: unit tests (in Node, and in jsdom for the web client's components), API integration over
// HTTP against real databases, and browser tests against the built app.

/** Unit files that need a DOM without rendering components (every `.test.tsx` file needs one too). */
const DOM_UNIT_TESTS = [
  "apps/web/src/components/tabs-layout.test.ts",
  "apps/web/src/features/guidance/remembered.test.ts",
];

// The web client's components translate through i18next (every catalogue loaded up front), and testing-library waits
// for conditions with a timeout fit for a loaded machine.
const UNIT_SETUP = ["apps/web/src/i18n/init-tests.ts", "apps/web/src/test-setup-dom.ts"];

export default defineConfig({
  test: {
    // A forgotten `.only` must fail the run rather than silently skip the rest (pass --allowOnly locally).
    allowOnly: false,
    // Both cores, for every suite at once: a browser test leaves a core idle while its page waits on the server
    // (and the other way round), and an integration file while its spawned processes start (decision 99).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/**/*.test.ts", "apps/web/src/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...DOM_UNIT_TESTS],
          environment: "node",
          // One module graph for all unit files: isolated, each of 160 files imported React, MUI and the catalogues
          // again, ten times the tests' own run time. No unit test keeps state between files (they reset what they
          // change, e.g. the language, in afterEach).
          isolate: false,
          setupFiles: UNIT_SETUP,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // The jsdom files apart (decision 177): mixed with the Node files in one shared module graph, the unit run
          // took 176 core-s (93 s) instead of 60 (35 s).
          name: "unit-dom",
          include: ["apps/web/src/**/*.test.tsx", ...DOM_UNIT_TESTS],
          environment: "jsdom",
          isolate: false,
          setupFiles: UNIT_SETUP,
          // jsdom renders of whole pages take seconds when the integration suite shares the two cores.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["apps/server/**/*.test.ts"],
          // One module graph per worker, as for the unit tests: isolated, each of 68 files evaluated the whole server
          // again, a fifth of the project's time (147 s -> 85 s wall on both databases, decision 146). Every file
          // starts its own server on its own database, and the server keeps its state on the instance.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.test.ts"],
          // The same for the browser files: each imported the server, Playwright and axe again (decision 146).
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll waits for a condition; its 1 s default is far too short on a loaded 2-core machine.
          expect: { poll: { timeout: 20_000, interval: 100 } },
        },
      },
    ],
  },
});
