/**
 * The register prompt under Playwright's clock. The prompt's scheduler is code the page downloads after
 * hydration, and its timer starts when the visitor's stored state has been read: moments after the page
 * is hydrated, later on a loaded machine. A test that fast-forwards before the timer exists moves the
 * clock past nothing, and the prompt would then be due long after the test looks. So the page records
 * the delay of every timer it starts, and a test waits for the prompt's own before moving the clock.
 */
import type { Page } from 'playwright-core';
import { PROMPT_DELAY_MS } from '#client/features/register-prompt/rules.ts';

declare global {
  interface Window {
    __timerDelays?: number[];
  }
}

/**
 * Installs the fake clock and, after it, a recorder of timer delays (init scripts run in the order they
 * were added, so the recorder wraps the fake `setTimeout`). Call before the first navigation.
 */
export async function installPromptClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.addInitScript(() => {
    const delays: number[] = (window.__timerDelays = []);
    const fake = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
      delays.push(Number(timeout ?? 0));
      return fake(handler, timeout, ...rest);
    }) as typeof window.setTimeout;
  });
}

/** Waits until the page has started the prompt's timer (a page view it applies to). */
export async function promptScheduled(page: Page): Promise<void> {
  await page.waitForFunction((delay) => window.__timerDelays?.includes(delay) === true, PROMPT_DELAY_MS);
}

/** Whether the page has started the prompt's timer: false where the prompt does not apply. */
export function promptTimerStarted(page: Page): Promise<boolean> {
  return page.evaluate((delay) => window.__timerDelays?.includes(delay) === true, PROMPT_DELAY_MS);
}
