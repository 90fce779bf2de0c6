// `npm run dev`: the API (rebuilt on change with tsc --watch) and Vite with HMR, which
// proxies /graphql and /api to the API on port 4000.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsc', '-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { stdio: 'inherit' }),
  spawn('node', ['--watch-path=api/dist', '--watch-preserve-output', 'api/dist/src/server.js'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { stdio: 'inherit' }),
];
const stop = () => { for (const child of children) child.kill('SIGTERM'); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', () => { stop(); process.exitCode = 1; });
