import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Unexpected console.error / console.warn (hydration mismatches, key warnings, act() warnings)
 * fail the test. A test that expects one spies on the console itself and restores it.
 */
let messages: string[] = [];

beforeEach(() => {
  messages = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      messages.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (messages.length > 0) {
    const found = messages.join('\n');
    messages = [];
    throw new Error(`Unexpected console output during the test:\n${found}`);
  }
});
