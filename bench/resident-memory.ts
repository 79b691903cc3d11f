import { readFileSync } from 'node:fs';

/** Resident memory of a process in MB, from /proc (Linux); NaN where that cannot be read. */
export function residentMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}
