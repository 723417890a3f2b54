export { useStorage } from './use-storage.js';
