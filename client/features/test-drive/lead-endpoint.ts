import { paths } from '#client/lib/ui/paths.ts';

/**
 * Every lead form posts to the test-drive page's action. A module of its own, so a page that only needs
 * to recognise a lead post (a `shouldRevalidate`) does not carry the form.
 */
export const LEAD_ACTION = paths.testDrive();
