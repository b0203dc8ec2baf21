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
// antd's Form schedules work through MessageChannel, which jsdom lacks. A timer keeps the
// macro-task semantics without holding real ports open (which would keep jest alive).
if (!global.MessageChannel) {
  class Port {
    constructor() { this.onmessage = null; this.peer = undefined; }
    postMessage(data) { const target = this.peer; setTimeout(() => target?.onmessage?.({ data }), 0); }
    close() {}
  }
  global.MessageChannel = class {
    constructor() {
      this.port1 = new Port();
      this.port2 = new Port();
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  };
}
// findBy*/waitFor wait for behaviour, not speed: on 2 busy cores (jest workers side by side with
// antd rendering) the 1 s default flakes, so allow 10 s before calling a page broken.
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
// react-router's data routers (createMemoryRouter, createBrowserRouter) make a Fetch Request per
// navigation; jsdom has none. Navigation reads its url, method and signal only.
if (!global.Request) {
  global.Request = class Request {
    constructor(input, init = {}) {
      this.url = String(input);
      this.method = (init.method || 'GET').toUpperCase();
      this.signal = init.signal;
      this.headers = init.headers;
      this.body = init.body ?? null;
    }
  };
}
