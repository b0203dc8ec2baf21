/**
 * `shared-kit/testing`: what the console's unit tests share — the mock of the API client's transport
 * (`mockApi`, docs/data-layer.md#tests), the saved grid preferences it can answer, and the capture of
 * downloaded files. Tests only: no page loads it.
 */
export { type MockReply, type RecordedRequest, type MockHandler, TEST_RUNTIME_CONFIG, mockApi } from './mock-transport';
export { captureDownloads, blobBytes } from './downloads';
export { gridPreferenceRoutes } from './grid-preferences';
