import { moduleMockingTests } from '../../scripts/moduleMockingTests';

/**
 * The test files that mock modules (`vi.mock`): a mock needs the file's own module graph, so they run in
 * the isolated project `sdk-react-mocks` (vitest.mocks.config.ts); every other file runs without
 * isolation in `sdk-react`.
 */
export const MODULE_MOCKING_TESTS = moduleMockingTests(import.meta.dirname);
