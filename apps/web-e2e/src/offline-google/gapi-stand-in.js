/*
 * Offline stand-in for https://apis.google.com/js/api.js.
 *
 * Covers what the Firebase Auth SDK and the Auth emulator's helper page
 * (/emulator/auth/iframe) use: gapi.load('gapi.iframes'), the gapi_onload and
 * ?onload= callbacks, and gapi.iframes, a small request/reply channel over
 * postMessage between the app page (context.open) and the helper iframe
 * (context.getParentIframe).
 */
(() => {
  'use strict';

  const MARKER = '__gapiStandIn';
  const PARENT_ORIGIN_PARAM = 'gapiParentOrigin';
  const SUPPORTED_MODULES = new Set(['gapi.iframes']);
  const ANY_IFRAME = () => true;

  /** Every channel this window talks over, matched to incoming messages by source window. */
  const channels = [];
  let nextCallId = 1;

  // Errors thrown by send() and restyle() callbacks are dropped: the SDK's
  // webStorageSupport callback always throws after it has read the answer.
  const invokeQuietly = (callback, value) => {
    try {
      callback(value);
    } catch {
      // ignored on purpose
    }
  };

  /**
   * One end of a channel to another window. `send` calls a handler that the
   * other end `register`ed and passes the handler results, as an array, to
   * the callback. Calls that arrive before their handler is registered wait
   * for it, and calls sent before the other end is ready wait for it too.
   */
  class Iframe {
    constructor(peer, peerOrigin, peerReady) {
      this.peer = peer;
      this.peerOrigin = peerOrigin;
      this.peerReady = peerReady;
      this.outbox = [];
      this.handlers = new Map();
      this.waitingCalls = new Map();
      this.replyCallbacks = new Map();
      this.register('_ping', () => true);
      channels.push(this);
    }

    register(service, handler, filter) {
      this.handlers.set(service, { handler, filter });
      const waiting = this.waitingCalls.get(service) || [];
      this.waitingCalls.delete(service);
      waiting.forEach((call) => this.answer(call));
    }

    send(service, data, callback, filter) {
      if (filter && !filter(this)) return Promise.resolve([]);
      return new Promise((resolve) => {
        const id = nextCallId++;
        this.replyCallbacks.set(id, (results) => {
          if (callback) invokeQuietly(callback, results);
          resolve(results);
        });
        this.post({ kind: 'call', id, service, data });
      });
    }

    ping(callback, data) {
      return this.send('_ping', data, callback);
    }

    restyle(_style, callback) {
      if (callback) invokeQuietly(callback, []);
      return Promise.resolve([]);
    }

    post(message) {
      if (!this.peerReady) {
        this.outbox.push(message);
        return;
      }
      this.peer.postMessage({ [MARKER]: 1, ...message }, this.peerOrigin || '*');
    }

    receive(message) {
      if (message.kind === 'ready') {
        this.peerReady = true;
        this.outbox.splice(0).forEach((queued) => this.post(queued));
      } else if (message.kind === 'call') {
        this.answer(message);
      } else if (message.kind === 'reply') {
        const callback = this.replyCallbacks.get(message.id);
        this.replyCallbacks.delete(message.id);
        if (callback) callback(message.results);
      }
    }

    answer(call) {
      const entry = this.handlers.get(call.service);
      if (!entry) {
        const waiting = this.waitingCalls.get(call.service) || [];
        waiting.push(call);
        this.waitingCalls.set(call.service, waiting);
        return;
      }
      const accepted = !entry.filter || entry.filter(this);
      Promise.resolve()
        .then(() => (accepted ? [entry.handler(call.data)] : []))
        .then((results) => Promise.all(results))
        .catch((error) => {
          reportError(error);
          return [];
        })
        .then((results) => this.post({ kind: 'reply', id: call.id, results }));
    }
  }

  function open(options, onOpened) {
    return new Promise((resolve) => {
      const url = new URL(options.url, location.href);
      const fragment = `${PARENT_ORIGIN_PARAM}=${encodeURIComponent(location.origin)}`;
      url.hash = url.hash ? `${url.hash.slice(1)}&${fragment}` : fragment;

      const element = document.createElement('iframe');
      for (const [name, value] of Object.entries(options.attributes || {})) {
        if (name === 'style' && typeof value === 'object') {
          Object.assign(element.style, value);
        } else {
          element.setAttribute(name, String(value));
        }
      }
      element.src = url.href;
      (options.where || document.body).appendChild(element);

      // The other end says 'ready' once its page has called getParentIframe().
      const iframe = new Iframe(element.contentWindow, url.origin, false);
      resolve(onOpened ? onOpened(iframe) : iframe);
    });
  }

  let parentIframe;
  function getParentIframe() {
    if (window.parent === window) return null;
    if (!parentIframe) {
      const parentOrigin = new URLSearchParams(location.hash.slice(1)).get(PARENT_ORIGIN_PARAM);
      parentIframe = new Iframe(window.parent, parentOrigin, true);
      parentIframe.post({ kind: 'ready' });
    }
    return parentIframe;
  }

  window.addEventListener('message', (event) => {
    const message = event.data;
    if (!message || typeof message !== 'object' || message[MARKER] !== 1) {
      return;
    }
    const channel = channels.find((c) => c.peer === event.source);
    const fromPeer = channel && (!channel.peerOrigin || channel.peerOrigin === event.origin);
    if (fromPeer) channel.receive(message);
  });

  const context = { open, getParentIframe };

  function load(modules, options) {
    const { callback, onerror } = typeof options === 'function' ? { callback: options } : options || {};
    const unsupported = String(modules)
      .split(':')
      .filter((name) => !SUPPORTED_MODULES.has(name));
    setTimeout(() => {
      if (unsupported.length === 0) {
        if (callback) callback();
        return;
      }
      const error = new Error(`The offline gapi stand-in does not provide: ${unsupported.join(', ')}`);
      if (onerror) onerror(error);
      else reportError(error);
    }, 0);
  }

  window.gapi = window.gapi || {};
  window.gapi.load = load;
  window.gapi.iframes = {
    Iframe,
    getContext: () => context,
    CROSS_ORIGIN_IFRAMES_FILTER: ANY_IFRAME,
  };

  // api.js calls window.gapi_onload and the function named by ?onload= once loaded.
  const script = document.currentScript;
  const onloadName = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(() => {
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
  setTimeout(() => {
    if (onloadName && typeof window[onloadName] === 'function') {
      window[onloadName]();
    }
  }, 0);
})();
