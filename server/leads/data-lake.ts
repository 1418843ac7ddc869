/**
 * The test-drive sale clue through the data lake (the legacy path `/client/datalake/test-drive-clue`),
 * sent beside the primary booking without delaying the visitor's confirmation: fire and forget, with a
 * bounded retry in the background under the booking's idempotency key (so a retry after a lost answer
 * records one clue), and a log line for every outcome but the first-time success. A clue that is given
 * up on is logged as an error with what an operator needs to replay it; it is never shown to the
 * visitor, whose booking stands.
 */
import type { Logger } from 'pino';
import type { TestDriveRequest } from '#shared/api/client-api';
import type { ApiClient, ApiResult } from '#shared/api/request';

export const DATA_LAKE_PATH = '/client/datalake/test-drive-clue';
/** Waits before the 2nd, 3rd and 4th attempt; then the clue is logged as lost. */
export const DATA_LAKE_RETRY_DELAYS_MS: readonly number[] = [2_000, 15_000, 60_000];

export interface DataLake {
  /** Returns at once; the clue goes out in the background. */
  /** `authorization`: the visitor's, so the clue is linked to the account as the booking is. */
  send(clue: TestDriveRequest & { idempotencyKey: string }, requestId: string, authorization?: string): void;
  /** Clues still being sent or waiting for a retry (shutdown and tests). */
  pending(): number;
}

/** No answer, a gateway error, the upstream's 5xx or "too many": worth another try later. */
function retryable(result: ApiResult<unknown>): boolean {
  return (
    result.code === -1 || result.status === 0 || result.status >= 500 || result.status === 429 || result.code === 429
  );
}

export function createDataLake(deps: {
  client: (requestId: string, authorization?: string) => ApiClient;
  logger: Logger;
  retryDelaysMs?: readonly number[];
}): DataLake {
  const delays = deps.retryDelaysMs ?? DATA_LAKE_RETRY_DELAYS_MS;
  let inFlight = 0;

  async function attempt(
    clue: TestDriveRequest & { idempotencyKey: string },
    requestId: string,
    authorization: string | undefined,
    n: number,
  ): Promise<void> {
    const log = deps.logger.child({ reqId: requestId, clueKey: clue.idempotencyKey, dealerCode: clue.dealerCode });
    const result = await deps.client(requestId, authorization).post(DATA_LAKE_PATH, clue);
    if (result.ok) {
      if (n > 0) log.info({ attempt: n + 1 }, 'data-lake clue delivered after retry');
      return;
    }
    const delay = delays[n];
    if (!retryable(result) || delay === undefined) {
      log.error(
        { attempt: n + 1, status: result.status, code: result.code, clue: { ...clue, phone: undefined } },
        retryable(result) ? 'data-lake clue lost: retries used up' : 'data-lake clue refused by the upstream',
      );
      return;
    }
    log.warn(
      { attempt: n + 1, status: result.status, code: result.code, retryInMs: delay },
      'data-lake clue failed, will retry',
    );
    await new Promise<void>((resolve) => setTimeout(resolve, delay).unref());
    return attempt(clue, requestId, authorization, n + 1);
  }

  return {
    send(clue, requestId, authorization) {
      inFlight += 1;
      attempt(clue, requestId, authorization, 0)
        .catch((err: unknown) =>
          deps.logger.error({ err, clueKey: clue.idempotencyKey }, 'data-lake clue lost: unexpected error'),
        )
        .finally(() => {
          inFlight -= 1;
        });
    },
    pending: () => inFlight,
  };
}
