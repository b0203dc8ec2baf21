/**
 * jsdom lacks MessageChannel, which antd's Form (rc-component/form's watch batching) uses. Import
 * this first in a test file that renders a form. A timer keeps the macro-task semantics without
 * holding real ports open.
 */
class ShimPort {
  onmessage: ((event: MessageEvent) => void) | null = null;
  peer?: ShimPort;
  postMessage(data: unknown): void {
    const target = this.peer;
    setTimeout(() => target?.onmessage?.({ data } as MessageEvent), 0);
  }
  close(): void {}
}

class ShimMessageChannel {
  readonly port1 = new ShimPort();
  readonly port2 = new ShimPort();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}

if (typeof globalThis.MessageChannel === 'undefined') {
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = ShimMessageChannel;
}

export {};
