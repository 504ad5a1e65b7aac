import { describe, expect, it } from 'vitest';
import { parseEuroCents } from './format';

describe('parseEuroCents', () => {
  it('reads euro as Belgians and Dutch write them, to whole cents', () => {
    expect(parseEuroCents('12,50')).toBe(1250);
    expect(parseEuroCents('12,5')).toBe(1250);
    expect(parseEuroCents('12')).toBe(1200);
    expect(parseEuroCents('0,01')).toBe(1);
    expect(parseEuroCents(' € 49,90 ')).toBe(4990);
    expect(parseEuroCents('€\u00a01.234,56')).toBe(123456);
    expect(parseEuroCents('1.234')).toBe(123400);
    expect(parseEuroCents('12.505')).toBe(1250500); // twelve thousand: three digits after a dot are thousands
    // A dot before the cents, by habit.
    expect(parseEuroCents('12.50')).toBe(1250);
    expect(parseEuroCents('0.1')).toBe(10);
  });

  it('refuses what it would have to guess', () => {
    for (const text of ['', ' ', '12,505', '12,', ',50', '-5', '12,50 euro', '1.23.45', '1,234,56', 'twaalf', '1e3', '12,5.0']) {
      expect(parseEuroCents(text), text).toBeNull();
    }
  });
});
