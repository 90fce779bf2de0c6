// `npm run build`: the API and the web app build side by side (neither reads the other's output,
// and each is mostly one busy core), each one's output shown whole once it ends.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function build(workspace) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', 'build', '-w', workspace], { shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    child.on('close', (code) => {
      process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const built = await Promise.all([build('api'), build('web')]);
if (!built.every(Boolean)) process.exitCode = 1;
