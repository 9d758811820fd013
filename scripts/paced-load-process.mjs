// scripts/paced-load.mjs in a process of its own (scripts/bench-chat-rate.mjs forks it): the load generator's
// timers then do not wait behind the bench's own work (autocannon, reports), and it can be pinned to a core.
// It takes the options of one round as a message and answers with the round's figures.
import { pacedLoad } from './paced-load.mjs';

process.on('message', async (options) => {
  process.send(await pacedLoad(options));
});
