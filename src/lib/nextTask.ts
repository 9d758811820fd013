/**
 * A promise that settles in a task of its own, once the browser has had its turn (a tap, a paint).
 *
 * The entry awaits it at the top level between groups of its modules (src/lib/entryPauses, imported in order by
 * src/main.tsx). A bundle evaluates every module of its graph in one task, and the entry's took 25-35 ms of CPU
 * at this machine's speed: about 100-140 ms on Lighthouse's simulated phone, most of the test and category
 * pages' blocking time. A module that awaits at its top level stops the evaluation there, and the modules after
 * it run when the promise settles: in a later task (a timer's; a microtask would run before the browser could do
 * anything in between). Top-level await needs Chrome 89, Safari 15 or Firefox 89; the intro's native dialog
 * already needs Safari 15.4 and Firefox 98. A browser without it keeps the server's page, as without scripts.
 *
 * `name` marks the pause in the page's performance timeline, where a profile shows the entry's tasks.
 */
export function nextTask(name: string): Promise<void> {
  performance.mark(`kipimo:entry-pause:${name}`);
  return new Promise((resolve) => setTimeout(resolve, 0));
}
