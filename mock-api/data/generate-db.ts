/**
 * Builds the whole seeded state. Everything is derived from `seed` (and a fixed reference date, not the
 * clock), so two calls with the same seed give identical data.
 */
import { Faker, base, zh_CN } from '@faker-js/faker';
import type { MockDb } from '../db.ts';
import { generateKv, generateQualityNotices, generateRecalls, generateUsedCars } from './catalogue.ts';
import { generateDealers } from './dealers.ts';
import { newsCoverUrl } from './media.ts';
import { generateNews } from './news.ts';
import { generateUsers } from './users.ts';

export const DEFAULT_SEED = 20_250_601;
/** "Now" of the seeded history (message dates, account ages). */
export const SEED_REFERENCE_TIME = Date.UTC(2026, 5, 30, 2, 0, 0);
export const NEWS_COUNT = 72;

export function generateDb(seed: number = DEFAULT_SEED): MockDb {
  const f = new Faker({ locale: [zh_CN, base], seed });
  const news = generateNews(f, NEWS_COUNT).map((a) => ({ ...a, cover: newsCoverUrl(a.id) }));
  const dealers = generateDealers(f);
  const recalls = generateRecalls(f);
  const qualityNotices = generateQualityNotices(f);
  const used = generateUsedCars(f);
  const users = generateUsers(f, dealers, news, SEED_REFERENCE_TIME);
  const db: MockDb = {
    kv: generateKv(),
    news,
    dealers,
    recalls,
    qualityNotices,
    usedBrands: used.brands,
    usedSeries: used.series,
    usedModels: used.models,
    users: users.users,
    sessions: [],
    verifyCodes: [],
    captchas: [],
    sms: [],
    customized: users.customized,
    retired: [],
    changes: { prices: [], standardWheels: [] },
    collections: users.collections,
    follows: users.follows,
    messages: users.messages,
    leads: [],
    testDrives: users.testDrives,
    sequences: {},
  };
  const sequenced = ['users', 'customized', 'collections', 'follows', 'messages', 'leads', 'testDrives'] as const;
  for (const name of sequenced) db.sequences[name] = db[name].reduce((max, r) => Math.max(max, r.id), 0) + 1;
  return db;
}
