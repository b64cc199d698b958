// The play page (templates/play.templ): a whole game of a ruleset against
// the computer at a chosen level, a friend on the same device, or the
// computer against itself. The engine (engine.js) decides every rule and
// draws the board; this script shows, listens and keeps the game in
// localStorage, so that a reload resumes it. The dice are fair: their
// seed comes from the browser's cryptographic source and the record keeps
// it, and a resumed game replays its moves on the same dice.

import { lang, reduced, el, build, seed, button, dice, pack, throwWords } from "./dom.js";
import { load, words, opening, Game, Thinker } from "./engine.js";
import { Reviews, wordsIn, show as showReview } from "./review.js";

const section = document.querySelector("section.play");
if (section) start(section);

async function start(section) {
  const q = (sel) => section.querySelector(sel);
  const ruleset = section.getAttribute("data-ruleset");
  const binary = +section.getAttribute("data-binary");
  const rulesHref = section.getAttribute("data-rules-href");
  const readerHref = section.getAttribute("data-reader-href");
  let api;
  try {
    api = await load(document.body.getAttribute("data-wasm"));
  } catch (err) {
    document.documentElement.setAttribute("data-player", "failed");
    q(".play-failed").hidden = false; // what playing needs
    return;
  }
  const t = words(api, lang);
  const thinker = new Thinker(document.body.getAttribute("data-wasm"), lang);
  const KEY = "urtext-play-" + ruleset, PREFS = "urtext-play-prefs";
  const setup = q(".play-setup"), view = q(".play-game"), banner = q(".play-banner");
  const host = q(".play-board .board-host"), throwBox = q(".throw-box"), choices = q(".choices"), refusal = q(".refusal");
  const moves = q(".play-moves"), result = q(".play-result"), past = q(".play-past");
  const ctl = {
    throw: q(".ctl.throw"), ways: q(".ways"), enter: q(".ctl.enter"), pass: q(".ctl.pass"), undo: q(".ctl.undo"),
    pause: q(".ctl.pause"), copy: q(".ctl.copy"), download: q(".ctl.download"), open: q(".ctl.open-reader"),
    again: q(".ctl.again"), new: q(".ctl.new"), reviewThis: q(".ctl.review-this")
  };
  setup.hidden = false;

  // The game: cfg is what was chosen before it (side, opponent, level),
  // saved what localStorage keeps of it.
  let game = null, st = null, cfg = null, saved = null, timer = null, paused = false, chosen = -1, turns = 0;
  // history has each ply as played, to look back at (look): its line,
  // the position after it in the compact form (for the review's drawing
  // of a better move), the move and its side. The game draws a past
  // board again when asked, so a long game keeps about 60 numbers a ply,
  // not a drawing of 6 KB. looking is the ply looked at, -1 for the game
  // as it is.
  let history = [], looking = -1;
  const prefs = read(PREFS) || { coords: true, sound: false };

  function read(key) {
    try { return JSON.parse(localStorage.getItem(key) || "null"); } catch (e) { return null; }
  }
  // A kiosk keeps nothing for the next visitor, and never holds a page
  // back: its idle timer goes back to the start.
  const kiosk = document.body.hasAttribute("data-kiosk");
  function write(key, v) {
    if (kiosk) return;
    try { if (v === null) localStorage.removeItem(key); else localStorage.setItem(key, JSON.stringify(v)); } catch (e) { /* private mode: not kept */ }
  }

  // human says whether side is played from this page.
  const human = (side) => cfg.opponent === "friend" || (cfg.opponent === "computer" && side === cfg.side);
  const sideName = (side) => t(side === "L" ? "light" : "dark");
  const inProgress = () => game !== null && st !== null && !st.winner && st.plies > 0;

  // begin opens a game: fresh, or resumed from what was saved by playing
  // its moves again on the same dice.
  function begin(c, resume) {
    stop();
    if (game) game.close();
    cfg = c;
    const s = resume ? resume.seed : seed();
    const r = Game.open(api, { ruleset, seed: s, lang });
    if (!r.ok) { refuse(r.refusal); return; }
    game = r.game;
    st = r.state;
    saved = { v: 1, seed: s, cfg, plies: [] };
    moves.replaceChildren();
    history = [];
    leave();
    review.reset();
    let note = "";
    if (resume) {
      note = t("play.resumed");
      for (const p of resume.plies) {
        let a = game.throw({ way: p.throw });
        if (a.ok) a = game.play(p.move);
        if (!a.ok) {
          write(KEY, null);
          begin(c, null);
          say(t("play.lost"));
          return;
        }
        st = a.state;
        record(st);
      }
    }
    setup.hidden = true;
    view.hidden = false;
    result.hidden = true;
    show(st);
    if (note) say(note + " " + banner.textContent);
    host.focus();
    next();
  }

  function say(s) { banner.textContent = s; }

  // record takes a played ply into the move list and what is saved.
  function record(s) {
    if (!s.last) return;
    saved.plies.length = s.plies - 1;
    saved.plies.push({ throw: s.last.throw, move: s.last.move });
    history.length = s.plies - 1;
    history.push({ line: s.last.line, code: s.code, move: s.last.move, side: s.last.side });
    while (moves.children.length >= s.plies) moves.lastChild.remove();
    // The ply in words, in the page's language; its line in the notation
    // stays in the record (copy, download, the reader).
    moves.appendChild(el("li", { class: "ply " + (s.last.side === "L" ? "light" : "dark"), "data-line": s.last.line }, [s.said]));
    moves.lastChild.scrollIntoView({ block: "nearest" });
    review.more();
  }

  // answer takes a call's answer: the new state, or why not.
  function answer(r, played) {
    if (!r.ok) { refuse(r.refusal); return false; }
    refusal.hidden = true;
    const before = st;
    st = r.state;
    if (played) {
      record(st);
      sound();
    }
    show(st, played ? before : null);
    write(KEY, st.winner ? null : saved);
    return true;
  }

  function refuse(r) {
    refusal.replaceChildren(document.createTextNode(r.message + " "));
    refusal.setAttribute("data-code", r.code);
    if (r.rule) refusal.appendChild(el("a", { href: rulesHref + "#" + r.code, class: "rule-link" }, [t("player.rule")]));
    refusal.hidden = false;
  }

  // show draws the game: the board, the throw, the banner, the controls.
  function show(s, before) {
    const board = build(s.board);
    host.replaceChildren(board);
    if (s.money) host.appendChild(el("p", { class: "money" }, [s.money]));
    if (before && s.last) slide(board, s.last.move);
    const thrown = !!s.throw;
    throwBox.replaceChildren(dice(thrown ? s.throw.raw : "", binary));
    if (thrown) {
      throwBox.appendChild(el("span", { class: "throw-text" }, [t("player.thrown") + " " + s.throw.words.replace(s.throw.raw, () => throwWords(s.throw.raw))]));
      if (!reduced) throwBox.firstChild.classList.add("rolling");
    }
    const mine = !s.winner && human(s.turn);
    const marks = (s.moves || []).map((m) => m.from);
    listen(board, mine ? marks : []);
    chosen = -1;
    ctl.throw.disabled = !mine || thrown;
    ctl.enter.disabled = !mine || marks.indexOf("in") < 0;
    ctl.pass.disabled = !mine || !thrown || marks.length > 0;
    ctl.undo.disabled = !s.undo || cfg.opponent === "watch" || !!s.winner;
    ctl.pause.hidden = cfg.opponent !== "watch" || !!s.winner;
    ctl.ways.replaceChildren();
    for (const w of s.ways || []) {
      if (w.kind === "die") continue;
      const label = w.kind === "pay" ? t("player.pay", { cost: w.cost, piece: w.piece }) : t("player.stick");
      const b = button(label, "ctl way " + w.kind, () => roll(w.raw));
      b.disabled = !mine;
      ctl.ways.appendChild(b);
    }
    choices.replaceChildren();
    section.setAttribute("data-turn", s.turn);
    section.setAttribute("data-thrown", thrown ? s.throw.raw : "");
    section.setAttribute("data-winner", s.winner || "");
    section.setAttribute("data-position", s.position);
    if (s.winner) { finish(s); return; }
    say(turnText(s, mine, thrown, marks));
    if (mine && thrown && marks.length === 0) passSoon();
  }

  // passSoon passes a turn that has no move by itself, after a pause in
  // which the banner says why; anything done meanwhile cancels it.
  let passing = 0;
  function passSoon() {
    const at = st;
    clearTimeout(passing);
    passing = setTimeout(() => { if (st === at && !ctl.pass.disabled) ctl.pass.click(); }, reduced ? 400 : 1500);
  }

  function turnText(s, mine, thrown, marks) {
    const said = s.said ? s.said + ". " : "";
    if (!mine) return said + (cfg.opponent === "watch" ? t("play.watching", { side: sideName(s.turn) }) : t("play.thinking"));
    const you = cfg.opponent === "computer";
    // One die is a die, not dice.
    const which = !thrown ? (s.binary ? "throw" : "throw.die") : marks.length ? "move" : "pass";
    return said + (you ? t("play.you." + which) : t("play.side." + which, { side: sideName(s.turn) }));
  }

  // finish shows the result, with the money where there is money.
  function finish(s) {
    let text = t("play.won.side", { side: sideName(s.winner) });
    if (cfg.opponent === "computer") text = t(s.winner === cfg.side ? "play.won.you" : "play.won.computer");
    say(s.said + ". " + text);
    q(".play-result-text").textContent = text;
    q(".play-result-score").textContent = s.score || "";
    ctl.reviewThis.hidden = !document.body.getAttribute("data-wasm-review");
    q(".play-result-money").textContent = s.money || "";
    result.hidden = false;
    ctl.again.focus();
  }

  // listen makes the squares of pieces that can move buttons, shows
  // where each would go, and lets waiting pieces enter from their tray.
  function listen(board, marks) {
    // The moves of the state this board is drawn for: a blur can come
    // after the game has moved on, or been closed (st null).
    const legal = (st && st.moves) || [];
    for (const hit of board.querySelectorAll(".target")) {
      const sq = hit.getAttribute("data-square");
      const tray = sq === "in";
      if (tray && hit.getAttribute("data-side") !== st.turn) continue;
      if (marks.indexOf(sq) >= 0) {
        hit.classList.add("can");
        if (tray) hit.setAttribute("tabindex", "0");
      }
      hit.addEventListener("click", () => click(sq));
      hit.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); e.stopPropagation(); click(sq); }
      });
      const reach = (on) => {
        for (const m of legal) {
          if (m.from !== sq) continue;
          const to = board.querySelector('.target[data-square="' + m.to + '"]');
          if (to) to.classList.toggle("reach", on);
        }
      };
      hit.addEventListener("pointerenter", () => reach(true));
      hit.addEventListener("pointerleave", () => reach(false));
      hit.addEventListener("focus", () => reach(true));
      hit.addEventListener("blur", () => reach(false));
    }
  }

  // slide moves the piece just played from where it was to where it is,
  // square by square along its side's path (the page's data-path-l and
  // data-path-d), or straight where the move is not a run forward along
  // it.
  const paths = { L: (section.getAttribute("data-path-l") || "").split(" "), D: (section.getAttribute("data-path-d") || "").split(" ") };
  function slide(board, m) {
    if (reduced || !m || m.from === "pass" || m.to === "out" || !st.last) return;
    const side = st.last.side;
    const at = (sq) => board.querySelector(sq === "in" ? '.tray-target[data-side="' + side + '"]' : '.target[data-square="' + sq + '"]');
    const piece = board.querySelector('.stack[data-square="' + m.to + '"]');
    if (!piece || !at(m.from) || !at(m.to)) return;
    const path = paths[side];
    // The squares passed: after from (its first visit, "in" before the
    // path), up to the first visit of to after it.
    const i = m.from === "in" ? -1 : path.indexOf(m.from);
    const j = path.indexOf(m.to, i + 1);
    const way = i >= -1 && j > i && (m.from === "in" || i >= 0) ? path.slice(i + 1, j + 1) : [m.to];
    const centre = (hit) => [+hit.getAttribute("x") + +hit.getAttribute("width") / 2, +hit.getAttribute("y") + +hit.getAttribute("height") / 2];
    const [tx, ty] = centre(at(m.to));
    const frames = [m.from].concat(way).map((sq) => {
      const hit = at(sq);
      if (!hit) return null;
      const [x, y] = centre(hit);
      return { transform: "translate(" + (x - tx) + "px, " + (y - ty) + "px)" };
    }).filter(Boolean);
    if (frames.length < 2 || !piece.animate) return;
    piece.animate(frames, { duration: Math.min(90 * frames.length, 700), easing: "ease-in-out" });
  }

  function click(sq) {
    if (!game || !st || st.winner || !human(st.turn)) return;
    if (!st.throw) { say(t("player.throwfirst")); return; }
    choices.replaceChildren();
    const mine = (st.moves || []).filter((m) => m.from === sq);
    if (mine.length > 1) {
      for (const m of mine) choices.appendChild(button(m.label, "ctl choice", () => move(m)));
      choices.firstChild.focus();
      return;
    }
    if (mine.length === 1) { move(mine[0]); return; }
    const r = game.try(sq);
    if (!r.ok) { refuse(r.refusal); return; }
    move(r.move);
  }

  function move(m) {
    if (answer(game.play(m), true)) next();
  }

  function roll(way) {
    answer(game.throw({ way: way || "" }), false);
  }

  // next lets the computer take its turns, one at a time: it throws in
  // the page's game, asks the thinker (a worker) for its choices, of way
  // when there is one, then of move when there is more than one, and
  // plays them. Anything done meanwhile (undo, pause, a new game) makes
  // the answer stale, and it is dropped.
  function next() {
    stop();
    if (!st || st.winner || human(st.turn) || paused || looking >= 0) return;
    const g = game, token = turns;
    const live = () => game === g && token === turns;
    const think = () => thinker.choose(g, st, ruleset, cfg.level).then((c) => {
      if (live() && !c.ok) refuse(c.refusal);
      return live() && c.ok ? c : null;
    });
    timer = setTimeout(async () => {
      timer = null;
      if (!live()) return;
      if (!st.throw) {
        let way = "";
        if (st.ways) {
          const c = await think();
          if (!c) return;
          way = c.way;
        }
        if (!answer(game.throw({ way }), false)) return;
        if (!reduced) await new Promise((r) => { timer = setTimeout(r, 350); });
        if (!live()) return;
      }
      if (st.moves && st.moves.length > 1) {
        const c = await think();
        if (c && answer(game.play(c.move), true)) next();
      } else if (answer(game.computer(cfg.level), true)) next();
    }, reduced ? 0 : cfg.opponent === "watch" ? 700 : 400);
  }
  function stop() {
    if (timer) clearTimeout(timer);
    timer = null;
    turns++;
  }

  // sound, when asked for, ticks at each move.
  let audio = null;
  function sound() {
    if (!prefs.sound || !window.AudioContext) return;
    audio = audio || new AudioContext();
    const o = audio.createOscillator(), g = audio.createGain();
    o.frequency.value = 440;
    g.gain.setValueAtTime(0.08, audio.currentTime);
    g.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.12);
    o.connect(g).connect(audio.destination);
    o.start();
    o.stop(audio.currentTime + 0.12);
  }

  // text is the game's record, with what the reader shows of it: its
  // date and, against the computer, who played which side.
  function text() {
    const r = game.record();
    if (!r.ok) return "";
    const tags = [["Date", new Date().toISOString().slice(0, 10)]];
    if (cfg.opponent === "computer") {
      const you = t("play.tag.you"), it = t("play.tag.computer", { level: cfg.level });
      tags.push(["Light", cfg.side === "L" ? you : it], ["Dark", cfg.side === "L" ? it : you]);
    }
    const i = r.record.indexOf("\n") + 1;
    return r.record.slice(0, i) + tags.map((kv) => "[" + kv[0] + " \"" + kv[1].replace(/["\\]/g, "") + "\"]\n").join("") + r.record.slice(i);
  }

  // look shows the board after ply i (from 0) of the game, as it was
  // played: the game waits, its controls off, until back (or Escape)
  // returns to it. The arrows step through the plies meanwhile.
  function look(i) {
    if (!game || i < 0 || i >= history.length) return;
    if (looking < 0) stop();
    looking = i;
    const then = game.board(i);
    if (then.ok) host.replaceChildren(build(then.board));
    section.classList.add("looking");
    section.setAttribute("data-looking", String(i));
    for (const b of section.querySelectorAll(".play-controls button, .choices button")) b.disabled = true;
    past.hidden = false;
    past.querySelector(".play-past-text").textContent = past.getAttribute("data-format")
      .replace("{n}", String(i + 1)).replace("{of}", String(history.length)).replace("{line}", history[i].line);
    const said = past.querySelector(".play-past-said");
    said.textContent = review.said(i);
    said.hidden = !said.textContent;
    for (const o of moves.querySelectorAll("[aria-current]")) o.removeAttribute("aria-current");
    const li = moves.children[i];
    if (li) {
      li.setAttribute("aria-current", "true");
      li.scrollIntoView({ block: "nearest" });
    }
    review.mark(i);
    // A flagged ply's better move, in outline on the board: the reader's
    // build draws it, in the review's worker.
    review.draw(i, history[i]).then((text) => {
      const r = text && looking === i ? JSON.parse(text) : null;
      if (r && r.ok) host.replaceChildren(build(r.board));
    });
  }
  // leave forgets the ply looked at; back shows the game again, and lets
  // it go on.
  function leave() {
    looking = -1;
    past.hidden = true;
    section.classList.remove("looking");
    section.removeAttribute("data-looking");
    for (const o of moves.querySelectorAll("[aria-current]")) o.removeAttribute("aria-current");
  }
  function back() {
    if (looking < 0) return;
    leave();
    show(st);
    host.focus();
    next();
  }
  past.querySelector(".ctl.back").addEventListener("click", back);
  moves.addEventListener("click", (e) => {
    const li = e.target.closest && e.target.closest("li");
    if (li && li.parentNode === moves) look([].indexOf.call(moves.children, li));
  });

  // Without the reader's build (the kiosk), no review: not even its heading.
  q(".play-review").hidden = !document.body.getAttribute("data-wasm-review");

  // The game's review (review.js), during the game or after it: the
  // reader's build of the module rates it in a worker; a band of the
  // graph, or a flagged move, shows the board after its ply (look), and
  // each ply of the list gets its chance.
  const review = (() => {
    const box = q(".play-review .review-live");
    const word = wordsIn(q("template.review-words").content);
    const reviews = new Reviews(document.body.getAttribute("data-wasm-review") || "");
    const start = box.querySelector(".review-start");
    let lines = [];
    const idle = () => {
      box.removeAttribute("aria-busy");
      start.hidden = !reviews.can();
    };
    const failed = () => {
      box.querySelector(".review-status").textContent = word("reader.review.failed");
      idle();
    };
    const mark = () => {
      lines.forEach((l, i) => {
        const li = moves.children[i];
        if (!li) return;
        let tag = li.querySelector(".ply-chance");
        if (!tag) li.appendChild(tag = el("span", { class: "ply-chance", title: word("reader.review.chance") }));
        tag.textContent = l.chance + " (" + l.swing + ")";
        if (l.said) li.setAttribute("data-flag", l.flag);
        else li.removeAttribute("data-flag");
        li.title = l.said || "";
      });
    };
    start.hidden = !reviews.can();
    start.addEventListener("click", () => {
      if (!game) return;
      start.hidden = true;
      box.setAttribute("aria-busy", "true");
      box.removeAttribute("data-done");
      const w = { id: "play-review-graph", title: word("review.graph"), lost: word("review.lost"), inaccuracy: word("review.inaccuracy"), mistake: word("review.mistake"), blunder: word("review.blunder") };
      reviews.start(text(), 0, "", w, (m) => {
        if (m.graph) {
          const g = JSON.parse(m.graph);
          if (!g.ok) { failed(); return; }
          lines = g.lines;
          showReview(box, g, m, word);
          mark();
        }
        // Done: nothing to start again until the game goes on (more).
        if (m.done) { idle(); start.hidden = true; box.setAttribute("data-done", ""); }
      }, failed);
    });
    box.addEventListener("click", (e) => {
      const hit = e.target.closest && e.target.closest("[data-ply]");
      if (hit) look(+hit.getAttribute("data-ply"));
    });
    return {
      // said is what the review says of ply i when it flags it, "" when
      // it does not.
      said(i) { return lines[i] && lines[i].said || ""; },
      // draw resolves to the board after ply i (h, of history) with its
      // better move in outline (the module's answer, JSON text), or ""
      // when the review does not flag it.
      draw(i, h) {
        const l = lines[i];
        if (!l || !l.better || !h) return Promise.resolve("");
        const m = h.move || {};
        const move = m.from && m.from !== "pass";
        return reviews.draw({ ruleset, state: new Uint8Array(h.code), lang, from: move ? m.from : "", to: move ? m.to || "" : "", side: h.side, better: l.better });
      },
      // more says the game went on: its review can be made again.
      more() { if (box.hasAttribute("data-done")) start.hidden = !reviews.can(); },
      // mark shows ply i as the one looked at in the graph.
      mark(i) {
        for (const h of box.querySelectorAll(".review-hit")) h.classList.toggle("current", h.getAttribute("data-ply") === String(i));
      },
      // reset forgets the review of the game before.
      reset() {
        reviews.stop();
        lines = [];
        idle();
        box.removeAttribute("data-done");
        box.querySelector("figure.review").hidden = true;
        box.querySelector(".review-moves").hidden = true;
        box.querySelector(".review-status").textContent = "";
      }
    };
  })();

  // The choices before the game, then the game's controls.
  setup.addEventListener("submit", (e) => {
    e.preventDefault();
    const f = new FormData(setup);
    const c = { side: f.get("side"), opponent: f.get("opponent"), level: +f.get("level") };
    let note = "";
    if (c.side === "draw") {
      const o = opening(api, ruleset, seed());
      if (o.ok) {
        const last = o.throws[o.throws.length - 1];
        c.side = o.first ? "L" : "D";
        // Two players at one device: the sides, not "you" (Light always
        // moves first: the winner of the opening throws takes it).
        if (c.opponent === "friend") note = t("play.opening.sides", { side: sideName("L"), won: o.first ? last[0] : last[1], lost: o.first ? last[1] : last[0] });
        else note = t("play.opening", { you: last[0], them: last[1] }) + " " + t(o.first ? "play.you.first" : "play.them.first");
      } else c.side = "L";
    }
    paused = false;
    begin(c, null);
    if (note) say(note + " " + banner.textContent);
  });
  ctl.throw.addEventListener("click", () => roll(""));
  ctl.enter.addEventListener("click", () => click("in"));
  ctl.pass.addEventListener("click", () => move({ from: "pass" }));
  ctl.undo.addEventListener("click", () => {
    stop();
    const side = cfg.opponent === "computer" ? cfg.side : "";
    if (answer(game.undo(side), false)) {
      saved.plies.length = history.length = st.plies;
      while (moves.children.length > st.plies) moves.lastChild.remove();
      write(KEY, saved);
    }
  });
  ctl.pause.addEventListener("click", () => {
    paused = !paused;
    ctl.pause.textContent = t(paused ? "play.goon" : "play.pause");
    if (paused) stop(); else next();
  });
  const again = () => {
    if (inProgress() && !window.confirm(t("play.new.confirm"))) return;
    write(KEY, null);
    stop();
    if (game) game.close();
    game = st = null;
    view.hidden = true;
    setup.hidden = false;
    setup.querySelector("button").focus();
  };
  ctl.again.addEventListener("click", again);
  // The review at once: started, and brought into view.
  ctl.reviewThis.addEventListener("click", () => {
    const box = q(".play-review");
    const start = box.querySelector(".review-start");
    if (start && !start.hidden) start.click();
    box.scrollIntoView({ block: "start" });
  });
  ctl.new.addEventListener("click", again);
  ctl.copy.addEventListener("click", () => {
    const r = text();
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(r).then(() => say(t("play.copied")), () => {});
  });
  ctl.download.addEventListener("click", () => {
    const a = el("a", { href: URL.createObjectURL(new Blob([text()], { type: "text/plain" })), download: ruleset + ".ur" });
    document.body.appendChild(a);
    a.click();
    a.remove();
  });
  // The reader opens the game.
  if (ctl.open) {
    ctl.open.addEventListener("click", (e) => {
      e.preventDefault();
      pack(text()).then((code) => { location.href = readerHref + "#record=" + code; });
    });
  }

  // Options: the coordinates, sounds.
  const coords = q(".play-coords"), sounds = q(".play-sound");
  coords.checked = prefs.coords !== false;
  sounds.checked = !!prefs.sound;
  const applyPrefs = () => {
    prefs.coords = coords.checked;
    prefs.sound = sounds.checked;
    section.classList.toggle("no-coords", !prefs.coords);
    write(PREFS, prefs);
  };
  coords.addEventListener("change", applyPrefs);
  sounds.addEventListener("change", applyPrefs);
  applyPrefs();

  // Keys: T or space throws; the arrows go from piece to piece that can
  // move, Enter moves the one chosen; E enters, P passes, U takes back,
  // N starts a new game.
  document.addEventListener("keydown", (e) => {
    if (!game || view.hidden || e.ctrlKey || e.metaKey || e.altKey || /^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName)) return;
    const k = e.key.toLowerCase();
    const press = (b) => { if (!b.disabled && !b.hidden) b.click(); };
    if (looking >= 0 && (k === "arrowright" || k === "arrowleft" || k === "escape" || k === "home" || k === "end")) {
      if (k === "escape") back();
      else look(k === "home" ? 0 : k === "end" ? history.length - 1 : looking + (k === "arrowright" ? 1 : -1));
      e.preventDefault();
      return;
    }
    if (k === "t" || (k === " " && !(e.target.classList && e.target.classList.contains("target")) && e.target.tagName !== "BUTTON")) press(ctl.throw);
    else if (k === "e") press(ctl.enter);
    else if (k === "p") press(ctl.pass);
    else if (k === "u") press(ctl.undo);
    else if (k === "n") press(ctl.new);
    else if (k === "arrowright" || k === "arrowleft") {
      const can = [...host.querySelectorAll(".target.can:not(.tray-target)")];
      if (!can.length) return;
      chosen = (chosen + (k === "arrowright" ? 1 : can.length - 1)) % can.length;
      can[chosen].focus();
    } else return;
    e.preventDefault();
  });

  // Leaving a game in progress asks first; a reload resumes it.
  window.addEventListener("beforeunload", (e) => {
    if (inProgress() && !kiosk) { e.preventDefault(); e.returnValue = ""; }
  });
  const kept = kiosk ? null : read(KEY);
  if (kept && kept.v === 1 && kept.cfg && Array.isArray(kept.plies)) begin(kept.cfg, kept);
  document.documentElement.setAttribute("data-player", "ready");
}
