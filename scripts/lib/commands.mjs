// Runs the commands of `npm test`. Two suites may run side by side: one streams to the terminal, the other keeps
// its output and prints it as one block when it ends, so the log stays readable.
import { spawn } from 'node:child_process';
import { repoRoot } from './workspace.mjs';

/**
 * Runs a command; resolves with its exit code (1 when it cannot start) and the seconds it took.
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, label?: string }} [options] with a label, the output is held and printed
 *   under that label when the command ends
 */
export function runCommand(cmd, args, { env = process.env, label } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: repoRoot,
      env,
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    const done = (code) => {
      if (label && held.length) {
        process.stdout.write(
          `\n── ${label} ──\n${Buffer.concat(held).toString('utf8')}── end of ${label} ──\n`,
        );
      }
      resolve({ code, seconds: (Date.now() - started) / 1000 });
    };
    child.on('close', (code) => done(code ?? 1));
    child.on('error', () => done(1));
  });
}
