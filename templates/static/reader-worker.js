// The game reader's work (reader.js sends it here): the reader's build of
// the module, in a Web Worker, reads a record and checks it, and hands the
// page each game as soon as it is checked, the first plies of a long game
// before the rest, so that the page's main thread never waits on a long
// record. Without a worker the page loads this file and runs the same job
// itself, in slices (window.urtextReaderJob).
//
// The page sends {exec, wasm, rules} once (wasm_exec.js, the module and
// the page's rulesets), then jobs, {id, lang, text} or {id, lang, link}
// (the code after #record=). Each job answers with messages of its id:
// {text} (a link's record), {count} (the record's games), {parts: […]}
// (games, or parts of a long one, as the module writes them: parsed
// here, off the page's main thread), then {error} or {done}.
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
    let steps = [], parts = [];
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
    }
    // part sends plies from..to of the long game checked last.
    function part(from, to) {
      parts.push(JSON.parse(api.plies(lang, from, to)));
      flush();
    }
    // few checks and sends short games from..to-1 in one call: a call
    // into the module costs about as much as checking a short game.
    function few(from, to) {
      const r = JSON.parse(api.checkAll(lang, from, to));
      r.games.forEach(function (g) { parts.push(g); });
      flush();
      failed(r);
    }
    function read(text) {
      const r = JSON.parse(api.read(text, lang));
      if (failed(r)) return;
      answer({ count: r.games.length });
      // Short games go by about PART plies (each counted ten more), the
      // first alone, so that it shows at once; a long one by its parts.
      let first = -1, weight = 0;
      function close(to) {
        if (first < 0) return;
        const from = first;
        steps.push(function () { few(from, to); });
        first = -1;
        weight = 0;
      }
      r.games.forEach(function (plies, i) {
        if (plies > 2 * FIRST) {
          close(i);
          steps.push(function () { if (!failed(JSON.parse(api.check(i, lang, FIRST)))) part(0, FIRST); });
          steps.push(function () { failed(JSON.parse(api.check(i, lang, 0))); });
          for (let from = FIRST; from < plies; from += PART) {
            steps.push(function () { part(from, Math.min(from + PART, plies)); });
          }
          return;
        }
        if (first === 0 || weight + plies + 10 > PART) close(i);
        if (first < 0) first = i;
        weight += plies + 10;
      });
      close(r.games.length);
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
