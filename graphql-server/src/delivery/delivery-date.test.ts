/**
 * Delivery dates worked out by hand on the real 2026/2027 calendar (weekdays checked with `date`). Belgian
 * public holidays on the way: Armistice Wed 11 Nov 2026, Christmas Fri 25 Dec 2026, New Year Fri 1 Jan 2027,
 * Easter Monday 29 Mar 2027, Labour Day Sat 1 May 2027, Ascension Thu 6 May 2027, Whit Monday 17 May 2027.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductLine } from '../catalog/product.entity';
import { estimateDelivery, formatDeliveryDate, leadTimeWorkingDays, now } from './delivery-date';
import { shopFacts } from '../shop/facts';

/** Noon in Brussels on a calendar day (CET in these months: UTC+1). */
const orderedOn = (isoDate: string) => new Date(`${isoDate}T11:00:00Z`);

describe('estimateDelivery counts Belgian working days after the order day', () => {
  it('counts ten working days from Monday 23 November 2026 to Monday 7 December (no holiday on the way)', () => {
    expect(estimateDelivery(orderedOn('2026-11-23'), 10)).toEqual({ date: '2026-12-07', workingDays: 10 });
  });

  it('counts the atelier window from the same Monday: 15 days to Monday 14 December, 21 to Tuesday 22 December', () => {
    expect(estimateDelivery(orderedOn('2026-11-23'), 15).date).toBe('2026-12-14');
    expect(estimateDelivery(orderedOn('2026-11-23'), 21).date).toBe('2026-12-22');
  });

  it('skips Armistice, Wednesday 11 November 2026', () => {
    // Mon 9 Nov: Tue 10 (1), Wed 11 skipped, Thu 12 (2), Fri 13 (3).
    expect(estimateDelivery(orderedOn('2026-11-09'), 3).date).toBe('2026-11-13');
  });

  it('skips Christmas (Friday 25 December 2026) and New Year (Friday 1 January 2027)', () => {
    // Fri 18 Dec: Mon 21–Thu 24 (4), Mon 28–Thu 31 (8), Mon 4 Jan (9), Tue 5 Jan (10). Without the two
    // holidays it would be Friday 1 January.
    expect(estimateDelivery(orderedOn('2026-12-18'), 10).date).toBe('2027-01-05');
    // ... and on to Wednesday 20 January for the atelier's 21 days.
    expect(estimateDelivery(orderedOn('2026-12-18'), 21).date).toBe('2027-01-20');
  });

  it('skips Easter Monday, 29 March 2027', () => {
    // Wed 24 Mar: Thu 25 (1), Fri 26 (2), Mon 29 skipped, Tue 30 (3) ... Thu 8 Apr (10).
    expect(estimateDelivery(new Date('2027-03-24T11:00:00Z'), 10).date).toBe('2027-04-08');
  });

  it('skips Ascension (Thursday 6 May 2027) and Whit Monday (17 May 2027)', () => {
    // Thu 29 Apr: Fri 30 (1), Sat 1 May (Labour Day, a weekend anyway), Mon 3–Wed 5 (4), Thu 6 skipped,
    // Fri 7 (5), Mon 10–Fri 14 (10).
    expect(estimateDelivery(new Date('2027-04-29T10:00:00Z'), 10).date).toBe('2027-05-14');
    // ... Mon 17 skipped, Tue 18–Fri 21 (14), Mon 24 (15).
    expect(estimateDelivery(new Date('2027-04-29T10:00:00Z'), 15).date).toBe('2027-05-24');
  });

  it('does not skip observance days: All Souls (Mon 2 Nov 2026), King\'s Day (Mon 15 Nov 2027)', () => {
    // Fri 30 Oct 2026: Sun 1 Nov (All Saints) is a weekend day anyway; Mon 2 Nov is a working day.
    expect(estimateDelivery(orderedOn('2026-10-30'), 1).date).toBe('2026-11-02');
    expect(estimateDelivery(orderedOn('2027-11-12'), 1).date).toBe('2027-11-15');
  });

  it('counts an order placed on a Saturday or a Sunday from the next Monday, like one on the Friday before', () => {
    // Fri 27 Nov, Sat 28, Sun 29: Mon 30 (1) ... Fri 11 Dec (10). From Mon 30 Nov itself: Mon 14 Dec.
    expect(estimateDelivery(orderedOn('2026-11-27'), 10).date).toBe('2026-12-11');
    expect(estimateDelivery(orderedOn('2026-11-28'), 10).date).toBe('2026-12-11');
    expect(estimateDelivery(orderedOn('2026-11-29'), 10).date).toBe('2026-12-11');
    expect(estimateDelivery(orderedOn('2026-11-30'), 10).date).toBe('2026-12-14');
  });

  it('counts an order placed on a public holiday from the next working day', () => {
    // Christmas Fri 25 Dec 2026: Mon 28 (1).
    expect(estimateDelivery(orderedOn('2026-12-25'), 1).date).toBe('2026-12-28');
  });

  it('takes the order day in the Brussels calendar, not in UTC (winter time, UTC+1)', () => {
    // Thursday 26 November 2026, 23:30 in Brussels is still Thursday: Fri 27 (1) ... Thu 10 Dec (10).
    expect(estimateDelivery(new Date('2026-11-26T22:30:00Z'), 10).date).toBe('2026-12-10');
    // Friday 00:30 in Brussels is still Thursday 23:30 in UTC, but it is a Friday order: Fri 11 Dec.
    expect(estimateDelivery(new Date('2026-11-26T23:30:00Z'), 10).date).toBe('2026-12-11');
  });

  it('takes the order day in the Brussels calendar in summer time too (UTC+2)', () => {
    // Thursday 10 June 2027, 23:59 in Brussels, then Friday 11 June 00:00.
    expect(estimateDelivery(new Date('2027-06-10T21:59:00Z'), 10).date).toBe('2027-06-24');
    expect(estimateDelivery(new Date('2027-06-10T22:00:00Z'), 10).date).toBe('2027-06-25');
  });

  it('answers the order day for zero working days, and refuses a negative, fractional or invalid input', () => {
    expect(estimateDelivery(orderedOn('2026-11-28'), 0)).toEqual({ date: '2026-11-28', workingDays: 0 });
    expect(() => estimateDelivery(orderedOn('2026-11-28'), -1)).toThrow(RangeError);
    expect(() => estimateDelivery(orderedOn('2026-11-28'), 2.5)).toThrow(RangeError);
    expect(() => estimateDelivery(new Date('not a date'), 10)).toThrow(RangeError);
  });
});

describe('formatDeliveryDate writes the day for shoppers', () => {
  it('writes a Dutch short weekday, the day and the long month, without a dot', () => {
    expect(formatDeliveryDate('2026-12-08')).toBe('di 8 december');
    expect(formatDeliveryDate('2026-12-07')).toBe('ma 7 december');
    expect(formatDeliveryDate('2027-01-01')).toBe('vr 1 januari');
    expect(formatDeliveryDate('2027-03-29')).toBe('ma 29 maart');
    expect(formatDeliveryDate('2027-05-20')).toBe('do 20 mei');
    expect(formatDeliveryDate('2027-08-15')).toBe('zo 15 augustus');
  });

  it('refuses what is not an ISO date', () => {
    expect(() => formatDeliveryDate('8 december')).toThrow(RangeError);
  });
});

describe('lead time by product line', () => {
  it('takes the factory line\'s days and the safe end of the atelier window from the facts', () => {
    expect(leadTimeWorkingDays({ line: ProductLine.FACTORY })).toBe(shopFacts.delivery.factoryLineWorkingDays);
    expect(leadTimeWorkingDays({ line: ProductLine.ATELIER })).toBe(shopFacts.delivery.atelierMaxWorkingDays);
  });
});

describe('the clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads "now" from the system time, so a test can fix it', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T23:30:00Z'));
    expect(estimateDelivery(now(), 10)).toEqual({ date: '2026-12-11', workingDays: 10 });
  });
});
