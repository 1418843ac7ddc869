import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';

/**
 * Test projects (vitest 4 `test.projects`):
 * - unit: pure and server-side modules in Node (no `window`, so SSR branches stay honest), and the
 *   boundary guards (lint and typecheck probes, tests/guards);
 * - dom: React components and stores in jsdom;
 * - integration: HTTP against `createApp()` and the real json-server mock on ephemeral ports;
 * - e2e: the production build driven in Debian's Chromium through playwright-core;
 * - topology: Debian's nginx in front of two production-build processes, one Redis (docs/deployment.md).
 *
 * Scheduling on a 2-core machine: vitest runs one `sequence.groupOrder` after another. Group 0 (unit,
 * dom, integration) runs two files at a time: vitest's default of cores - 1 would run one. The browser
 * layer runs two files at a time (group 1), then the files that measure load or layout shift one at a
 * time (group 2), then the topology with its rolling-restart load (group 3): a page under test is never
 * starved by a load test.
 */
const LIGHT_LAYERS = { maxWorkers: 2, sequence: { groupOrder: 0 } };

/** What both browser projects share: the one Chromium of the run, and time for a loaded machine. */
const E2E = {
  environment: 'node',
  globalSetup: ['tests/e2e/support/browser-server.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Tests a file marks concurrent (each with its own browser context) run three at a time: on 2 cores
  // more pages only queue for the CPU and stretch each page's waits.
  maxConcurrency: 3,
  // A loaded CI machine may need more than the default second for a page to react.
  expect: { poll: { timeout: 10_000 } },
};

/**
 * Browser files that measure the machine's own behaviour under load or frame by frame (PM2's reload
 * under traffic; layout shift while loading and hydrating): they run alone, after the others.
 */
const SERIAL_E2E = ['tests/e2e/pm2.test.ts', 'tests/e2e/page-weight.test.ts', 'tests/e2e/care-mode-shift.test.ts'];

/**
 * vitest orders a group's files project by project (dom, integration, unit), so the boundary guard's
 * lint and typecheck of the whole tree (the longest file of group 0, ~90 s on a loaded machine) would
 * start last and run alone while the other worker idles. It starts first instead.
 */
const STARTS_FIRST = ['tests/guards/boundaries.test.ts'];

class GuardFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (f: TestSpecification) => STARTS_FIRST.some((path) => f.moduleId.endsWith(`/${path}`));
    return [...sorted.filter(first), ...sorted.filter((f) => !first(f))];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: GuardFirst },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'mock-api/**/*.test.ts',
            'scripts/**/*.test.ts',
            'client/**/*.server.test.{ts,tsx}',
            'tests/guards/**/*.test.ts',
          ],
          setupFiles: ['tests/support/fail-on-console.ts'],
          ...LIGHT_LAYERS,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          exclude: ['client/**/*.server.test.{ts,tsx}'],
          setupFiles: ['tests/support/fail-on-console.ts', 'tests/support/dom-setup.ts'],
          ...LIGHT_LAYERS,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/fail-on-console.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          ...LIGHT_LAYERS,
        },
      },
      {
        test: {
          name: 'e2e',
          ...E2E,
          include: ['tests/e2e/**/*.test.ts'],
          exclude: SERIAL_E2E,
          // Two files at a time: a browser page mostly waits (network quiet, polls), which another file's
          // page uses. Each file has its own site, ports and browser contexts; the browser is shared.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e-serial',
          ...E2E,
          include: SERIAL_E2E,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'topology',
          environment: 'node',
          include: ['tests/topology/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
