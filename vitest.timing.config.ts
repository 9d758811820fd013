import { defineConfig } from 'vitest/config';

/**
 * `npm run bench:chat-cost`: the checks that bound a time or a CPU cost (tests/**\/*.timing.ts). They stay out
 * of `npm test`, whose verdict must not depend on how busy the machine is; run them on a quiet machine.
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.timing.ts'],
    // One file at a time, alone in its process: no other test's work or garbage counts in a figure.
    fileParallelism: false,
    // Long limits: a figure measured on a busy machine fails its bound, but it should not time out first.
    testTimeout: 600_000,
    hookTimeout: 180_000,
  },
});
