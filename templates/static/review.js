// A game's review as the pages show it (reader.js, play.js), and the
// worker that does the work: the reader's build of the module in a Web
// Worker (reader-worker.js), so that the page's main thread never waits.
// A first pass rates every ply quickly, a second refines it with as many
// games as the site's reviews and the same seed, and ends with the lines
// urtext review writes. The module draws the graph (internal/graph); the
// page puts in its words.
import { lang, el, build, rulesets } from "./dom.js";

/** Games played out after each move, pass by pass. */
export const PASSES = [100, 1000];
/** The seed of the site's reviews. */
export const SEED = 1;

const workerURL = import.meta.url.replace(/review\.js([?#].*)?$/, "reader-worker.js");

/**
 * moduleWorker starts a worker running the module at wasm (a URL): take
 * gets its answers, failed is called when it cannot start. It gives
 * false where there can be none.
 * @param {string} wasm
 * @param {function(Object)} take
 * @param {function()} failed
 * @returns {Worker|false}
 */
export function moduleWorker(wasm, take, failed) {
  const exec = document.querySelector('script[src*="wasm_exec"]');
  if (!window.Worker || !exec || !wasm) return false;
  let w;
  try {
    w = new Worker(workerURL);
  } catch (e) {
    return false;
  }
  w.onmessage = (e) => { if (e.data.unusable) failed(); else take(e.data); };
  w.onerror = (e) => { e.preventDefault(); failed(); };
  w.postMessage({ exec: exec.src, wasm: new URL(wasm, location.href).href, rules: rulesets() });
  return w;
}

/**
 * wordsIn reads the words of a review from the page (a template's
 * [data-word] spans): word(key, {name: value}) fills in the
 * placeholders.
 * @param {ParentNode} root
 */
export function wordsIn(root) {
  return (key, vars) => {
    const w = root.querySelector('[data-word="' + key + '"]');
    let s = w ? w.textContent : key;
    for (const k in vars || {}) s = s.split("{" + k + "}").join(vars[k]);
    return s;
  };
}

/** count writes a number in the page's way: "1,000", "1 000". */
export function count(n) { return Number(n).toLocaleString(lang === "fr" ? "fr-FR" : "en-GB"); }

/**
 * Reviews runs a page's reviews in a worker of their own, one at a time:
 * a newer one replaces one under way.
 */
export class Reviews {
  /** @param {string} wasm the reader's build of the module */
  constructor(wasm) {
    this.wasm = wasm;
    this.worker = null;
    this.n = 0;
    this.current = null; // {id, answer, failed}
    this.drawing = new Map(); // id to the resolve of draw's promise
  }

  /** can says whether a review can run here. */
  can() { return !!window.Worker && !!this.wasm && this.worker !== false; }

  /**
   * start reviews game (from 0) of record text, or takes its review from
   * file; answer gets each answer ({graph, pass, rated, of, games}, then
   * {done}), failed is called when it cannot go on.
   */
  start(text, game, file, words, answer, failed) {
    if (this.worker === null) {
      this.worker = moduleWorker(this.wasm, (m) => this.take(m), () => this.fail());
    }
    if (!this.worker) { failed(); return; }
    this.stop();
    const id = ++this.n;
    this.current = { id, answer, failed };
    this.worker.postMessage({ id, lang, review: { text, game, file: file || "", passes: PASSES, seed: SEED, words } });
  }

  /** stop leaves the review under way where it is. */
  stop() {
    if (!this.current) return;
    if (this.worker) this.worker.postMessage({ id: ++this.n, stop: true });
    this.current = null;
  }

  /**
   * draw asks the worker for a board drawn by the reader's build
   * (opts as wasm/reader.go's draw takes them, the better move among
   * them): it resolves to the module's answer, JSON text, or "" when
   * there is no worker to ask.
   * @param {Object} opts
   * @returns {Promise<string>}
   */
  draw(opts) {
    if (!this.worker) return Promise.resolve("");
    const id = ++this.n;
    return new Promise((resolve) => {
      this.drawing.set(id, resolve);
      this.worker.postMessage({ id, draw: opts });
    });
  }

  take(m) {
    if (m.draw !== undefined) {
      const resolve = this.drawing.get(m.id);
      this.drawing.delete(m.id);
      if (resolve) resolve(m.draw);
      return;
    }
    const c = this.current;
    if (!c || m.id !== c.id) return;
    if (m.error) { this.current = null; c.failed(); return; }
    if (m.done) this.current = null;
    c.answer(m);
  }

  fail() {
    const c = this.current;
    if (this.worker) this.worker.terminate();
    this.worker = false;
    this.current = null;
    for (const resolve of this.drawing.values()) resolve("");
    this.drawing.clear();
    if (c) c.failed();
  }
}

/**
 * show puts a review's answer in its box (templates: .review-host,
 * .review-count, .review-moves with its list, .review-none,
 * .review-method, .review-status): the graph, the flagged moves as
 * buttons that name their line (data-ply), the count, the method and
 * the progress. It gives the flags counted.
 * @param {Element} box
 * @param {{graph: Array, lines: Array}} g the module's graph
 * @param {{pass: number, rated: number, of: number, games: number}} m
 * @param {function(string, Object=): string} word
 */
export function show(box, g, m, word) {
  box.querySelector("figure.review").hidden = false;
  box.querySelector(".review-host").replaceChildren(build(g.graph));
  const n = { inaccuracy: 0, mistake: 0, blunder: 0 };
  const items = [];
  g.lines.forEach((l, i) => {
    if (n[l.flag] === undefined) return;
    n[l.flag]++;
    items.push(el("li", { class: "review-" + l.flag }, [el("button", { type: "button", class: "review-goto", "data-ply": String(i) }, [l.said])]));
  });
  box.querySelector(".review-moves ul").replaceChildren(...items);
  const sides = box.querySelector(".review-sides");
  if (sides && g.sides) {
    ["L", "D"].forEach((s, i) => {
      const row = sides.querySelector('tr[data-side="' + s + '"]');
      row.querySelector(".review-accuracy").textContent = g.sides[i].accuracy;
      row.querySelector(".review-luck").textContent = g.sides[i].luck;
    });
    sides.hidden = false;
  }
  // The key moves open at once: what a player looks at first.
  const moves = box.querySelector(".review-moves");
  if (moves.hidden && items.length) moves.open = true;
  moves.hidden = false;
  box.querySelector(".review-none").hidden = items.length > 0;
  box.querySelector(".review-count").textContent = word("review.count", { inaccuracies: n.inaccuracy, mistakes: n.mistake, blunders: n.blunder });
  // The margin as graph.Margin has it.
  box.querySelector(".review-method").textContent = word("review.method", { games: count(m.games), margin: Math.round(98 / Math.sqrt(m.games)) });
  const key = m.rated === m.of && m.pass === PASSES.length - 1 ? "reader.review.done" : m.pass === 0 ? "reader.review.quick" : "reader.review.full";
  box.querySelector(".review-status").textContent = word(key, { done: m.rated, of: m.of, games: count(m.games) });
  return n;
}
