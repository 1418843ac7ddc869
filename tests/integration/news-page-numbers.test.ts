/**
 * Page numbers beyond what the API serves: the news list and the owner notices are paged with `?page=`,
 * and the API refuses a page over its maximum (10 000). A page the site cannot have is "not found" (404),
 * never a gateway error, whatever the API would answer for it.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CHROME_UA, useStack } from '../support/stack.ts';

const stack = useStack();

const get = (path: string) => request(stack.app).get(path).set('user-agent', CHROME_UA);

describe('page numbers over the API maximum', () => {
  it.each(['/news', '/services/after-sales/notices'])('%s?page=10000, 10001 and 99999 are the 404 page, not 502', async (list) => {
    for (const page of ['10000', '10001', '99999']) {
      const res = await get(`${list}?page=${page}`);
      expect(res.status, `${list}?page=${page}`).toBe(404);
      expect(res.text).toContain('页面未找到');
    }
  });
});
