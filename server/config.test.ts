import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicConfig } from './config.ts';

const APP_ID = 'wx0123456789abcdef';
const APP_SECRET = '0123456789abcdef0123456789abcdef';

describe('loadConfig', () => {
  it('gives the embedded setup by default: port 3000 and the mock API on 3100', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      apiEnv: 'dev',
      embeddedMock: true,
      userApiUrl: 'http://127.0.0.1:3100',
      legacyApiUrl: 'http://127.0.0.1:3100',
      ssrTimeoutMs: 10_000,
      publicOrigin: 'http://localhost:3000',
    });
  });

  it('starts no mock when an upstream URL is given or API_ENV is uat/prod', () => {
    expect(loadConfig({ USER_API_URL: 'http://10.0.0.5:8080/' })).toMatchObject({
      embeddedMock: false,
      userApiUrl: 'http://10.0.0.5:8080',
      legacyApiUrl: 'http://10.0.0.5:8080',
    });
    expect(loadConfig({ API_ENV: 'uat' })).toMatchObject({
      embeddedMock: false,
      userApiUrl: 'https://uat-api.aurelion.example',
      legacyApiUrl: 'https://uat-legacy.aurelion.example',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ API_ENV: 'staging' }, 'API_ENV'],
    [{ USER_API_URL: 'not a url' }, 'USER_API_URL'],
    [{ SSR_TIMEOUT_MS: '-5' }, 'SSR_TIMEOUT_MS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ API_ENV: 'prod' }, 'SIGN_SECRET'],
    [{ API_ENV: 'prod', SIGN_SECRET: 'a-real-secret-value' }, 'REDIS_URL'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ OVERLOAD_LAG_MS: '-1' }, 'OVERLOAD_LAG_MS'],
    [{ OVERLOAD_RETRY_AFTER_S: '0' }, 'OVERLOAD_RETRY_AFTER_S'],
    [{ WARM_UP: 'yes' }, 'WARM_UP'],
    [{ METRICS_PORT: 'metrics' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '65535', NODE_APP_INSTANCE: '1' }, 'METRICS_PORT'],
  ])('rejects %j with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as ConfigError).message).toContain(`${name}:`);
    }
  });

  it('lists every bad variable at once, with the value it got', () => {
    try {
      loadConfig({ PORT: 'x', MOCK_PORT: 'y' });
      expect.unreachable();
    } catch (err) {
      expect((err as ConfigError).problems).toHaveLength(2);
      expect((err as ConfigError).message).toContain('(got "x")');
    }
  });

  it('keeps shared state in memory by default, in Redis when REDIS_URL is set (keys under aurelion:)', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: null, redisPrefix: 'aurelion:' });
    expect(loadConfig({ REDIS_URL: '' })).toMatchObject({ redisUrl: null });
    expect(loadConfig({ REDIS_URL: 'redis://10.0.0.7:6379/1', REDIS_PREFIX: 'aurelion-uat:' })).toMatchObject({
      redisUrl: 'redis://10.0.0.7:6379/1',
      redisPrefix: 'aurelion-uat:',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://default:s3cret@cache.example:6380' }).redisUrl).toBe(
      'rediss://default:s3cret@cache.example:6380',
    );
  });

  it.each([
    [{ REDIS_URL: 'http://10.0.0.7:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ REDIS_PREFIX: 'has space' }, 'REDIS_PREFIX'],
    [{ REDIS_PREFIX: '' }, 'REDIS_PREFIX'],
  ])('rejects %j with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it('names a bad REDIS_URL without echoing it (it may carry a password)', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://user:s3cret@10.0.0.7' })).toThrow(/REDIS_URL: must be a redis/);
    try {
      loadConfig({ REDIS_URL: 'http://user:s3cret@10.0.0.7' });
    } catch (err) {
      expect((err as ConfigError).message).not.toContain('s3cret');
    }
  });

  it('exposes only the public subset to the browser', () => {
    const pub = publicConfig(
      loadConfig({ SIGN_SECRET: 'super-secret-value', WECHAT_APP_ID: APP_ID, WECHAT_APP_SECRET: APP_SECRET }),
    );
    expect(JSON.stringify(pub)).not.toContain('super-secret-value');
    expect(JSON.stringify(pub)).not.toContain(APP_SECRET);
    expect(Object.keys(pub).sort()).toEqual([
      'brand',
      'miniProgramLoginPath',
      'miniProgramWebviewPath',
      'publicOrigin',
      'staticHost',
      'upstreamLacks',
      'wechatShare',
    ]);
  });

  it("takes the JS-SDK ticket from WeChat's API with both credentials, from the upstream by default, or nowhere", () => {
    const wechat = loadConfig({ WECHAT_APP_ID: APP_ID, WECHAT_APP_SECRET: APP_SECRET }).wechat;
    expect(wechat).toEqual({
      credentials: { appId: APP_ID, appSecret: APP_SECRET },
      apiUrl: 'https://api.weixin.qq.com',
      upstreamTicket: true,
    });
    const byDefault = loadConfig({});
    expect(byDefault.wechat.credentials).toBeNull();
    expect(publicConfig(byDefault).wechatShare).toBe(true);
    const neither = loadConfig({ WECHAT_UPSTREAM_TICKET: 'off' });
    expect(publicConfig(neither).wechatShare).toBe(false);
    expect(loadConfig({ WECHAT_API_URL: 'http://127.0.0.1:3100/' }).wechat.apiUrl).toBe('http://127.0.0.1:3100');
  });

  it('refuses one WeChat credential without the other, and malformed ones, never echoing the secret', () => {
    expect(() => loadConfig({ WECHAT_APP_ID: APP_ID })).toThrow(/WECHAT_APP_SECRET: must be set together/);
    expect(() => loadConfig({ WECHAT_APP_SECRET: APP_SECRET })).toThrow(/WECHAT_APP_ID: must be set together/);
    expect(() => loadConfig({ WECHAT_APP_ID: 'gh_123', WECHAT_APP_SECRET: APP_SECRET })).toThrow(/WECHAT_APP_ID: must be/);
    const secret = 'not-a-secret-but-private';
    try {
      loadConfig({ WECHAT_APP_ID: APP_ID, WECHAT_APP_SECRET: secret });
      expect.unreachable('a malformed secret is refused');
    } catch (err) {
      expect((err as ConfigError).message).toMatch(/WECHAT_APP_SECRET: must be the AppSecret/);
      expect((err as ConfigError).message).not.toContain(secret);
    }
  });

  it('warms up before listening in production only, unless WARM_UP says otherwise', () => {
    expect(loadConfig({}).warmUp).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).warmUp).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).warmUp).toBe(false);
    expect(loadConfig({ WARM_UP: 'off' }).warmUp).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', WARM_UP: 'on' }).warmUp).toBe(true);
  });

  it('refuses new pages in production once the event loop lags 200 ms, asking to retry after 5 s', () => {
    expect(loadConfig({})).toMatchObject({ overloadLagMs: 200, overloadRetryAfterS: 5 });
    expect(loadConfig({ OVERLOAD_LAG_MS: '0' }).overloadLagMs).toBe(0);
    expect(loadConfig({ OVERLOAD_LAG_MS: '350', OVERLOAD_RETRY_AFTER_S: '30' })).toMatchObject({
      overloadLagMs: 350,
      overloadRetryAfterS: 30,
    });
  });

  it('keeps the overload guard off by default in development and tests, where lag is no overload', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).overloadLagMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test' }).overloadLagMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', OVERLOAD_LAG_MS: '150' }).overloadLagMs).toBe(150);
  });

  it('serves metrics on 127.0.0.1:9464, one port up per PM2 instance; 0 or empty turns them off', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(loadConfig({ NODE_APP_INSTANCE: '3' }).metricsPort).toBe(9467);
    expect(loadConfig({ METRICS_PORT: '9100', NODE_APP_INSTANCE: '1' }).metricsPort).toBe(9101);
    expect(loadConfig({ METRICS_PORT: '0', NODE_APP_INSTANCE: '2' }).metricsPort).toBe(0);
    expect(loadConfig({ METRICS_PORT: '' }).metricsPort).toBe(0);
  });
});
