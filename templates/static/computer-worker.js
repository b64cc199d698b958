// The computer's thinking, off the page (engine.js's Thinker sends it
// here): the page's own module, started again in a Web Worker, says what
// the computer would do in a position, so that the strong level's search
// (a few hundred milliseconds) never holds the page's main thread.
//
// The page sends {exec, wasm, rules} once (wasm_exec.js and the module,
// which the browser has already fetched, and the page's rulesets), then jobs {id, ruleset, code, raw, level,
// whims, lang}: the position in the compact form (the state's code), the
// throw made ("" before the throw), a seed for the beginner's whims. Each
// job answers {id, ok, way} or {id, ok, move}, as the module's choose
// does, or {id, ok: false, refusal}; a worker that cannot start answers
// {unusable: true}.
(function (scope) {
  "use strict";

  let api = null;
  const waiting = [];

  function run(m) {
    let out = JSON.parse(api.open({ ruleset: m.ruleset, state: new Uint8Array(m.code), teaching: true, seed: m.whims || 1, lang: m.lang }));
    if (out.ok) {
      const game = out.game;
      if (m.raw) out = JSON.parse(api.throw(game, { raw: m.raw }));
      if (out.ok) out = JSON.parse(api.choose(game, { level: m.level }));
      api.close(game);
    }
    delete out.state;
    out.id = m.id;
    scope.postMessage(out);
  }

  scope.onmessage = function (e) {
    const m = e.data;
    if (!m.exec) {
      if (api) run(m);
      else waiting.push(m);
      return;
    }
    scope.importScripts("module-worker.js");
    scope.urtextStart(m.exec, m.wasm, m.rules, function (a) {
      api = a;
      waiting.splice(0).forEach(run);
    }, function () { scope.postMessage({ unusable: true }); });
  };
})(self);
