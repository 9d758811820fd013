// The shared rate-limit store's test (tests/server/ratelimit-redis.test.ts) starts a real redis-server of its own,
// on a loopback port, and stops it afterwards. This makes sure the program is there: Debian's redis-server
// package, installed with apt-get when we are root (as CI is, on a fresh machine), or the one command to run.
// Installing never starts a system-wide Redis here: the test runs its own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const redisServerPath = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

if (!existsSync(redisServerPath)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `redis-server is missing at ${redisServerPath}. Install it once with:\n  sudo apt-get update && sudo apt-get install -y redis-server`,
    );
    process.exit(1);
  }
  console.log("redis-server is missing: installing Debian's redis-server package (one time)...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server', {
    stdio: 'inherit',
  });
  if (!existsSync(redisServerPath)) {
    console.error(`apt-get finished but ${redisServerPath} is still missing.`);
    process.exit(1);
  }
}
