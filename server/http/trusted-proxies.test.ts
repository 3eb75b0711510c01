import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadConfig, ConfigError } from '../config';
import { clientAddressOf, parseTrustedProxies, trustedProxyMatcher } from './trusted-proxies';

const proxies = trustedProxyMatcher(['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);

describe('TRUSTED_PROXIES', () => {
  it('takes addresses and CIDR ranges, and names a bad entry', () => {
    expect(parseTrustedProxies('10.0.0.0/8, 127.0.0.1,fd00::/8')).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);
    expect(parseTrustedProxies('')).toEqual([]);
    expect(parseTrustedProxies('10.0.0.0/33')).toBeUndefined();
    expect(parseTrustedProxies('proxy.internal')).toBeUndefined();
    expect(loadConfig({ TRUSTED_PROXIES: '172.16.0.0/12' }).trustedProxies).toEqual(['172.16.0.0/12']);
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.1, nginx' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.1, nginx' })).toThrow(/TRUSTED_PROXIES must be/);
  });
});

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const none = trustedProxyMatcher([]);
    expect(clientAddressOf('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9');
    expect(clientAddressOf('::ffff:203.0.113.9', undefined, none)).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddressOf('203.0.113.9', '198.51.100.1', proxies)).toBe('203.0.113.9');
  });

  it('is the right-most hop that is not a trusted proxy', () => {
    expect(clientAddressOf('10.1.2.3', '198.51.100.7', proxies)).toBe('198.51.100.7');
    expect(clientAddressOf('::ffff:10.1.2.3', '198.51.100.7, 10.9.9.9', proxies)).toBe('198.51.100.7');
    // What the client wrote itself before the first proxy is not believed.
    expect(clientAddressOf('10.1.2.3', '1.2.3.4, 198.51.100.7', proxies)).toBe('198.51.100.7');
    expect(clientAddressOf('127.0.0.1', '2001:db8::1', proxies)).toBe('2001:db8::1');
  });

  it('stops at garbage and never answers something that is not an address', () => {
    expect(clientAddressOf('10.1.2.3', 'evil, 198.51.100.7', proxies)).toBe('198.51.100.7');
    expect(clientAddressOf('10.1.2.3', 'evil', proxies)).toBe('10.1.2.3');
    expect(clientAddressOf('10.1.2.3', '10.0.0.2, 10.0.0.3', proxies)).toBe('10.0.0.2');
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 12 })), { maxLength: 6 }), fc.boolean(), (hops, fromProxy) => {
        const peer = fromProxy ? '10.0.0.1' : '198.51.100.20';
        const client = clientAddressOf(peer, hops.join(', '), proxies);
        expect(client === peer || hops.map((h) => h.trim()).includes(client)).toBe(true);
        if (!fromProxy) expect(client).toBe(peer);
      }),
    );
  });
});
