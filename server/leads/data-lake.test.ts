import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { TestDriveRequest } from '#shared/api/client-api';
import type { ApiClient, ApiResult } from '#shared/api/request';
import { createDataLake, DATA_LAKE_PATH, DATA_LAKE_RETRY_DELAYS_MS, SALES_CLUE_PATH } from './data-lake.ts';

const clue = { dealerCode: 'A310001', phone: '13800000000', idempotencyKey: 'k-d' } as TestDriveRequest & {
  idempotencyKey: string;
};

function answer(status: number, code: number): ApiResult<{ id: number }> {
  return { ok: status === 200 && code === 200, code, msg: '', data: code === 200 ? { id: 1 } : null, status };
}

/** An upstream that answers from a script, recording each call. */
function scripted(answers: ApiResult<{ id: number }>[]) {
  const calls: { path: string; body: unknown }[] = [];
  const client = (): ApiClient => ({
    get: () => Promise.reject(new Error('no GET expected')),
    post: ((path: string, body: unknown) => {
      calls.push({ path, body });
      return Promise.resolve(answers[calls.length - 1] ?? answer(200, 200));
    }) as ApiClient['post'],
  });
  return { calls, client };
}

async function settled(lake: { pending(): number }): Promise<void> {
  while (lake.pending() > 0) await new Promise((r) => setTimeout(r, 5));
}

describe('the data-lake clue', () => {
  it('pins the production retry waits: three retries after 2 s, 15 s and 60 s', () => {
    expect(DATA_LAKE_RETRY_DELAYS_MS).toEqual([2_000, 15_000, 60_000]);
  });

  it('retries a failed send under the same idempotency key until it is delivered', async () => {
    const upstream = scripted([answer(503, -1), answer(0, -1), answer(200, 200)]);
    const lines: string[] = [];
    const lake = createDataLake({
      client: upstream.client,
      logger: pino({ level: 'info' }, { write: (l: string) => void lines.push(l) }),
      retryDelaysMs: [1, 1, 1],
    });
    lake.send(clue, 'req-1');
    await settled(lake);
    expect(upstream.calls.map((c) => c.path)).toEqual([DATA_LAKE_PATH, DATA_LAKE_PATH, DATA_LAKE_PATH]);
    expect(upstream.calls.every((c) => (c.body as { idempotencyKey: string }).idempotencyKey === 'k-d')).toBe(true);
    expect(lines.filter((l) => l.includes('will retry'))).toHaveLength(2);
    expect(lines.some((l) => l.includes('delivered after retry'))).toBe(true);
  });

  it('gives up after the last retry with an error in the log, never silently', async () => {
    const upstream = scripted([answer(503, -1), answer(503, -1), answer(503, -1), answer(503, -1), answer(200, 200)]);
    const lines: string[] = [];
    const lake = createDataLake({
      client: upstream.client,
      logger: pino({ level: 'info' }, { write: (l: string) => void lines.push(l) }),
      retryDelaysMs: [1, 1, 1],
    });
    lake.send(clue, 'req-2');
    await settled(lake);
    expect(upstream.calls).toHaveLength(4);
    const lost = lines
      .map((l) => JSON.parse(l) as { level: number; msg: string; clueKey: string })
      .find((l) => l.msg.includes('lost'));
    expect(lost).toMatchObject({ level: 50, clueKey: 'k-d' });
    expect(lines.join('\n')).not.toContain('13800000000');
  });

  it('does not retry a clue the upstream refuses as invalid', async () => {
    const upstream = scripted([answer(200, 400)]);
    const lake = createDataLake({
      client: upstream.client,
      logger: pino({ level: 'silent' }),
      retryDelaysMs: [1, 1, 1],
    });
    lake.send(clue, 'req-3');
    await settled(lake);
    expect(upstream.calls).toHaveLength(1);
  });

  it('sends a booking\'s sales lead the same way: retried, and an error in the log when lost', async () => {
    const upstream = scripted([answer(503, -1), answer(503, -1), answer(503, -1), answer(503, -1)]);
    const lines: string[] = [];
    const lake = createDataLake({
      client: upstream.client,
      logger: pino({ level: 'info' }, { write: (l: string) => void lines.push(l) }),
      retryDelaysMs: [1, 1, 1],
    });
    lake.send({ ...clue, idempotencyKey: 'k-c' }, 'req-3', undefined, SALES_CLUE_PATH);
    await settled(lake);
    expect(upstream.calls.map((c) => c.path)).toEqual(Array(4).fill(SALES_CLUE_PATH));
    const lost = lines.map((l) => JSON.parse(l) as { level: number; msg: string; clueKey: string }).find((l) => l.level === 50);
    expect(lost).toMatchObject({ msg: 'sales clue lost: retries used up', clueKey: 'k-c' });
  });
});
