// The replay player. Every replay of a page (figure.replay[data-replay])
// becomes a board that steps through its plies, showing the page's own
// drawing of each, from which the reader can take over and play on, alone
// or against the computer. The rules are decided by the engine (the
// WebAssembly module, engine.js): this script only shows and listens.
// Without JavaScript or WebAssembly the static diagrams stay as they are.

import { lang, reduced, el, build, bytes, seed, button, dice, throwWords } from "./dom.js";
import { load, words, Game } from "./engine.js";
import { moduleWorker, count } from "./review.js";

let api = null;
let t = (key) => key;
let players = [];

// Player is one replay's player: replay mode steps through the frames
// drawn at build time; live mode plays on with the engine.
class Player {
  constructor(fig) {
    this.fig = fig;
    this.ruleset = fig.getAttribute("data-ruleset");
    this.rulesHref = fig.getAttribute("data-rules-href");
    this.binary = +fig.getAttribute("data-binary");
    const start = fig.querySelector(".frame.start");
    this.items = [{ pos: start.getAttribute("data-position"), state: start.getAttribute("data-state"), li: null,
      notes: start.querySelectorAll(".comment"), drawn: start.querySelector("svg.board") }];
    this.index = 0;
    this.game = null;
    this.state = null;
    this.computer = "";
    this.timer = null;
    this.currentLi = null;
    this.build();
    this.add(fig.querySelectorAll("ol.plies > li.ply"));
    this.show(0, false);
  }

  // add takes plies of the move list in: all of them at the start, and
  // those the reader appends to a long game as they are checked. Each
  // ply's number takes the player to it.
  add(lis) {
    const label = t("player.goto");
    for (const li of lis) {
      const i = this.items.length;
      this.items.push({ pos: li.getAttribute("data-position"), state: li.getAttribute("data-state"), li,
        notes: li.querySelectorAll(".comment"), drawn: li.querySelector("svg.board"), side: li.getAttribute("data-side"),
        from: li.getAttribute("data-from"), to: li.getAttribute("data-to"), raw: li.getAttribute("data-throw") });
      const text = li.querySelector(".ply-text");
      const go = button(li.getAttribute("value") + ".", "goto", () => { this.stop(); this.back(true); this.show(i, true); });
      go.setAttribute("aria-label", label + " " + li.getAttribute("value"));
      text.insertBefore(go, text.firstChild);
    }
    this.next.disabled = this.last.disabled = this.index >= this.items.length - 1;
  }

  build() {
    const fig = this.fig;
    const title = fig.querySelector("figcaption");
    this.root = el("div", { class: "player", role: "group", tabindex: "0",
      "aria-label": t("player.label") + ": " + (title ? title.textContent.trim() : "") });
    this.boardHost = el("div", { class: "board-host" });
    this.throwBox = el("div", { class: "throw-box" });
    this.comment = el("div", { class: "player-comment" });
    this.status = el("p", { class: "announce", "aria-live": "polite" });
    this.refusal = el("p", { class: "refusal", role: "alert" });
    this.choices = el("div", { class: "controls choices" });
    this.refusal.hidden = true;

    this.first = button("«", "ctl first", () => { this.stop(); this.show(0, true); });
    this.prev = button("‹", "ctl prev", () => { this.stop(); this.show(this.index - 1, true); });
    this.next = button("›", "ctl next", () => { this.stop(); this.show(this.index + 1, true); });
    this.last = button("»", "ctl last", () => { this.stop(); this.show(this.items.length - 1, true); });
    this.playBtn = button(t("player.play"), "ctl play", () => this.toggle());
    for (const [k, key] of [["first", "player.first"], ["prev", "player.prev"], ["next", "player.next"], ["last", "player.last"]]) {
      this[k].setAttribute("aria-label", t(key));
      this[k].setAttribute("title", t(key));
    }
    this.speed = el("select", { class: "speed", "aria-label": t("player.speed") }, [
      el("option", { value: "2000" }, [t("player.slow")]),
      el("option", { value: "1000", selected: "selected" }, [t("player.normal")]),
      el("option", { value: "400" }, [t("player.fast")])
    ]);
    this.takeover = button(t("player.takeover"), "ctl takeover", () => this.takeOver());
    // A whole game is the play page's; a replay links to it.
    const playHref = fig.getAttribute("data-play-href");
    this.newGame = el("a", { class: "ctl newgame", href: playHref }, [t("player.newgame")]);
    this.newGame.hidden = !playHref;
    this.replayBar = el("div", { class: "controls replay-controls" },
      [this.first, this.prev, this.next, this.last, this.playBtn,
        el("label", { class: "speed-label" }, [t("player.speed") + " ", this.speed]), this.takeover, this.newGame]);

    this.throwBtn = button(t("player.throw"), "ctl throw", () => this.roll());
    this.setThrow = el("select", { class: "set-throw", "aria-label": t("player.setthrow") });
    this.setBtn = button(t("player.setthrow"), "ctl set", () => this.roll(this.setThrow.value));
    this.setGroup = el("span", { class: "set-group" }, [this.setThrow, this.setBtn]);
    this.waysBox = el("span", { class: "ways" });
    this.passBtn = button(t("player.pass"), "ctl pass", () => this.move({ from: "pass" }));
    this.enterBtn = button(t("player.enter"), "ctl enter", () => this.click("in"));
    this.undoBtn = button(t("player.undo"), "ctl undo", () => this.undo());
    this.hintBtn = button(pageWord("hint"), "ctl hint", () => this.hint());
    this.hintBtn.hidden = true;
    this.hintBox = el("div", { class: "hint-box", "aria-live": "polite" });
    this.computerSel = el("select", { class: "computer", "aria-label": t("player.computer") }, [
      el("option", { value: "" }, [t("player.nobody")]),
      el("option", { value: "L" }, [t("light")]),
      el("option", { value: "D" }, [t("dark")])
    ]);
    this.computerSel.addEventListener("change", () => { this.computer = this.computerSel.value; this.refresh(this.state); this.computerTurn(); });
    this.recordBtn = button(t("player.record"), "ctl record", () => this.toggleRecord());
    this.backBtn = button(t("player.back"), "ctl back", () => this.back());
    this.liveBar = el("div", { class: "controls live-controls" },
      [this.throwBtn, this.waysBox, this.setGroup, this.enterBtn, this.passBtn, this.undoBtn, this.hintBtn,
        el("label", { class: "computer-label" }, [t("player.computer") + " ", this.computerSel]), this.recordBtn, this.backBtn]);
    this.liveBar.hidden = true;
    this.recordBox = el("textarea", { class: "record-text", readonly: "readonly", rows: "8", "aria-label": t("replay.source") });
    this.recordBox.hidden = true;

    this.root.append(this.boardHost, this.throwBox, this.replayBar, this.liveBar, this.choices, this.hintBox, this.status, this.refusal, this.comment, this.recordBox);
    fig.insertBefore(this.root, fig.querySelector(".frame.start"));
    fig.classList.add("hydrated");

    this.root.addEventListener("keydown", (e) => {
      if (e.target !== this.root || this.game !== null) return;
      const k = e.key;
      if (k === "ArrowRight") this.show(this.index + 1, true);
      else if (k === "ArrowLeft") this.show(this.index - 1, true);
      else if (k === "Home") this.show(0, true);
      else if (k === "End") this.show(this.items.length - 1, true);
      else if (k === " " || k === "Spacebar") this.toggle();
      else return;
      e.preventDefault();
    });
  }

  // show draws frame i of the replay; user says whether the reader asked
  // (then the announcement and the address follow).
  show(i, user) {
    if (i < 0 || i >= this.items.length) return;
    this.index = i;
    const it = this.items[i];
    // The page's own drawing of the frame when it has one; the reader's
    // games are drawn by the module, frame by frame.
    if (it.drawn) {
      this.boardHost.replaceChildren(it.drawn.cloneNode(true));
      const money = it.drawn.nextElementSibling;
      if (money && money.classList.contains("money")) this.boardHost.appendChild(money.cloneNode(true));
    } else if (api.draw) {
      // A reviewed ply (reader.js) carries the better move: in outline.
      const better = (it.li && it.li.getAttribute("data-better")) || "";
      const r = JSON.parse(api.draw({ ruleset: this.ruleset, state: bytes(it.state), lang, from: it.from || "", to: it.to || "", side: it.side || "", better }));
      this.boardHost.replaceChildren(r.ok ? build(r.board) : "");
    }
    this.throwBox.replaceChildren(dice(it.raw, this.binary));
    // A ply's comments as they are now: a review adds its own.
    const notes = it.li ? it.li.querySelectorAll(".comment") : it.notes;
    this.comment.replaceChildren(...[].map.call(notes, (n) => el("p", { class: n.className }, [n.textContent])));
    if (this.currentLi) this.currentLi.removeAttribute("aria-current");
    this.currentLi = it.li;
    if (it.li) {
      it.li.setAttribute("aria-current", "step");
      // A list in a box of its own (the reader's) follows the game: the
      // current ply in the middle of the box, the page left where it is.
      const box = it.li.closest("[data-follow]");
      if (box && box.scrollHeight > box.clientHeight) {
        const top = it.li.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
        box.scrollTop = top - (box.clientHeight - it.li.offsetHeight) / 2;
      }
    }
    this.first.disabled = this.prev.disabled = i === 0;
    this.next.disabled = this.last.disabled = i === this.items.length - 1;
    this.fig.setAttribute("data-frame", String(i));
    this.fig.setAttribute("data-position", it.pos);
    this.fig.dispatchEvent(new CustomEvent("urtext:show", { detail: i }));
    if (user) {
      this.status.textContent = it.li ? said(it.li) : t("replay.start");
      if (window.history && history.replaceState) history.replaceState(null, "", "#" + (it.li ? it.li.id : this.fig.id));
    }
  }

  toggle() {
    if (this.timer) { this.stop(); return; }
    if (this.index === this.items.length - 1) this.show(0, true);
    this.playBtn.textContent = t("player.pause");
    this.playBtn.setAttribute("aria-pressed", "true");
    const step = () => {
      if (this.index >= this.items.length - 1) { this.stop(); return; }
      this.show(this.index + 1, true);
      this.timer = setTimeout(step, parseInt(this.speed.value, 10));
    };
    this.timer = setTimeout(step, reduced ? 0 : 200);
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.playBtn.textContent = t("player.play");
    this.playBtn.setAttribute("aria-pressed", "false");
  }

  // Live play.

  enterLive(r) {
    if (!r.ok) { this.refuse(r.refusal); return; }
    this.stop();
    if (this.game) this.game.close();
    this.game = r.game;
    this.replayBar.hidden = true;
    this.liveBar.hidden = false;
    this.fig.classList.add("live");
    this.computerSel.value = this.computer;
    this.comment.replaceChildren();
    this.refresh(r.state);
    this.root.focus();
  }

  // Taking over a replay is for teaching: the throw may be set by hand.
  // (A new game, with fair dice only, is the play page's.)
  // The reader plays the side to move, the computer the other, which the
  // selector says from the start (it can be changed, or set to nobody).
  takeOver() {
    const r = Game.open(api, { ruleset: this.ruleset, state: bytes(this.items[this.index].state), seed: seed(), teaching: true, lang });
    this.computer = r.ok && !r.state.winner ? (r.state.turn === "L" ? "D" : "L") : "";
    this.setGroup.hidden = false;
    this.hintBtn.hidden = !hints.can();
    this.enterLive(r);
    this.status.textContent = t("player.live");
  }

  back(quiet) {
    if (this.game === null) return;
    this.game.close();
    this.game = null;
    this.computer = "";
    this.liveBar.hidden = true;
    this.replayBar.hidden = false;
    this.recordBox.hidden = true;
    this.refusal.hidden = true;
    this.hintBtn.hidden = true;
    this.hintBox.replaceChildren();
    this.fig.classList.remove("live");
    this.show(this.index, !quiet);
  }

  // answer takes a call's answer: the new state, or why not.
  answer(r) {
    if (!r.ok) { this.refuse(r.refusal); return false; }
    this.refusal.hidden = true;
    this.refresh(r.state);
    return true;
  }

  // refresh draws the live game: the board, the throw, the squares that
  // can move, and which controls apply.
  refresh(st) {
    this.state = st;
    const marks = (st.moves || []).map((m) => m.from);
    this.boardHost.replaceChildren(build(st.board));
    if (st.money) this.boardHost.appendChild(el("p", { class: "money" }, [st.money]));
    this.listen(marks);
    const thrown = !!st.throw;
    this.throwBox.replaceChildren(dice(thrown ? st.throw.raw : "", st.binary));
    if (thrown) this.throwBox.appendChild(el("span", { class: "throw-text" }, [t("player.thrown") + " " + st.throw.words.replace(st.throw.raw, () => throwWords(st.throw.raw))]));
    // The list of throws keeps the one chosen, or shows the one thrown.
    const chosen = thrown ? st.throw.raw : this.setThrow.value;
    this.setThrow.replaceChildren(...(st.throws || []).map((raw) => el("option", { value: raw }, [raw])));
    if ((st.throws || []).indexOf(chosen) >= 0) this.setThrow.value = chosen;
    const over = !!st.winner, mine = st.turn !== this.computer;
    this.throwBtn.disabled = this.setBtn.disabled = this.setThrow.disabled = over || thrown || !mine;
    // Other ways to take the turn, chosen before the throw (the late
    // variant): the stick too, or paying to enter the next piece.
    this.waysBox.replaceChildren();
    for (const w of st.ways || []) {
      if (w.kind === "die") continue;
      const label = w.kind === "pay" ? t("player.pay", { cost: w.cost, piece: w.piece }) : t("player.stick");
      const b = button(label, "ctl way " + w.kind, () => this.roll(undefined, w.raw));
      b.disabled = over || !mine;
      this.waysBox.appendChild(b);
    }
    this.passBtn.disabled = over || !thrown || !mine;
    this.hintBtn.disabled = over || !thrown || !mine;
    this.hintBox.replaceChildren();
    this.enterBtn.disabled = over || !thrown || !mine || marks.indexOf("in") < 0;
    this.undoBtn.disabled = !st.undo;
    this.fig.setAttribute("data-position", st.position);
    this.fig.setAttribute("data-turn", st.turn);
    this.fig.setAttribute("data-thrown", thrown ? st.throw.raw : "");
    this.fig.setAttribute("data-winner", st.winner || "");
    if (!this.recordBox.hidden) this.showRecord();
  }

  // listen makes every square of the live board a button, and marks
  // those whose piece can move.
  listen(marks) {
    for (const hit of this.boardHost.querySelectorAll(".target")) {
      const sq = hit.getAttribute("data-square");
      if (marks.indexOf(sq) >= 0) hit.classList.add("can");
      hit.addEventListener("click", () => this.click(sq));
      hit.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); this.click(sq); }
      });
    }
  }

  refuse(r) {
    this.refusal.replaceChildren(document.createTextNode(r.message + " "));
    this.refusal.setAttribute("data-code", r.code);
    if (this.rulesHref !== null && r.rule) {
      // The rule's name is its section's heading when it is on this page.
      const h = this.rulesHref === "" ? document.getElementById(r.code) : null;
      const name = h && h.firstChild ? h.firstChild.textContent.trim() : "";
      this.refusal.appendChild(el("a", { href: this.rulesHref + "#" + r.code, class: "rule-link" }, [t("player.rule") + (name ? t("p.colon") + name : "")]));
    }
    this.refusal.hidden = false;
  }

  // click is what clicking a square means: its piece's move, or a choice
  // between its moves (both ways, carrying or leaving prisoners), or the
  // reason it cannot move.
  click(sq) {
    const st = this.state;
    if (this.game === null || st.winner || st.turn === this.computer) return;
    if (!st.throw) {
      this.status.textContent = t("player.throwfirst");
      return;
    }
    this.choices.replaceChildren();
    const mine = (st.moves || []).filter((m) => m.from === sq);
    if (mine.length > 1) {
      for (const m of mine) {
        this.choices.appendChild(button(m.label, "ctl choice", () => { this.choices.replaceChildren(); this.move(m); }));
      }
      this.choices.firstChild.focus();
      return;
    }
    if (mine.length === 1) { this.move(mine[0]); return; }
    const r = this.game.try(sq);
    if (!r.ok) { this.refuse(r.refusal); return; }
    this.move(r.move);
  }

  move(m) {
    if (this.answer(this.game.play(m))) {
      this.status.textContent = this.state.said;
      this.after();
    }
  }

  roll(raw, way) {
    if (!this.answer(this.game.throw({ raw: raw || "", way: way || "" }))) return;
    if (!(this.state.moves || []).length) this.status.textContent = t("player.nomove");
    else this.status.textContent = t("player.thrown") + " " + this.state.throw.words + ". " + t("player.choose") + ".";
  }

  after() {
    if (!this.state.winner) this.computerTurn();
  }

  // computerTurn lets the computer throw and move while it has the dice.
  computerTurn() {
    if (this.game === null || !this.computer || this.state.winner || this.state.turn !== this.computer) return;
    const g = this.game;
    setTimeout(() => {
      if (this.game !== g) return;
      if (this.answer(g.computer())) {
        this.status.textContent = this.state.said;
        this.after();
      }
    }, reduced ? 0 : 500);
  }

  undo() {
    const side = this.computer === "L" ? "D" : this.computer === "D" ? "L" : "";
    this.answer(this.game.undo(side));
  }

  // hint asks what the computer would play with this throw, and the
  // chance each move leaves: its move is marked on the board, the
  // moves listed with their chances.
  hint() {
    const st = this.state;
    if (!st || !st.throw) return;
    this.hintBox.replaceChildren(el("p", {}, [pageWord("hint-wait")]));
    hints.ask({ ruleset: this.ruleset, state: new Uint8Array(st.code), raw: st.throw.raw, games: HINT_GAMES, seed: 1, lang }).then((h) => {
      if (this.state !== st) return;
      if (!h || !h.ok) { this.hintBox.replaceChildren(el("p", {}, [pageWord("hint-failed")])); return; }
      if (!h.moves.length) { this.hintBox.replaceChildren(el("p", {}, [pageWord("hint-none")])); return; }
      const mine = h.moves[h.computer] || h.moves[h.best];
      // A piece to enter is marked on its side's tray.
      const side = mine.from === "in" ? '[data-side="' + st.turn + '"]' : "";
      const target = this.boardHost.querySelector('.target[data-square="' + mine.from + '"]' + side);
      if (target) target.classList.add("hinted");
      const games = count(HINT_GAMES);
      this.hintBox.replaceChildren(
        el("p", { class: "hint-says" }, [pageWord("hint-says").replace("{move}", mine.label)]),
        el("p", {}, [pageWord("hint-chances").replace("{games}", games)]),
        el("ul", { class: "hint-moves" }, h.moves.map((m, i) => el("li", { class: i === h.computer ? "hint-computer" : "" },
          [m.label + t("p.colon") + m.chance + " (" + m.low + "–" + m.high + ")"]))));
    });
  }

  showRecord() {
    const r = this.game.record();
    if (r.ok) this.recordBox.value = r.record;
  }

  toggleRecord() {
    this.recordBox.hidden = !this.recordBox.hidden;
    this.recordBtn.textContent = t(this.recordBox.hidden ? "player.record" : "player.record.hide");
    if (!this.recordBox.hidden) this.showRecord();
  }
}

// pageWord is a word the page carries for the player (templates.Page's
// body attributes): the module does without it.
function pageWord(k) { return document.body.getAttribute("data-" + k) || k; }

// The teaching mode's hint: the reader's build of the module, in a
// worker (reader-worker.js), says what the computer would play and the
// chance of winning each move leaves, from games played out; the
// player's module does not carry them. It starts at the first hint.
const HINT_GAMES = 400;
const hints = {
  worker: null, n: 0, waiting: new Map(),
  wasm() {
    const b = document.body;
    return b.getAttribute("data-wasm-review") || (b.hasAttribute("data-reader") ? b.getAttribute("data-wasm") : "");
  },
  can() { return !!window.Worker && !!this.wasm() && !!document.querySelector('script[src*="wasm_exec"]'); },
  fail() {
    for (const f of this.waiting.values()) f(null);
    this.waiting.clear();
    if (this.worker) this.worker.terminate();
    this.worker = false;
  },
  ask(q) {
    if (this.worker === null && this.can()) {
      this.worker = moduleWorker(this.wasm(), (m) => {
        const f = this.waiting.get(m.id);
        if (f) { this.waiting.delete(m.id); f(m.hint ? JSON.parse(m.hint) : null); }
      }, () => this.fail());
    }
    if (!this.worker) return Promise.resolve(null);
    // A newer question replaces one the worker has not answered.
    for (const f of this.waiting.values()) f(null);
    this.waiting.clear();
    const id = ++this.n;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage({ id, hint: q });
    });
  }
};

// said is what a ply of the list says, without its number or the chance
// a review added (reader.js).
function said(li) {
  let s = "";
  for (const n of li.querySelector(".ply-text").childNodes) {
    if (!(n.classList && (n.classList.contains("goto") || n.classList.contains("ply-chance")))) s += n.textContent;
  }
  return s.trim();
}

// A link to a ply (#r-royal-path-1-3) opens the page at that position.
function openFromHash() {
  const id = decodeURIComponent(location.hash.slice(1));
  if (!id) return;
  for (const p of players) {
    p.items.forEach((it, i) => {
      if ((it.li && it.li.id === id) || (i === 0 && p.fig.id === id)) {
        p.back(true);
        p.show(i, false);
        p.root.scrollIntoView({ block: "start" });
      }
    });
  }
}

/** hydrate makes a player of a figure built like the static ones (the reader's games). */
export function hydrate(fig) {
  const p = new Player(fig);
  players.push(p);
  return p;
}

/** forget drops the players of the games the reader showed. */
export function forget() {
  for (const p of players) { p.stop(); if (p.game) p.game.close(); }
  players = [];
}

/** ready resolves to the module's API once the page's players are up. */
export const ready = (async () => {
  const figures = document.querySelectorAll("figure.replay[data-replay]");
  const reader = document.body.hasAttribute("data-reader");
  if (!figures.length && !reader) return null;
  if (window.performance && performance.mark) performance.mark("urtext-player-start");
  try {
    api = await load(document.body.getAttribute("data-wasm"));
  } catch (err) {
    document.documentElement.setAttribute("data-player", "failed");
    if (window.console) console.warn("urtext: the player could not start; the diagrams stay static.", err);
    return null;
  }
  t = words(api, lang);
  for (const fig of figures) hydrate(fig);
  openFromHash();
  window.addEventListener("hashchange", openFromHash);
  document.documentElement.setAttribute("data-player", "ready");
  if (window.performance && performance.mark) performance.mark("urtext-interactive");
  return api;
})();
