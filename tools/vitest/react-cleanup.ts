/**
 * Unmounts what a test rendered, after each test of every file. Testing Library registers this itself when it is
 * first imported, which, in a project that shares one module graph between files, is once per worker.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
