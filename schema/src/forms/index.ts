export * from './messages';
export * from './fields';
export * from './contact';
export * from './checkout';
export * from './review';
export * from './sample-request';
export * from './staff-sign-in';
export * from './fabric-sku';
