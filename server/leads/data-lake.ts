/**
 * The clues that go along with a test-drive booking: the sale clue through the data lake (the legacy
 * path `/client/datalake/test-drive-clue`) and the sales lead (`/api/client/saleClue`), each sent
 * beside the primary booking without delaying the visitor's confirmation: fire and forget, with a
 * bounded retry in the background under the booking's idempotency key (so a retry after a lost answer
 * records one clue), and a log line for every outcome but the first-time success. A clue that is given
 * up on is logged as an error with what an operator needs to replay it; it is never shown to the
 * visitor, whose booking stands.
 */
import type { Logger } from 'pino';
import type { TestDriveRequest } from '#shared/api/client-api';
import type { ApiClient, ApiResult } from '#shared/api/request';

export const DATA_LAKE_PATH = '/client/datalake/test-drive-clue';
export const SALES_CLUE_PATH = '/api/client/saleClue';
/** Where a booking's companion clues go, and how their log lines name them. */
const CLUE_LABELS = { [DATA_LAKE_PATH]: 'data-lake clue', [SALES_CLUE_PATH]: 'sales clue' } as const;
export type CluePath = keyof typeof CLUE_LABELS;
/** Waits before the 2nd, 3rd and 4th attempt; then the clue is logged as lost. */
export const DATA_LAKE_RETRY_DELAYS_MS: readonly number[] = [2_000, 15_000, 60_000];

export interface DataLake {
  /** Returns at once; the clue goes out in the background. */
  /**
   * `authorization`: the visitor's, so the clue is linked to the account as the booking is. Not tied to
   * the visitor's request: a visitor who closes the page after the confirmation loses no clue.
   */
  send(
    clue: TestDriveRequest & { idempotencyKey: string },
    requestId: string,
    authorization?: string,
    path?: CluePath,
  ): void;
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
    path: CluePath,
    clue: TestDriveRequest & { idempotencyKey: string },
    requestId: string,
    authorization: string | undefined,
    n: number,
  ): Promise<void> {
    const label = CLUE_LABELS[path];
    const log = deps.logger.child({ reqId: requestId, clueKey: clue.idempotencyKey, dealerCode: clue.dealerCode });
    const result = await deps.client(requestId, authorization).post(path, clue);
    if (result.ok) {
      if (n > 0) log.info({ attempt: n + 1 }, `${label} delivered after retry`);
      return;
    }
    const delay = delays[n];
    if (!retryable(result) || delay === undefined) {
      log.error(
        { attempt: n + 1, status: result.status, code: result.code, clue: { ...clue, phone: undefined } },
        retryable(result) ? `${label} lost: retries used up` : `${label} refused by the upstream`,
      );
      return;
    }
    log.warn({ attempt: n + 1, status: result.status, code: result.code, retryInMs: delay }, `${label} failed, will retry`);
    await new Promise<void>((resolve) => setTimeout(resolve, delay).unref());
    return attempt(path, clue, requestId, authorization, n + 1);
  }

  return {
    send(clue, requestId, authorization, path = DATA_LAKE_PATH) {
      inFlight += 1;
      attempt(path, clue, requestId, authorization, 0)
        .catch((err: unknown) =>
          deps.logger.error({ err, clueKey: clue.idempotencyKey }, `${CLUE_LABELS[path]} lost: unexpected error`),
        )
        .finally(() => {
          inFlight -= 1;
        });
    },
    pending: () => inFlight,
  };
}
