import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NginxTls } from '../tests/helpers/deployment';

/** A certificate for `localhost`, its CA, and a home folder whose browser trusts that CA. */
export interface ThrowawayTls extends NginxTls {
  /** `HOME` for Chromium: its NSS database (`.pki/nssdb`) trusts `ca`, and nothing else is there. */
  home: string;
  remove: () => void;
}

function run(command: string, args: string[], cwd: string): void {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
}

/** certutil (Debian's libnss3-tools) writes the NSS database Chromium reads its trust from. */
function ensureCertutil(): void {
  if (spawnSync('certutil', ['-H'], { stdio: 'ignore' }).error === undefined) return;
  execFileSync(
    'bash',
    ['scripts/apt-install.sh', 'The Lighthouse benchmark behind nginx', 'libnss3-tools'],
    { stdio: 'inherit' },
  );
}

/**
 * A CA made for this run only, a certificate it signs for `localhost` and 127.0.0.1 (two days),
 * and an NSS database that trusts the CA: Chromium on Linux reads `$HOME/.pki/nssdb`, so a browser
 * started with `home` as its HOME accepts nginx's certificate as a visitor's accepts a real one,
 * and no other browser or program on the machine trusts it. `remove` deletes all of it.
 */
export function makeThrowawayTls(): ThrowawayTls {
  ensureCertutil();
  const dir = mkdtempSync(path.join(tmpdir(), 'fortarc-tls-'));
  // nginx's workers (`nobody`) read nothing here: the master reads the key before it drops root
  chmodSync(dir, 0o700);
  const ca = path.join(dir, 'ca.pem');
  const cert = path.join(dir, 'localhost.pem');
  const key = path.join(dir, 'localhost.key');
  run(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      ca,
      '-days',
      '2',
      '-subj',
      '/CN=Fortarc benchmark CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign',
    ],
    dir,
  );
  run(
    'openssl',
    [
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      'localhost.csr',
      '-subj',
      '/CN=localhost',
    ],
    dir,
  );
  writeFileSync(
    path.join(dir, 'localhost.ext'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\n' +
      'keyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n',
  );
  run(
    'openssl',
    [
      'x509',
      '-req',
      '-in',
      'localhost.csr',
      '-CA',
      ca,
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      cert,
      '-days',
      '2',
      '-extfile',
      'localhost.ext',
    ],
    dir,
  );
  const home = path.join(dir, 'home');
  const nssdb = path.join(home, '.pki/nssdb');
  mkdirSync(nssdb, { recursive: true });
  run('certutil', ['-d', `sql:${nssdb}`, '-N', '--empty-password'], dir);
  run(
    'certutil',
    ['-d', `sql:${nssdb}`, '-A', '-t', 'C,,', '-n', 'fortarc-benchmark', '-i', ca],
    dir,
  );
  return { ca, cert, key, home, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
