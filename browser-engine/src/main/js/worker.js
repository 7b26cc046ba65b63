// The offline engine's Web Worker: chess-core and chess-engine compiled by TeaVM (chess.js, built by
// browser-engine's Maven build), behind the worker protocol of browser-engine/README.md.
// A request is {id, op, ...}; the answer is {id, ok: true, result} or {id, ok: false, error: {code, detail}}.
// One request at a time: a search blocks this worker until it answers.
importScripts('chess.js');

const OPS = {
  state: (json) => state(json),
  play: (json) => play(json),
  best: (json) => best(json),
  hint: (json) => hint(json),
  bench: (json) => bench(json),
};

self.onmessage = (event) => {
  const request = event.data || {};
  const id = request.id;
  const op = OPS[request.op];
  if (!op) {
    self.postMessage({ id, ok: false, error: { code: 'unknown-op', detail: 'no operation ' + request.op } });
    return;
  }
  try {
    const answer = JSON.parse(op(JSON.stringify(request)));
    self.postMessage(Object.assign({ id }, answer));
  } catch (e) {
    self.postMessage({ id, ok: false, error: { code: 'internal', detail: String(e) } });
  }
};
