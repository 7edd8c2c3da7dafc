// A worker thread's entry: register tsx in this thread too, then start the TypeScript task loop.
import { register } from 'tsx/esm/api';

register();
await import('./serve-tasks.ts');
