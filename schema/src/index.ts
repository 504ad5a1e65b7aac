export * from './money';
export * from './configurator';
export * from './price-engine';
export * from './made-to-measure';
export * from './brand';
export * from './vat';
export * from './texts';
export * from './checkout';
