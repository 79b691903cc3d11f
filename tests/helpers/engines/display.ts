import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface Display {
  /** For DISPLAY: `:N`. */
  name: string;
  stop: () => void;
}

/** A virtual X display (Xvfb), numbered by Xvfb itself so that two runs never share one. */
export async function startDisplay(): Promise<Display> {
  const xvfb: ChildProcess = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  xvfb.stderr?.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  const number = await new Promise<string>((resolve, reject) => {
    (xvfb.stdio[3] as Readable).once('data', (chunk: Buffer) => resolve(String(chunk).trim()));
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${stderr}`)));
  });
  return { name: `:${number}`, stop: () => void xvfb.kill() };
}
