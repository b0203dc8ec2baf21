/* jsdom lacks a few browser APIs that react-router 7 and antd use. */
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');

if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() { return false; },
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
}
window.scrollTo = () => {};
const { getComputedStyle } = window;
window.getComputedStyle = (element, pseudo) => getComputedStyle(element, pseudo ? undefined : pseudo);
// antd's Form schedules work through MessageChannel, which jsdom lacks.
if (!global.MessageChannel) {
  const { MessageChannel } = require('node:worker_threads');
  global.MessageChannel = MessageChannel;
}
