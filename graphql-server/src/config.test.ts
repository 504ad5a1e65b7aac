import { describe, expect, it } from 'vitest';
import { loadConfig, shopUrl } from './config';

describe('payment settings', () => {
  it('refuses to start in production with only the test payment page, which lets anyone mark an order paid', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/in production set MOLLIE_API_KEY, or TEST_PAYMENTS=true/);
    expect(loadConfig({ NODE_ENV: 'production', TEST_PAYMENTS: 'true', PUBLIC_BASE_URL: 'https://shop.example' }).TEST_PAYMENTS).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuv', PUBLIC_BASE_URL: 'https://shop.example' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('takes a Mollie key only with the public address Mollie calls back on, and only a well-formed key', () => {
    expect(() => loadConfig({ MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuv' })).toThrow(/needs PUBLIC_BASE_URL/);
    expect(() => loadConfig({ MOLLIE_API_KEY: 'sk_live_123', PUBLIC_BASE_URL: 'https://shop.example' })).toThrow(/live_… or test_… key/);
  });
});

describe("the shop's own address", () => {
  it('is required in production, where a request must never decide what the links of a shared page name', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_PAYMENTS: 'true' })).toThrow(
      'Invalid configuration: in production set PUBLIC_BASE_URL, the address visitors reach the shop at (e.g. https://www.lumina-rolgordijnen.be)',
    );
    const config = loadConfig({ NODE_ENV: 'production', TEST_PAYMENTS: 'true', PUBLIC_BASE_URL: 'https://www.lumina-rolgordijnen.be/' });
    expect(shopUrl(config, 3000)).toBe('https://www.lumina-rolgordijnen.be');
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'javascript:alert(1)' })).toThrow('PUBLIC_BASE_URL: an http:// or https:// address');
  });

  it('is the address the server listens on in development', () => {
    expect(shopUrl(loadConfig({ NODE_ENV: 'development' }), 3000)).toBe('http://localhost:3000');
  });
});
