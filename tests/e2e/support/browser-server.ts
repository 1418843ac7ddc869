/**
 * Global setup of the e2e project: one Chromium for the whole run. Launching a browser per file cost a
 * second or two each on a loaded 2-core machine; files connect to this one instead and still get a
 * fresh context per page, so no cookie, storage or cache crosses from one file to another.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's Chromium listens (playwright's `launchServer`); empty when a file runs outside the project. */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
