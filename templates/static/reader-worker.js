// The game reader's work (reader.js sends it here): the reader's build of
// the module, in a Web Worker, reads a record and checks it, and hands the
// page each game as soon as it is checked, the first plies of a long game
// before the rest, so that the page's main thread never waits on a long
// record. Without a worker the page loads this file and runs the same job
// itself, in slices (window.urtextReaderJob).
//
// The page sends {exec, wasm, rules} once (wasm_exec.js, the module and
// the page's rulesets), then jobs, {id, lang, text} or {id, lang, link}
// (the code after #record=). Each job answers with messages of its id: {text} (a link's record),
// {count} (the record's games), {parts: [JSON text, …]} (games, or parts
// of a long one, as the module writes them), then {error} or {done}.
//
// A review job, {id, lang, review: {text, game, file, passes, seed,
// words}}, rates game (from 0) of the record text ply by ply, a pass
// per number of games in passes (a quick one, then one that refines
// it), or takes its review from file when it has one; it answers
// {graph: JSON text, pass, rated, of, games} as the review grows (about
// four times a second), then {done}, or {error}. The reader runs it in a
// worker of its own, so that a review never holds up a reading.
//
// A hint job, {id, hint: {ruleset, state, raw, games, seed, lang}},
// answers {hint: JSON text}, the module's hint (wasm/hint.go).
//
// A drawing, {id, draw: {ruleset, state, lang, from, to, side, better}},
// answers {draw: JSON text}, the board the module draws (wasm/reader.go,
// draw) with the better move in outline. One call, at once: it does not
// stop the job under way.
(function (scope) {
  "use strict";

  const FIRST = 100; // plies of a long game shown before the rest is checked
  const PART = 300; // plies a message carries at most, about

  // job runs a job with the module's api, posting its answers; it lets
  // others run after slice ms of work, and stops when stale() says a newer
  // job came.
  function job(api, m, post, stale, slice) {
    if (m.review) { review(api, m, post, stale); return; }
    // A hint (player.js's teaching mode): one call.
    if (m.hint) { post({ id: m.id, hint: api.hint(m.hint) }); return; }
    if (m.draw) { post({ id: m.id, draw: api.draw(m.draw) }); return; }
    const lang = m.lang;
    let steps = [], parts = [], weight = 0, sent = false;
    function answer(x) { x.id = m.id; post(x); }
    function failed(r) {
      if (!r.error) return false;
      answer({ error: r.error });
      steps = [];
      return true;
    }
    function flush() {
      if (parts.length) answer({ parts: parts });
      parts = [];
      weight = 0;
    }
    // part adds plies from..to of the game checked last; the first part
    // of the record goes at once, the others by about PART plies.
    function part(from, to, alone) {
      parts.push(api.plies(lang, from, to));
      weight += to - from + 10;
      if (!sent || alone || weight >= PART) { flush(); sent = true; }
    }
    function read(text) {
      const r = JSON.parse(api.read(text, lang));
      if (failed(r)) return;
      answer({ count: r.games.length });
      r.games.forEach(function (plies, i) {
        if (plies > 2 * FIRST) {
          steps.push(function () { if (!failed(JSON.parse(api.check(i, lang, FIRST)))) part(0, FIRST, true); });
          steps.push(function () { failed(JSON.parse(api.check(i, lang, 0))); });
          for (let from = FIRST; from < plies; from += PART) {
            steps.push(function () { part(from, Math.min(from + PART, plies), true); });
          }
        } else {
          steps.push(function () { if (!failed(JSON.parse(api.check(i, lang, 0)))) part(0, plies, false); });
        }
      });
      steps.push(function () { flush(); answer({ done: true }); });
    }
    if (m.link !== undefined) {
      steps.push(function () {
        const r = JSON.parse(api.link(m.link, lang));
        if (failed(r)) return;
        answer({ text: r.text });
        steps.push(function () { read(r.text); });
      });
    } else {
      steps.push(function () { read(m.text); });
    }
    function run() {
      const t0 = Date.now();
      try {
        while (steps.length && !stale()) {
          steps.shift()();
          if (Date.now() - t0 > slice) break;
        }
      } catch (e) {
        // The module failed (a Go panic ends it): the page says so.
        answer({ broken: true });
        return;
      }
      if (steps.length && !stale()) setTimeout(run, 0);
    }
    run();
  }

  function review(api, m, post, stale) {
    const a = m.review;
    let pass = 0, k = 0, of = 0, shown = 0;
    function answer(x) { x.id = m.id; post(x); }
    function ok(text) {
      const r = JSON.parse(text);
      if (r.error || r.ok === false) { answer({ error: r.error || r.refusal }); return null; }
      return r;
    }
    function graph(last) {
      const w = { lang: m.lang };
      for (const key in a.words) w[key] = a.words[key];
      answer({ graph: api.graph(w), pass: pass, rated: k, of: of, games: a.passes[pass] });
      shown = Date.now();
      if (last) answer({ done: true });
    }
    if (!ok(api.read(a.text, m.lang)) || !ok(api.check(a.game, m.lang, 0))) return;
    let r;
    if (a.file && (r = JSON.parse(api.reviewed({ text: a.file }))).ok) {
      pass = a.passes.length - 1;
      k = of = r.of;
      graph(true);
      return;
    }
    function step() {
      if (stale()) return;
      const t0 = Date.now();
      while (Date.now() - t0 < 100) {
        if (k === of && of > 0) {
          if (pass === a.passes.length - 1) { graph(true); return; }
          graph(false);
          pass++;
          k = 0;
        }
        const r = ok(api.review({ ply: k, games: a.passes[pass], seed: a.seed }));
        if (!r) return;
        of = r.of;
        k++;
        if (of === 0) { graph(true); return; }
      }
      if (Date.now() - shown > 250) graph(false);
      setTimeout(step, 0);
    }
    step();
  }

  if (typeof document !== "undefined") {
    scope.urtextReaderJob = job;
    return;
  }

  // In the worker: the module starts on the first message; a job waits
  // for it, and a newer job replaces one not started.
  let api = null, latest = 0, waiting = null;
  function post(x) { scope.postMessage(x); }
  function start(m) {
    latest = m.id;
    job(api, m, post, function () { return latest !== m.id; }, 100);
  }
  scope.onmessage = function (e) {
    const m = e.data;
    if (m.exec) {
      scope.importScripts("module-worker.js");
      scope.urtextStart(m.exec, m.wasm, m.rules, function (a) {
        api = a;
        if (waiting) start(waiting);
        waiting = null;
      }, function () { post({ unusable: true }); });
      return;
    }
    if (m.draw) {
      if (api) job(api, m, post, function () { return false; }, 0);
      else post({ id: m.id, draw: "" }); // no review yet: nothing to draw
      return;
    }
    latest = m.id;
    if (m.stop) waiting = null; // the job under way stops at its next step
    else if (api) start(m);
    else waiting = m;
  };
})(self);
