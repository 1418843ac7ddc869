/**
 * `npm run mock`: the mock API alone. Settings from the environment, validated once; prints the bound URL,
 * tells PM2 it is ready, and stops on SIGINT/SIGTERM.
 */
import { pino } from 'pino';
import { z } from 'zod';
import { DEFAULT_SEED } from './data/generate-db.ts';
import { createMockApi, DEFAULT_SIGN_SECRET } from './server.ts';
import { MOCK_WECHAT_APP_ID, MOCK_WECHAT_APP_SECRET } from './wechat.ts';

const schema = z.object({
  MOCK_PORT: z.coerce.number().int().min(0).max(65_535).default(3100),
  MOCK_HOST: z.string().min(1).default('127.0.0.1'),
  MOCK_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1)
    .default(DEFAULT_SEED),
  MOCK_SMS_CODE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{6}$/, 'must be 6 digits')
      .optional(),
  ),
  MOCK_VERIFY_SIGNATURE: z.enum(['0', '1', 'false', 'true'], 'must be 0 or 1').default('1'),
  SIGN_SECRET: z.string().min(8, 'must be at least 8 characters').default(DEFAULT_SIGN_SECRET),
  MOCK_DB_FILE: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  MOCK_WECHAT_APP_ID: z
    .string()
    .regex(/^wx[0-9a-f]{16}$/, 'must be wx and 16 hex digits')
    .default(MOCK_WECHAT_APP_ID),
  MOCK_WECHAT_APP_SECRET: z
    .string()
    .regex(/^[0-9a-f]{32}$/, 'must be 32 hex digits')
    .default(MOCK_WECHAT_APP_SECRET),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  process.stderr.write(`mock-api: invalid settings\n${lines.join('\n')}\n`);
  process.exit(1);
}
const env = parsed.data;
const verify = env.MOCK_VERIFY_SIGNATURE === '1' || env.MOCK_VERIFY_SIGNATURE === 'true';
const logger = pino({ name: 'mock-api', level: env.LOG_LEVEL });

const mock = await createMockApi({
  port: env.MOCK_PORT,
  host: env.MOCK_HOST,
  seed: env.MOCK_SEED,
  ...(env.MOCK_SMS_CODE ? { smsCode: env.MOCK_SMS_CODE } : {}),
  verifySignature: verify,
  signSecret: env.SIGN_SECRET,
  ...(env.MOCK_DB_FILE ? { dbFile: env.MOCK_DB_FILE } : {}),
  wechatAppId: env.MOCK_WECHAT_APP_ID,
  wechatAppSecret: env.MOCK_WECHAT_APP_SECRET,
  logger,
});
logger.info(
  { url: mock.url, signature: verify, smsCode: env.MOCK_SMS_CODE ?? 'random' },
  `mock API listening on ${mock.url}`,
);
process.send?.('ready');

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'mock API stopping');
  const timer = setTimeout(() => process.exit(1), 5000);
  timer.unref();
  await mock.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
