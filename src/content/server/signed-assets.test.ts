import { describe, expect, it } from 'vitest';
import { createAssetSigner, sameSecret } from './signed-assets';

const NOW = Date.parse('2026-03-01T10:00:00Z');
const signer = createAssetSigner({ key: Buffer.alloc(32, 7), lifetimeSeconds: 300 });
const at = (path: string) => new URL(path, 'http://127.0.0.1:4000');

describe('signed URLs of private assets', () => {
  it('open their own file until they expire, and not a second later', () => {
    const signed = signer.sign('wiring-diagram.pdf', NOW);
    expect(signed).toMatch(
      /^\/private-assets\/wiring-diagram\.pdf\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
    expect(signer.verify(at(signed), NOW)).toBe('wiring-diagram.pdf');
    expect(signer.verify(at(signed), NOW + 300_000)).toBe('wiring-diagram.pdf');
    expect(signer.verify(at(signed), NOW + 301_000)).toBeUndefined();
  });

  it('are refused when unsigned, altered, for another file or from another key', () => {
    const signed = at(signer.sign('manual.pdf', NOW));
    const expires = signed.searchParams.get('expires');
    const signature = signed.searchParams.get('signature');
    expect(signer.verify(at('/private-assets/manual.pdf'), NOW)).toBeUndefined();
    expect(
      signer.verify(at(`/private-assets/other.pdf?expires=${expires}&signature=${signature}`), NOW),
    ).toBeUndefined();
    expect(
      signer.verify(
        at(`/private-assets/manual.pdf?expires=${Number(expires) + 60}&signature=${signature}`),
        NOW,
      ),
    ).toBeUndefined();
    expect(
      signer.verify(at(`/private-assets/manual.pdf?expires=${expires}&signature=zz`), NOW),
    ).toBeUndefined();
    const stranger = createAssetSigner();
    expect(stranger.verify(signed, NOW)).toBeUndefined();
  });

  it('never sign their way out of the folder', () => {
    const signed = at(signer.sign('manual.pdf', NOW));
    const query = signed.search;
    expect(signer.verify(at(`/private-assets/..%2Fspace.json${query}`), NOW)).toBeUndefined();
    expect(signer.verify(at(`/private-assets/a/manual.pdf${query}`), NOW)).toBeUndefined();
  });
});

describe('sameSecret', () => {
  it('compares tokens of any length', () => {
    expect(sameSecret('asset-token', 'asset-token')).toBe(true);
    expect(sameSecret('asset-token', 'asset-token-2')).toBe(false);
    expect(sameSecret('', 'asset-token')).toBe(false);
  });
});
