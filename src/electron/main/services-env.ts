/** Tells the mock's utility process which entry file to run. */
export const MOCK_ENTRY_ENV = 'HARNESS_MOCK_ENTRY';
