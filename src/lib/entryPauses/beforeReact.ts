// The modules src/main.tsx imports after this one run in a new task (src/lib/nextTask.ts).
import { nextTask } from '../nextTask';

await nextTask('beforeReact');
