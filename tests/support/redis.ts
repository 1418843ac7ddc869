/** A real redis-server on an ephemeral loopback port, shared with the operations scripts. */
export { REDIS_SERVER, startRedis, type TestRedis } from '../../scripts/lib/redis-server.ts';
