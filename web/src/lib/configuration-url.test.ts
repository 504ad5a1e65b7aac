import { describe, expect, it } from 'vitest';
import { configuratorPath, readConfiguration, writeConfiguration } from './configuration-url';

describe('a configuration in a URL', () => {
  it('writes sizes under Dutch names, options under their keys (a multiple group repeated) and the cart line', () => {
    const params = writeConfiguration({
      width: 150,
      height: 180,
      mountingHeight: 230,
      options: { mounting: ['inside-recess'], accessories: ['side-guides', 'spacer-brackets'], notes: ['Graag bellen & dan leveren'] },
      lineId: '12',
    });
    expect(params.toString()).toBe(
      'breedte=150&hoogte=180&montagehoogte=230&mounting=inside-recess&accessories=side-guides&accessories=spacer-brackets&notes=Graag+bellen+%26+dan+leveren&regel=12',
    );
    expect(readConfiguration(params)).toEqual({
      width: 150,
      height: 180,
      mountingHeight: 230,
      options: { mounting: ['inside-recess'], accessories: ['side-guides', 'spacer-brackets'], notes: ['Graag bellen & dan leveren'] },
      colour: null,
      lineId: '12',
    });
  });

  it('reads what is not a whole number as no size, and a malformed cart line as none', () => {
    const read = readConfiguration(new URLSearchParams('breedte=12a&hoogte=-5&montagehoogte=1e3&regel=abc&breedte=40'));
    expect(read).toMatchObject({ width: null, height: null, mountingHeight: null, lineId: null, options: {} });
  });

  it('leaves out empty sizes and empty values, and builds the configurator path of a product', () => {
    expect(writeConfiguration({ width: null, height: 0, options: { notes: [''] } }).toString()).toBe('');
    expect(configuratorPath('verduisterend-wit')).toBe('/product/verduisterend-wit');
    expect(configuratorPath('verduisterend-wit', { width: 100, options: { cassette: ['half'] } })).toBe('/product/verduisterend-wit?breedte=100&cassette=half');
  });

  it('carries a product colour by name as kleur (a fabric card opens its product in that colour)', () => {
    expect(configuratorPath('blackout-grey-roller-blind', { colour: 'Grijs' })).toBe('/product/blackout-grey-roller-blind?kleur=Grijs');
    expect(readConfiguration(new URLSearchParams('kleur=Off+White&breedte=100'))).toMatchObject({ colour: 'Off White', width: 100, options: {} });
    expect(readConfiguration(new URLSearchParams({ kleur: ' ' })).colour).toBeNull();
  });

  it('keeps no option value longer than a note may be', () => {
    expect(readConfiguration(new URLSearchParams({ notes: 'x'.repeat(1001) })).options).toEqual({});
  });
});
