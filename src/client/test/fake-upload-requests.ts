import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Reply = { status: number; body?: unknown };

/** One multipart request the page sent through XMLHttpRequest, driven by the test. */
export type FakeUploadRequest = {
  method: string;
  path: string;
  withCredentials: boolean;
  body: FormData;
  /** The browser reports this many of the body's bytes sent. */
  progress: (loaded: number, total: number) => void;
  /** Every byte is sent; the server starts working. */
  finishSending: () => void;
  /** The server answers. */
  respond: (reply: Reply) => void;
};

/**
 * Replaces XMLHttpRequest (the network boundary of uploads, which fetch cannot report progress
 * for). Requests stay in flight until the test answers them, unless `replies` names an answer
 * for "METHOD /path", which is then given at once with every byte sent.
 */
export function fakeUploadRequests(replies: Record<string, Reply> = {}) {
  const requests: FakeUploadRequest[] = [];

  class FakeXMLHttpRequest {
    upload: {
      onprogress: ((event: ProgressEvent) => void) | null;
      onload: (() => void) | null;
    } = { onprogress: null, onload: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    private method = '';
    private path = '';

    open(method: string, url: string) {
      this.method = method;
      this.path = new URL(url, 'http://localhost').pathname;
    }

    setRequestHeader() {}

    send(body: FormData) {
      const progress = (loaded: number, total: number) =>
        act(() => {
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
        });
      const finishSending = () => act(() => this.upload.onload?.());
      const respond = ({ status, body: answer }: Reply) =>
        act(() => {
          this.status = status;
          this.statusText = status < 300 ? 'OK' : 'Error';
          this.responseText = answer === undefined ? '' : JSON.stringify(answer);
          this.onload?.();
        });
      const request: FakeUploadRequest = {
        method: this.method,
        path: this.path,
        withCredentials: this.withCredentials,
        body,
        progress,
        finishSending,
        respond,
      };
      requests.push(request);
      const reply = replies[`${this.method} ${this.path}`];
      if (reply) {
        queueMicrotask(() => {
          finishSending();
          respond(reply);
        });
      }
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { requests };
}
