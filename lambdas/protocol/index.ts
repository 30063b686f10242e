export * from './client.js';
export * from './server.js';
export * from './codes.js';
export * from './limits.js';
export * from './links.js';
export * from './chat.js';
export * from './calendar.js';
export * from './calendar-links.js';
