import { createHmac, timingSafeEqual } from 'node:crypto';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either';
import { ThirdPartyProviderCodec } from '../../src/contract/auth';
import { base64urlJson, parseCompactJws } from './compact-jws';
import { rejected, type ProviderIdentity, type TokenCheck } from './identity';

/**
 * The offline identity provider: stands in for CAB and Firebase while none is configured. Its tokens are HS256
 * compact JWS signed with the server secret, valid 10 minutes.
 */
export const OFFLINE_TOKEN_TTL_MS = 10 * 60 * 1000;
export const OFFLINE_ISSUER = 'seaway-offline-identity';

const Header = t.type({ alg: t.literal('HS256'), typ: t.literal('JWT') });
const Payload = t.intersection([
  t.type({ iss: t.literal(OFFLINE_ISSUER), provider: ThirdPartyProviderCodec, sub: t.string, iat: t.number, exp: t.number }),
  t.partial({ email: t.string, given_name: t.string, family_name: t.string }),
]);

const sign = (secret: string, input: string): Buffer => createHmac('sha256', secret).update(input).digest();

export const signOfflineProviderToken = (secret: string, identity: ProviderIdentity, now: Date): string => {
  const iat = Math.floor(now.getTime() / 1000);
  const payload = {
    iss: OFFLINE_ISSUER,
    provider: identity.provider,
    sub: identity.subject,
    ...(identity.email !== undefined && { email: identity.email }),
    ...(identity.firstName !== undefined && { given_name: identity.firstName }),
    ...(identity.lastName !== undefined && { family_name: identity.lastName }),
    iat,
    exp: iat + OFFLINE_TOKEN_TTL_MS / 1000,
  };
  const input = `${base64urlJson({ alg: 'HS256', typ: 'JWT' })}.${base64urlJson(payload)}`;
  return `${input}.${sign(secret, input).toString('base64url')}`;
};

export const verifyOfflineProviderToken = (secret: string, token: string, now: Date): TokenCheck => {
  const jws = parseCompactJws(token);
  if (!jws || isLeft(Header.decode(jws.header))) return rejected('malformed');
  const expected = sign(secret, jws.signingInput);
  if (jws.signature.length !== expected.length || !timingSafeEqual(jws.signature, expected)) return rejected('signature');
  const decoded = Payload.decode(jws.payload);
  if (isLeft(decoded)) return rejected('claims');
  const p = decoded.right;
  if (p.exp * 1000 <= now.getTime()) return rejected('expired');
  if (p.sub === '' || p.sub.length > 255) return rejected('claims');
  return {
    ok: true,
    identity: {
      provider: p.provider,
      subject: p.sub,
      ...(p.email !== undefined && { email: p.email }),
      ...(p.given_name !== undefined && { firstName: p.given_name }),
      ...(p.family_name !== undefined && { lastName: p.family_name }),
    },
  };
};
