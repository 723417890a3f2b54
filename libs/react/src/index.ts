export * from './lib/react';
