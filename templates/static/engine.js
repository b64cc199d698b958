// The engine: the WebAssembly module (wasm/), loaded once per page, and a
// Game object per game in play. Every rule is decided in the module; each
// call answers one shape, {ok: true, state} or {ok: false, refusal}.

/**
 * @typedef {{code: string, message: string, rule: boolean}} Refusal a rule's (rule: its section has the code as id) or the call's own
 * @typedef {{from: string, to: string, leave: boolean, warrior: boolean, carry: number, label: string}} Move
 * @typedef {{raw: string, kind: string, cost?: number, piece?: number}} Way
 * @typedef {object} State
 * @property {Array} board the drawing (internal/board), for build()
 * @property {string} position the position in the notation
 * @property {string} turn "L" or "D"
 * @property {string} [winner] "L" or "D" once the game is over
 * @property {string} [result] the result in words
 * @property {string} money the purses and the pool, where there is money
 * @property {string} said the last ply in words
 * @property {number} plies
 * @property {boolean} undo
 * @property {{raw: string, value: number, words: string}} [throw]
 * @property {Move[]} [moves] the legal moves, once thrown
 * @property {Way[]} [ways] the ways to take the turn (late)
 * @property {string[]} [throws] the throws that can be set (teaching)
 * @property {number} binary how many two-sided dice, 0 for a die
 * @property {number[]} code the position in the compact form, for open
 * @typedef {{ok: true, state: State} | {ok: false, refusal: Refusal}} Reply
 * @typedef {{ok: true, way?: string, move?: Move} | {ok: false, refusal: Refusal}} Choice what the computer would do:
 *   before the throw, the way to throw ("" when there is no choice); after it, the move
 */

import { rulesets } from "./dom.js";

let loading = null;

/**
 * define gives a module the rulesets it plays (see rulesets in dom.js).
 * @param {object} api
 * @param {string[]} defs
 */
export function define(api, defs) {
  for (const rules of defs) {
    const r = JSON.parse(api.define({ rules }));
    if (!r.ok) console.error("urtext: a ruleset the module cannot read: " + rules.split(" ")[1]);
  }
}

/**
 * load starts the module (once), gives it the page's rulesets, and
 * resolves to its API.
 * @param {string} url the module's address
 * @returns {Promise<object>}
 */
export function load(url) {
  if (loading) return loading;
  loading = new Promise((resolve, reject) => {
    if (!url || typeof Go !== "function" || !window.WebAssembly) { reject(new Error("no WebAssembly")); return; }
    window.addEventListener("urtext-ready", () => {
      define(window.urtext, rulesets());
      resolve(window.urtext);
    }, { once: true });
    const go = new Go();
    const bytes = () => fetch(url).then((r) => r.arrayBuffer()).then((b) => WebAssembly.instantiate(b, go.importObject));
    const inst = WebAssembly.instantiateStreaming
      ? WebAssembly.instantiateStreaming(fetch(url), go.importObject).catch(bytes)
      : bytes();
    inst.then((r) => go.run(r.instance), reject);
  });
  return loading;
}

/**
 * words looks up the interface's words of the page's language in the
 * module's catalogue (ui/), once each, with {name} placeholders filled.
 * @param {object} api
 * @param {string} lang
 * @returns {function(string, Object<string, *>=): string}
 */
export function words(api, lang) {
  const said = {};
  return (key, args) => {
    let s = said[key] || (said[key] = api.t(lang, key));
    for (const k in args || {}) s = s.split("{" + k + "}").join(String(args[k]));
    return s;
  };
}

/**
 * opening draws who moves first by the opening throws, as the rules say.
 * @param {object} api
 * @param {string} ruleset
 * @param {number} seed
 * @returns {{ok: true, throws: string[][], first: boolean} | {ok: false, refusal: Refusal}}
 */
export function opening(api, ruleset, seed) {
  return JSON.parse(api.opening({ ruleset, seed }));
}

/** A game in the module. */
export class Game {
  /**
   * open starts a game; on success the answer carries the Game.
   * @param {object} api
   * @param {{ruleset: string, state?: Uint8Array, seed?: number, teaching?: boolean, lang: string}} opts
   * @returns {{ok: true, game: Game, state: State} | {ok: false, refusal: Refusal}}
   */
  static open(api, opts) {
    const r = JSON.parse(api.open(opts));
    if (r.ok) r.game = new Game(api, r.game);
    return r;
  }

  constructor(api, handle) {
    this.api = api;
    this.handle = handle;
  }

  /** @returns {Reply} */
  state() { return this.call("state"); }
  /** throw throws the dice: {} at random, {way} the late variant's way, {raw} set by hand when teaching. @returns {Reply} */
  throw(opts) { return this.call("throw", opts || {}); }
  /** @param {{from: string, to?: string, leave?: boolean, warrior?: boolean, carry?: number}} move @returns {Reply} */
  play(move) { return this.call("play", move); }
  /** undo takes back moves until it is side's turn again. @param {string} [side] @returns {Reply} */
  undo(side) { return this.call("undo", { side: side || "" }); }
  /** computer plays the side to move's whole turn, at a level from 1 (a beginner) to 3. @returns {Reply} */
  computer(level) { return this.call("computer", { level: level || 2 }); }
  /** choose says what computer would do next, without doing it. @param {number} level @returns {Choice} */
  choose(level) { return this.call("choose", { level }); }
  /** @param {string} square @returns {{ok: true, move: {from: string, to: string}} | {ok: false, refusal: Refusal}} */
  try(square) { return this.call("try", { square }); }
  /** @returns {{ok: true, record: string} | {ok: false, refusal: Refusal}} */
  record() { return this.call("record"); }
  /** board draws the board after ply i (from 0), as it was then. @param {number} ply @returns {{ok: true, board: Array} | {ok: false, refusal: Refusal}} */
  board(ply) { return this.call("board", { ply }); }
  /** close frees the game in the module. */
  close() { if (this.handle) this.call("close"); this.handle = 0; }

  call(name, arg) { return JSON.parse(this.api[name](this.handle, arg)); }
}

/**
 * A Thinker asks a Web Worker running the same module (computer-worker.js)
 * what the computer would do, so that a long search never holds the page;
 * where there can be no worker, or it cannot start, it asks the page's
 * module instead.
 */
export class Thinker {
  /**
   * @param {string} wasm the module's address
   * @param {string} lang
   */
  constructor(wasm, lang) {
    this.lang = lang;
    this.pending = new Map();
    this.jobs = 0;
    this.worker = null;
    const exec = document.querySelector('script[src*="wasm_exec"]');
    if (!window.Worker || !exec || !wasm) return;
    try {
      this.worker = new Worker(new URL("computer-worker.js", import.meta.url));
    } catch (e) {
      return;
    }
    this.worker.onmessage = (e) => {
      if (e.data.unusable) { this.giveUp(); return; }
      const p = this.pending.get(e.data.id);
      this.pending.delete(e.data.id);
      if (p) p.resolve(e.data);
    };
    this.worker.onerror = (e) => { e.preventDefault(); this.giveUp(); };
    this.worker.postMessage({ exec: exec.src, wasm: new URL(wasm, location.href).href, rules: rulesets() });
  }

  /** giveUp leaves the worker: what it was asked, the page's module answers. */
  giveUp() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.resolve(p.game.choose(p.level));
    this.pending.clear();
  }

  /**
   * choose resolves to what the computer would do in game, whose state is st.
   * @param {Game} game
   * @param {State} st
   * @param {string} ruleset
   * @param {number} level
   * @returns {Promise<Choice>}
   */
  choose(game, st, ruleset, level) {
    if (!this.worker) return Promise.resolve(game.choose(level));
    const id = ++this.jobs;
    return new Promise((resolve) => {
      this.pending.set(id, { resolve, game, level });
      // The worker opens a fresh copy of the game for each question: a new
      // seed each time, or the beginner would make the same whim each time.
      const whims = Math.floor(Math.random() * 4294967296);
      this.worker.postMessage({ id, ruleset, code: st.code, raw: st.throw ? st.throw.raw : "", level, whims, lang: this.lang });
    });
  }
}
