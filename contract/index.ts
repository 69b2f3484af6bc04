export * from './common';
export * from './constants';
export * from './currencies';
export * from './errors';
export * from './identity';
export * from './lists';
export * from './settings';
export * from './staff';
