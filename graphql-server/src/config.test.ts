import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('payment settings', () => {
  it('refuses to start in production with only the test payment page, which lets anyone mark an order paid', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/in production set MOLLIE_API_KEY, or TEST_PAYMENTS=true/);
    expect(loadConfig({ NODE_ENV: 'production', TEST_PAYMENTS: 'true' }).TEST_PAYMENTS).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuv', PUBLIC_BASE_URL: 'https://shop.example' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('takes a Mollie key only with the public address Mollie calls back on, and only a well-formed key', () => {
    expect(() => loadConfig({ MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuv' })).toThrow(/needs PUBLIC_BASE_URL/);
    expect(() => loadConfig({ MOLLIE_API_KEY: 'sk_live_123', PUBLIC_BASE_URL: 'https://shop.example' })).toThrow(/live_… or test_… key/);
  });
});
