import { fakeAppCheckJwt } from './testing/exchange-server.js';
import { createTokenLifetimes, jwtLifetime } from './token-lifetimes.js';

describe('token lifetimes', () => {
  it('reads iat and exp from a JWT', () => {
    expect(jwtLifetime(fakeAppCheckJwt({ iat: 1_000, exp: 4_600 }), 0)).toEqual({
      issuedAt: 1_000_000,
      expiresAt: 4_600_000,
    });
    expect(jwtLifetime(fakeAppCheckJwt({ exp: 4_600 }), 2_000_000)).toEqual({
      issuedAt: 2_000_000,
      expiresAt: 4_600_000,
    });
  });

  it.each([['not-a-jwt'], ['a.b.c'], [fakeAppCheckJwt({ iat: 5 })], [fakeAppCheckJwt({ exp: 'soon' })]])(
    'finds no lifetime in %s',
    (token) => {
      expect(jwtLifetime(token, 0)).toBeUndefined();
    },
  );

  it('prefers what a custom provider said, then the JWT, then an hour from first sight', () => {
    const lifetimes = createTokenLifetimes();
    lifetimes.record('custom', { issuedAt: 1, expiresAt: 2 });
    expect(lifetimes.lifetimeOf('custom', 50)).toEqual({ issuedAt: 1, expiresAt: 2 });
    expect(lifetimes.lifetimeOf(fakeAppCheckJwt({ iat: 10, exp: 20 }), 50)).toEqual({
      issuedAt: 10_000,
      expiresAt: 20_000,
    });
    expect(lifetimes.lifetimeOf('opaque', 50)).toEqual({ issuedAt: 50, expiresAt: 3_600_050 });
    expect(lifetimes.lifetimeOf('opaque', 99)).toEqual({ issuedAt: 50, expiresAt: 3_600_050 });
  });

  it('forgets the oldest tokens beyond a bound', () => {
    const lifetimes = createTokenLifetimes();
    lifetimes.record('first', { issuedAt: 1, expiresAt: 2 });
    for (let i = 0; i < 40; i += 1) lifetimes.lifetimeOf(`t${i}`, 0);
    expect(lifetimes.lifetimeOf('first', 7)).toEqual({ issuedAt: 7, expiresAt: 3_600_007 });
  });
});
