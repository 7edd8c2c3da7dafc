import { execFileSync } from 'node:child_process';
import { repositoryRoot } from './start-app.ts';

/** The e2e suite's global setup: the web app is built once, as in production, before the first test file starts it. */
export default function buildWeb(): void {
  execFileSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: repositoryRoot,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
