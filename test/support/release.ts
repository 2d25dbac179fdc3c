// A setup file of the unit suite (vitest.config.ts): after each test file, what its beforeAll hooks made with
// test/support/store.ts — folders, open stores — is closed and removed. What a test makes is released when it ends.
import { afterAll } from 'vitest';
import { releaseWhatTheFileMade } from './store';

afterAll(releaseWhatTheFileMade);
