import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** A production setting every case below needs: the key of the staff's two-factor secrets. */
const KEY = Buffer.alloc(32, 9).toString('base64');

describe('payment settings', () => {
  it('refuses to start in production with only the test payment page, which lets anyone mark an order paid', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', STAFF_2FA_KEY: KEY })).toThrow(/in production set MOLLIE_API_KEY, or TEST_PAYMENTS=true/);
    expect(loadConfig({ NODE_ENV: 'production', TEST_PAYMENTS: 'true', STAFF_2FA_KEY: KEY }).TEST_PAYMENTS).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuv', PUBLIC_BASE_URL: 'https://shop.example', STAFF_2FA_KEY: KEY })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('takes a Mollie key only with the public address Mollie calls back on, and only a well-formed key', () => {
    expect(() => loadConfig({ MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuv' })).toThrow(/needs PUBLIC_BASE_URL/);
    expect(() => loadConfig({ MOLLIE_API_KEY: 'sk_live_123', PUBLIC_BASE_URL: 'https://shop.example' })).toThrow(/live_… or test_… key/);
  });
});

describe('the two-factor key', () => {
  it('is required in production, and is 32 bytes of base64 wherever it is given', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_PAYMENTS: 'true' })).toThrow(/in production set STAFF_2FA_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', TEST_PAYMENTS: 'true', STAFF_2FA_KEY: KEY }).STAFF_2FA_KEY).toEqual(Buffer.alloc(32, 9));
    expect(() => loadConfig({ STAFF_2FA_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/STAFF_2FA_KEY: STAFF_2FA_KEY is 32 bytes in base64/);
    // Outside production a key kept in a file of the machine (staff/two-factor-key.ts) stands in.
    expect(loadConfig({ NODE_ENV: 'development' }).STAFF_2FA_KEY).toBeUndefined();
  });
});
