/* global window, document */
// A stand-in for Google's gapi loader (https://apis.google.com/js/api.js), which the Firebase Auth SDK loads to
// talk to its helper iframe during Google redirect and popup sign-in, also against the Auth emulator. The test
// machines have no internet, so browser tests serve this file in its place (tests/e2e/helpers.ts). It speaks
// only what the SDK and the emulator's /emulator/auth/iframe page use: gapi.load('gapi.iframes'), context.open,
// getParentIframe, register/send with replies, ping and restyle, over window.postMessage.
(function () {
  var handlers = {};
  var queued = {};
  var pending = {};
  var seq = 0;
  var FILTER = function () {
    return true;
  };

  function post(target, message) {
    message.__fakeGapi = true;
    target.postMessage(message, '*');
  }

  function deliver(source, message) {
    var handler = handlers[message.name];
    Promise.resolve(handler(message.payload)).then(function (result) {
      post(source, { kind: 'reply', id: message.id, responses: [result] });
    });
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || !message.__fakeGapi) return;
    if (message.kind === 'call') {
      if (handlers[message.name]) deliver(event.source, message);
      else (queued[message.name] = queued[message.name] || []).push([event.source, message]);
    } else if (message.kind === 'reply' && pending[message.id]) {
      var callback = pending[message.id];
      delete pending[message.id];
      callback(message.responses);
    }
  });

  function register(name, handler) {
    handlers[name] = handler;
    (queued[name] || []).forEach(function (entry) {
      deliver(entry[0], entry[1]);
    });
    delete queued[name];
  }

  function sendTo(target, name, payload, callback) {
    var id = ++seq;
    pending[id] = callback || function () {};
    post(target, { kind: 'call', id: id, name: name, payload: payload });
  }

  function Frame(element, loaded) {
    this.element = element;
    this.loaded = loaded;
  }
  Frame.prototype.restyle = function () {
    return Promise.resolve();
  };
  Frame.prototype.ping = function (callback) {
    return this.loaded.then(function () {
      if (callback) callback();
    });
  };
  Frame.prototype.register = register;
  Frame.prototype.unregister = function (name) {
    delete handlers[name];
  };
  Frame.prototype.send = function (name, payload, callback) {
    sendTo(this.element.contentWindow, name, payload, callback);
  };

  var context = {
    open: function (options, ready) {
      var element = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (key) {
        if (key === 'style') Object.assign(element.style, attributes.style);
        else element.setAttribute(key, attributes[key]);
      });
      var loaded = new Promise(function (resolve) {
        element.addEventListener('load', function () {
          resolve();
        });
      });
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      return ready(new Frame(element, loaded));
    },
    getParentIframe: function () {
      return {
        register: register,
        send: function (name, payload, callback) {
          sendTo(window.parent, name, payload, callback);
        },
      };
    },
  };

  window.gapi = {
    load: function (_name, options) {
      setTimeout(typeof options === 'function' ? options : options.callback, 0);
    },
    iframes: {
      getContext: function () {
        return context;
      },
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      Iframe: Frame,
    },
  };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') setTimeout(window[onload], 0);
  if (typeof window.gapi_onload === 'function') setTimeout(window.gapi_onload, 0);
})();
