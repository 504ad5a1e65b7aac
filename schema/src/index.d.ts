export * from './money';
export * from './configurator';
