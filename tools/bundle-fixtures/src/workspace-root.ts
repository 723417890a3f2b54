import { resolve } from 'node:path';

/** The workspace's root folder. */
export const workspaceRoot = resolve(import.meta.dirname, '../../..');
