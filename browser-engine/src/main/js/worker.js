// The offline engine's Web Worker: chess-core and chess-engine compiled by TeaVM (browser-engine's
// Maven build), behind the worker protocol of browser-engine/README.md.
// A request is {id, op, ...}; the answer is {id, ok: true, result} or {id, ok: false, error: {code, detail}}.
// One request at a time: a search blocks this worker until it answers.
//
// Two builds of the same Java: chess.wasm (WebAssembly GC, loaded by TeaVM's chess.wasm-runtime.js;
// Java's long is a native i64 there, several times faster) when the browser has WebAssembly GC, and
// chess.js (plain JavaScript, long as BigInt) otherwise or when chess.wasm fails to load. Requests
// that arrive while chess.wasm loads wait, in order. `worker.js?engine=js` (or `=wasm`, no fallback)
// forces one build, for measurements.

// The smallest module with a GC struct type: valid only where WebAssembly GC is (Chrome 119+,
// Firefox 120+, Safari 18.2+; not Node 20).
function hasWasmGc() {
  try {
    return typeof WebAssembly === 'object' &&
      WebAssembly.validate(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 3, 1, 95, 0]));
  } catch (e) {
    return false;
  }
}

const forced = self.location ? new URLSearchParams(self.location.search).get('engine') : null;
let api = null; // {state, play, best, hint, bench}: JSON string in, JSON string out
let loadError = null;

function loadJs() {
  importScripts('chess.js'); // chess.js's UMD wrapper puts the functions on self
  api = self;
}

let ready = null;
if (forced !== 'js' && (forced === 'wasm' || hasWasmGc())) {
  ready = (async () => {
    try {
      importScripts('chess.wasm-runtime.js');
      api = (await TeaVM.wasmGC.load(new URL('chess.wasm', self.location.href).href)).exports;
    } catch (e) {
      if (forced === 'wasm') {
        loadError = e;
      } else {
        loadJs();
      }
    }
  })();
} else {
  loadJs();
}

const OPS = {
  state: (json) => api.state(json),
  play: (json) => api.play(json),
  best: (json) => api.best(json),
  hint: (json) => api.hint(json),
  bench: (json) => api.bench(json),
};

function answer(request) {
  const id = request.id;
  const op = OPS[request.op];
  if (!op) {
    self.postMessage({ id, ok: false, error: { code: 'unknown-op', detail: 'no operation ' + request.op } });
    return;
  }
  try {
    if (loadError) {
      throw loadError;
    }
    const result = JSON.parse(op(JSON.stringify(request)));
    self.postMessage(Object.assign({ id }, result));
  } catch (e) {
    self.postMessage({ id, ok: false, error: { code: 'internal', detail: String(e) } });
  }
}

// Answers at once when a build is loaded; otherwise after the load (the returned promise).
self.onmessage = (event) => {
  const request = event.data || {};
  if (api || loadError) {
    answer(request);
    return undefined;
  }
  return ready.then(() => answer(request));
};
