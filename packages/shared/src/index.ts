export * from './codes.js';
export * from './constants.js';
export * from './envelope.js';
export * from './locales.js';
export * from './realtime.js';
export * from './messages.js';
export * from './contracts/session.js';
export * from './contracts/home.js';
