import { readFileSync } from 'node:fs';

/** A memory field of /proc/<pid>/status (Linux) in MB; NaN where that cannot be read. */
function statusMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Resident memory of a process in MB. */
export const residentMb = (pid: number | undefined) => statusMb(pid, 'VmRSS');

/** The most resident memory a process has had since it started (VmHWM), in MB. */
export const peakResidentMb = (pid: number | undefined) => statusMb(pid, 'VmHWM');
