import { describe, expect, it } from 'vitest';
import { telHref, whatsappHref } from './phone';

describe('phone links', () => {
  it('call and chat the same number as written in the facts', () => {
    expect(telHref('+32 9 123 45 67')).toBe('tel:+3291234567');
    expect(whatsappHref('3291234567')).toBe('https://wa.me/3291234567');
    expect(whatsappHref('+32 9 123 45 67')).toBe('https://wa.me/3291234567');
  });
});
