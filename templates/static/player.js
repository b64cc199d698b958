// The browser player. Every replay of a page (figure.replay[data-replay])
// becomes a board that steps through its plies, from which the reader can
// take over and play on, alone or against the computer. The rules are
// decided by the engine, compiled to WebAssembly (wasm/): this script
// only draws and listens. Without JavaScript or WebAssembly the static
// diagrams stay as they are.
(function () {
  "use strict";

  var wasmURL = document.body.getAttribute("data-wasm");
  var figures = [].slice.call(document.querySelectorAll("figure.replay[data-replay]"));
  // The reader's page starts with no replay: its games come later.
  var reader = document.body.hasAttribute("data-reader");
  if (!wasmURL || (!figures.length && !reader) || typeof Go !== "function" || !window.WebAssembly) {
    if (reader) document.documentElement.setAttribute("data-player", "failed");
    return;
  }
  var lang = document.documentElement.lang === "fr" ? "fr" : "en";
  var reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  var svgNS = "http://www.w3.org/2000/svg";
  var api = null;
  var players = [];

  function t(key) { return api.t(lang, key); }

  // el makes an element with attributes and children (text or nodes).
  function el(name, attrs, kids) {
    var e = document.createElement(name);
    for (var k in attrs || {}) {
      if (attrs[k] !== null && attrs[k] !== undefined) e.setAttribute(k, attrs[k]);
    }
    (kids || []).forEach(function (c) {
      e.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
    });
    return e;
  }
  function svg(name, attrs, kids) {
    var e = document.createElementNS(svgNS, name);
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    (kids || []).forEach(function (c) {
      e.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
    });
    return e;
  }

  function seed() {
    var a = new Uint32Array(2);
    window.crypto.getRandomValues(a);
    return a[0] * 2097152 + (a[1] & 2097151); // 53 bits
  }

  // build makes the elements of a drawing the module hands over
  // (internal/board, as JSON: [name, [attribute, value, …], text, child,
  // …]): the board is drawn in Go only, for the static pages and for play.
  function build(n) {
    var e = document.createElementNS(svgNS, n[0]);
    for (var i = 0; i + 1 < n[1].length; i += 2) e.setAttribute(n[1][i], n[1][i + 1]);
    if (n[2]) e.textContent = n[2];
    for (var k = 3; k < n.length; k++) e.appendChild(build(n[k]));
    return e;
  }

  // bytes reads a position's compact form from the page's base64url.
  function bytes(state) {
    var bin = atob(String(state || "").replace(/-/g, "+").replace(/_/g, "/"));
    var out = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  }

  // dice draws a throw as the dice fell: two-sided dice with their marked
  // tips, or a die's face.
  function dice(raw, binary) {
    var box = el("span", { class: "dice", "aria-hidden": "true" });
    if (raw === undefined || raw === null || raw === "") return box;
    if (binary > 0) {
      var marked = parseInt(raw, 10);
      for (var i = 0; i < binary; i++) {
        var m = i < marked;
        box.appendChild(svg("svg", { viewBox: "0 0 24 24", class: "die" + (m ? " marked" : "") }, [
          svg("polygon", { points: "12,2 22,21 2,21" }),
          svg("circle", { cx: 12, cy: 14, r: m ? 3.5 : 0 })
        ]));
      }
    } else if (raw !== "pay") {
      var face = parseInt(String(raw).split(",").pop(), 10);
      box.appendChild(svg("svg", { viewBox: "0 0 24 24", class: "die" }, [svg("rect", { x: 2, y: 2, width: 20, height: 20, rx: 4 })]));
      box.lastChild.appendChild(svg("text", { x: 12, y: 17, "text-anchor": "middle", class: "die-face" }, [String(face)]));
      // The late variant's stick: marked for "yes", plain for "no".
      var stick = /[+-]$/.exec(raw);
      if (stick) box.appendChild(svg("svg", { viewBox: "0 0 48 24", class: "stick" + (stick[0] === "+" ? " yes" : " no") }, [
        svg("rect", { x: 2, y: 9, width: 44, height: 6, rx: 3 })]));
    }
    return box;
  }

  function button(label, cls, onClick) {
    var b = el("button", { type: "button", class: cls }, [label]);
    b.addEventListener("click", onClick);
    return b;
  }

  // Player is one replay's player: replay mode steps through the frames
  // drawn at build time; live mode plays on with the engine.
  function Player(fig) {
    this.fig = fig;
    this.ruleset = fig.getAttribute("data-ruleset");
    this.rulesHref = fig.getAttribute("data-rules-href");
    var start = fig.querySelector(".frame.start");
    this.items = [{ pos: start.getAttribute("data-position"), state: start.getAttribute("data-state"), li: null,
      notes: start.querySelectorAll(".comment"), drawn: start.querySelector("svg.board") }];
    this.index = 0;
    this.game = null;
    this.computer = "";
    this.timer = null;
    this.currentLi = null;
    this.binary = api.binary(this.ruleset);
    this.build();
    this.add(fig.querySelectorAll("ol.plies > li.ply"));
    this.show(0, false);
  }

  // add takes plies of the move list in: all of them at the start, and
  // those the reader appends to a long game as they are checked. Each
  // ply's number takes the player to it.
  Player.prototype.add = function (lis) {
    var self = this, label = t("player.goto"); // one call into the module, not one a ply
    [].forEach.call(lis, function (li) {
      var i = self.items.length;
      self.items.push({ pos: li.getAttribute("data-position"), state: li.getAttribute("data-state"), li: li,
        notes: li.querySelectorAll(".comment"), drawn: li.querySelector("svg.board"), side: li.getAttribute("data-side"),
        from: li.getAttribute("data-from"), to: li.getAttribute("data-to"), raw: li.getAttribute("data-throw") });
      var text = li.querySelector(".ply-text");
      var go = button(String(li.getAttribute("value")) + ".", "goto", function () { self.stop(); self.back(true); self.show(i, true); });
      go.setAttribute("aria-label", label + " " + li.getAttribute("value"));
      text.insertBefore(go, text.firstChild);
    });
    this.next.disabled = this.last.disabled = this.index >= this.items.length - 1;
  };

  Player.prototype.build = function () {
    var self = this, fig = this.fig;
    var title = fig.querySelector("figcaption");
    this.root = el("div", { class: "player", role: "group", tabindex: "0",
      "aria-label": t("player.label") + ": " + (title ? title.textContent.trim() : "") });
    this.boardHost = el("div", { class: "board-host" });
    this.throwBox = el("div", { class: "throw-box" });
    this.comment = el("div", { class: "player-comment" });
    this.status = el("p", { class: "announce", "aria-live": "polite" });
    this.refusal = el("p", { class: "refusal", role: "alert" });
    this.choices = el("div", { class: "controls choices" });
    this.refusal.hidden = true;

    this.first = button("«", "ctl first", function () { self.stop(); self.show(0, true); });
    this.prev = button("‹", "ctl prev", function () { self.stop(); self.show(self.index - 1, true); });
    this.next = button("›", "ctl next", function () { self.stop(); self.show(self.index + 1, true); });
    this.last = button("»", "ctl last", function () { self.stop(); self.show(self.items.length - 1, true); });
    this.playBtn = button(t("player.play"), "ctl play", function () { self.toggle(); });
    [["first", "player.first"], ["prev", "player.prev"], ["next", "player.next"], ["last", "player.last"]].forEach(function (p) {
      self[p[0]].setAttribute("aria-label", t(p[1]));
      self[p[0]].setAttribute("title", t(p[1]));
    });
    this.speed = el("select", { class: "speed", "aria-label": t("player.speed") }, [
      el("option", { value: "2000" }, [t("player.slow")]),
      el("option", { value: "1000", selected: "selected" }, [t("player.normal")]),
      el("option", { value: "400" }, [t("player.fast")])
    ]);
    this.takeover = button(t("player.takeover"), "ctl takeover", function () { self.takeOver(); });
    this.newGame = button(t("player.newgame"), "ctl newgame", function () { self.startNew(); });
    this.replayBar = el("div", { class: "controls replay-controls" },
      [this.first, this.prev, this.next, this.last, this.playBtn,
        el("label", { class: "speed-label" }, [t("player.speed") + " ", this.speed]), this.takeover, this.newGame]);

    this.throwBtn = button(t("player.throw"), "ctl throw", function () { self.roll(); });
    this.setThrow = el("select", { class: "set-throw", "aria-label": t("player.setthrow") });
    this.setBtn = button(t("player.setthrow"), "ctl set", function () { self.roll(self.setThrow.value); });
    this.setGroup = el("span", { class: "set-group" }, [this.setThrow, this.setBtn]);
    this.waysBox = el("span", { class: "ways" });
    this.passBtn = button(t("player.pass"), "ctl pass", function () { self.move("pass", ""); });
    this.enterBtn = button(t("player.enter"), "ctl enter", function () { self.click("in"); });
    this.undoBtn = button(t("player.undo"), "ctl undo", function () { self.undo(); });
    this.computerSel = el("select", { class: "computer", "aria-label": t("player.computer") }, [
      el("option", { value: "" }, [t("player.nobody")]),
      el("option", { value: "L" }, [t("light")]),
      el("option", { value: "D" }, [t("dark")])
    ]);
    this.computerSel.addEventListener("change", function () { self.computer = self.computerSel.value; self.refresh(); self.computerTurn(); });
    this.recordBtn = button(t("player.record"), "ctl record", function () { self.toggleRecord(); });
    this.backBtn = button(t("player.back"), "ctl back", function () { self.back(); });
    this.liveBar = el("div", { class: "controls live-controls" },
      [this.throwBtn, this.waysBox, this.setGroup, this.enterBtn, this.passBtn, this.undoBtn,
        el("label", { class: "computer-label" }, [t("player.computer") + " ", this.computerSel]), this.recordBtn, this.backBtn]);
    this.liveBar.hidden = true;
    this.recordBox = el("textarea", { class: "record-text", readonly: "readonly", rows: "8", "aria-label": t("replay.source") });
    this.recordBox.hidden = true;

    this.root.appendChild(this.boardHost);
    this.root.appendChild(this.throwBox);
    this.root.appendChild(this.replayBar);
    this.root.appendChild(this.liveBar);
    this.root.appendChild(this.choices);
    this.root.appendChild(this.status);
    this.root.appendChild(this.refusal);
    this.root.appendChild(this.comment);
    this.root.appendChild(this.recordBox);
    fig.insertBefore(this.root, fig.querySelector(".frame.start"));
    fig.classList.add("hydrated");

    this.root.addEventListener("keydown", function (e) {
      if (e.target !== self.root || self.game !== null) return;
      var k = e.key;
      if (k === "ArrowRight") self.show(self.index + 1, true);
      else if (k === "ArrowLeft") self.show(self.index - 1, true);
      else if (k === "Home") self.show(0, true);
      else if (k === "End") self.show(self.items.length - 1, true);
      else if (k === " " || k === "Spacebar") self.toggle();
      else return;
      e.preventDefault();
    });
  };

  // show draws frame i of the replay; user says whether the reader asked
  // (then the announcement and the address follow).
  Player.prototype.show = function (i, user) {
    if (i < 0 || i >= this.items.length) return;
    this.index = i;
    var it = this.items[i];
    // The page's own drawing of the frame when it has one; the reader's
    // games are drawn by the module, frame by frame.
    if (it.drawn) {
      this.boardHost.replaceChildren(it.drawn.cloneNode(true));
      var money = it.drawn.nextElementSibling;
      if (money && money.classList.contains("money")) this.boardHost.appendChild(money.cloneNode(true));
    } else {
      var json = api.draw(this.ruleset, bytes(it.state), lang, it.from || "", it.to || "", it.side || "");
      this.boardHost.replaceChildren(json ? build(JSON.parse(json)) : "");
    }
    this.throwBox.replaceChildren(dice(it.raw, this.binary));
    this.comment.replaceChildren();
    var self = this;
    [].forEach.call(it.notes, function (n) { self.comment.appendChild(el("p", { class: "comment" }, [n.textContent])); });
    if (this.currentLi) this.currentLi.removeAttribute("aria-current");
    this.currentLi = it.li;
    if (it.li) it.li.setAttribute("aria-current", "step");
    this.first.disabled = this.prev.disabled = i === 0;
    this.next.disabled = this.last.disabled = i === this.items.length - 1;
    this.fig.setAttribute("data-frame", String(i));
    this.fig.setAttribute("data-position", it.pos);
    if (user) {
      this.status.textContent = it.li ? it.li.querySelector(".ply-text").textContent.replace(/^\d+\.\s*/, "") : t("replay.start");
      if (window.history && history.replaceState) history.replaceState(null, "", "#" + (it.li ? it.li.id : this.fig.id));
    }
  };

  Player.prototype.toggle = function () {
    var self = this;
    if (this.timer) { this.stop(); return; }
    if (this.index === this.items.length - 1) this.show(0, true);
    this.playBtn.textContent = t("player.pause");
    this.playBtn.setAttribute("aria-pressed", "true");
    var step = function () {
      if (self.index >= self.items.length - 1) { self.stop(); return; }
      self.show(self.index + 1, true);
      self.timer = setTimeout(step, parseInt(self.speed.value, 10));
    };
    this.timer = setTimeout(step, reduced ? 0 : 200);
  };

  Player.prototype.stop = function () {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.playBtn.textContent = t("player.play");
    this.playBtn.setAttribute("aria-pressed", "false");
  };

  // Live play.

  Player.prototype.enterLive = function (g) {
    this.stop();
    this.game = g;
    this.replayBar.hidden = true;
    this.liveBar.hidden = false;
    this.fig.classList.add("live");
    this.computerSel.value = this.computer;
    this.comment.replaceChildren();
    this.refresh();
    this.root.focus();
  };

  // Taking over a replay is for teaching: the throw may be set by hand. A
  // new game throws fair dice only.
  Player.prototype.takeOver = function () {
    this.computer = "";
    this.setGroup.hidden = false;
    this.enterLive(api.fromState(this.ruleset, bytes(this.items[this.index].state), seed()));
    this.status.textContent = t("player.live");
  };

  Player.prototype.startNew = function () {
    this.computer = "D";
    this.setGroup.hidden = true;
    this.enterLive(api.newGame(this.ruleset, seed()));
    this.status.textContent = t("player.newgame");
    this.computerTurn();
  };

  Player.prototype.back = function (quiet) {
    if (this.game === null) return;
    this.game = null;
    this.computer = "";
    this.liveBar.hidden = true;
    this.replayBar.hidden = false;
    this.recordBox.hidden = true;
    this.refusal.hidden = true;
    this.fig.classList.remove("live");
    this.show(this.index, !quiet);
  };

  // refresh draws the live game: the throw, the squares that can move,
  // and which controls apply.
  Player.prototype.refresh = function () {
    var self = this;
    var st = JSON.parse(api.state(this.game, lang));
    this.state = st;
    var marks = [];
    (st.moves || []).forEach(function (m) { marks.push(m[0]); });
    this.boardHost.replaceChildren(build(st.board));
    if (st.money) this.boardHost.appendChild(el("p", { class: "money" }, [st.money]));
    this.listen(marks);
    this.throwBox.replaceChildren(dice(st.throw, st.binary));
    if (st.throw !== undefined) {
      this.throwBox.appendChild(el("span", { class: "throw-text" }, [st.throw === "pay" ? t("throw.pay") :
        t("player.thrown") + " " + st.throw + (String(st.value) !== st.throw ? " (" + t("throw.value") + " " + st.value + ")" : "")]));
    }
    // The list of throws keeps the one chosen, or shows the one thrown.
    var chosen = st.throw !== undefined ? st.throw : this.setThrow.value;
    this.setThrow.replaceChildren();
    st.throws.forEach(function (raw) { self.setThrow.appendChild(el("option", { value: raw }, [raw])); });
    if (st.throws.indexOf(chosen) >= 0) this.setThrow.value = chosen;
    var over = !!st.winner, thrown = st.throw !== undefined, mine = st.turn !== this.computer;
    this.throwBtn.disabled = this.setBtn.disabled = this.setThrow.disabled = over || thrown || !mine;
    // Other ways to take the turn, chosen before the throw (the late
    // variant): the stick too, or paying to enter the next piece.
    this.waysBox.replaceChildren();
    (st.ways || []).forEach(function (w) {
      if (w.kind === "die") return;
      var label = w.kind === "pay" ? t("player.pay").replace("{cost}", w.cost).replace("{piece}", w.piece) : t("player.stick");
      var b = button(label, "ctl way " + w.kind, function () { self.roll(undefined, w.raw); });
      b.disabled = over || !mine;
      self.waysBox.appendChild(b);
    });
    this.passBtn.disabled = over || !thrown || !mine;
    this.enterBtn.disabled = over || !thrown || !mine || marks.indexOf("in") < 0;
    this.undoBtn.disabled = !st.undo;
    this.fig.setAttribute("data-position", st.position);
    this.fig.setAttribute("data-turn", st.turn);
    this.fig.setAttribute("data-thrown", thrown ? st.throw : "");
    this.fig.setAttribute("data-winner", st.winner || "");
    if (!this.recordBox.hidden) this.recordBox.value = api.record(this.game);
  };

  // listen makes every square of the live board a button, and marks
  // those whose piece can move.
  Player.prototype.listen = function (marks) {
    var self = this;
    [].forEach.call(this.boardHost.querySelectorAll(".target"), function (hit) {
      var sq = hit.getAttribute("data-square");
      if (marks.indexOf(sq) >= 0) hit.classList.add("can");
      hit.addEventListener("click", function () { self.click(sq); });
      hit.addEventListener("keydown", function (e) {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); self.click(sq); }
      });
    });
  };

  Player.prototype.refuse = function (r) {
    this.refusal.replaceChildren(document.createTextNode(r.message + " "));
    this.refusal.setAttribute("data-code", r.code);
    if (this.rulesHref !== null) {
      this.refusal.appendChild(el("a", { href: this.rulesHref + "#" + r.code, class: "rule-link" }, [t("player.rule") + " (" + r.code + ")"]));
    }
    this.refusal.hidden = false;
  };

  // click is what clicking a square means: its piece's move, or a choice
  // between its moves (both ways, carrying or leaving prisoners), or the
  // reason it cannot move.
  Player.prototype.click = function (sq) {
    var self = this;
    if (this.game === null || this.state.winner || this.state.turn === this.computer) return;
    if (this.state.throw === undefined) {
      this.status.textContent = t("player.throwfirst");
      return;
    }
    this.choices.replaceChildren();
    var mine = (this.state.moves || []).filter(function (m) { return m[0] === sq; });
    if (mine.length > 1) {
      mine.forEach(function (m) {
        // The plain move of a captor that could leave its prisoners carries them.
        var carries = !m[2] && !m[3] && !m[4] && mine.some(function (o) { return o[2] && o[1] === m[1]; });
        var label = (m[0] === "in" ? t("move.enter") + " " + m[1] : m[0] + " → " + m[1]) +
          (carries ? " (" + t("player.carry.all") + ")" : "") +
          (m[2] ? " (" + t("player.leave") + ")" : "") + (m[3] ? " (" + t("player.warrior") + ")" : "") +
          (m[4] === 1 ? " (" + t("player.carry.one") + ")" : m[4] > 1 ? " (" + t("player.carry.many").replace("{n}", m[4]) + ")" : "");
        self.choices.appendChild(button(label, "ctl choice", function () { self.choices.replaceChildren(); self.move(m[0], m[1], m[2], m[3], m[4]); }));
      });
      this.choices.firstChild.focus();
      return;
    }
    if (mine.length === 1) { this.move(mine[0][0], mine[0][1], mine[0][2], mine[0][3], mine[0][4]); return; }
    var r = api.try(this.game, sq, lang);
    if (r.code) { this.refuse(r); return; }
    this.move(r.from, r.to, false);
  };

  Player.prototype.move = function (from, to, leave, warrior, carry) {
    var r = api.play(this.game, from, to, lang, !!leave, !!warrior, carry || 0);
    if (!r) return;
    if (r.code) { this.refuse(r); return; }
    this.refusal.hidden = true;
    this.status.textContent = r.text;
    this.refresh();
    this.after();
  };

  Player.prototype.roll = function (raw, way) {
    if (!api.roll(this.game, raw, way)) return;
    this.refusal.hidden = true;
    this.refresh();
    if (!(this.state.moves || []).length) this.status.textContent = t("player.nomove");
    else this.status.textContent = t("player.thrown") + " " + this.state.throw + ". " + t("player.choose") + ".";
  };

  Player.prototype.after = function () {
    if (!this.state.winner) this.computerTurn();
  };

  // computerTurn lets the computer throw and move while it has the dice.
  Player.prototype.computerTurn = function () {
    var self = this;
    if (this.game === null || !this.computer || this.state.winner || this.state.turn !== this.computer) return;
    var g = this.game;
    setTimeout(function () {
      if (self.game !== g) return;
      if (self.state.throw === undefined) api.roll(g, undefined, api.way(g));
      var m = api.best(g);
      var r = api.play(g, m.from, m.to, lang, !!m.leave, !!m.warrior, m.carry || 0);
      self.status.textContent = r.text;
      self.refresh();
      self.after();
    }, reduced ? 0 : 500);
  };

  Player.prototype.undo = function () {
    if (!api.undo(this.game)) return;
    while (this.computer && JSON.parse(api.state(this.game, lang)).turn === this.computer && api.undo(this.game)) { /* back to the reader's turn */ }
    this.refusal.hidden = true;
    this.refresh();
  };

  Player.prototype.toggleRecord = function () {
    this.recordBox.hidden = !this.recordBox.hidden;
    this.recordBtn.textContent = t(this.recordBox.hidden ? "player.record" : "player.record.hide");
    if (!this.recordBox.hidden) this.recordBox.value = api.record(this.game);
  };

  // A link to a ply (#r-royal-path-1-3) opens the page at that position.
  function openFromHash() {
    var id = decodeURIComponent(location.hash.slice(1));
    if (!id) return;
    players.forEach(function (p) {
      p.items.forEach(function (it, i) {
        if ((it.li && it.li.id === id) || (i === 0 && p.fig.id === id)) {
          p.back(true);
          p.show(i, false);
          p.root.scrollIntoView({ block: "start" });
        }
      });
    });
  }

  function load() {
    return new Promise(function (resolve, reject) {
      window.addEventListener("urtext-ready", function () { resolve(window.urtext); }, { once: true });
      var go = new Go();
      var instantiate = WebAssembly.instantiateStreaming
        ? WebAssembly.instantiateStreaming(fetch(wasmURL), go.importObject).catch(function () {
          return fetch(wasmURL).then(function (r) { return r.arrayBuffer(); }).then(function (b) { return WebAssembly.instantiate(b, go.importObject); });
        })
        : fetch(wasmURL).then(function (r) { return r.arrayBuffer(); }).then(function (b) { return WebAssembly.instantiate(b, go.importObject); });
      instantiate.then(function (r) { go.run(r.instance); }, reject);
    });
  }

  if (window.performance && performance.mark) performance.mark("urtext-player-start");
  load().then(function (u) {
    api = u;
    figures.forEach(function (fig) { players.push(new Player(fig)); });
    // The reader hands over the games it reads, as figures built like
    // the static ones.
    window.urtextPlayer = {
      api: api,
      hydrate: function (fig) { var p = new Player(fig); players.push(p); return p; },
      build: build,
      forget: function () { players.forEach(function (p) { p.stop(); }); players = []; }
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    document.documentElement.setAttribute("data-player", "ready");
    if (window.performance && performance.mark) performance.mark("urtext-interactive");
  }, function (err) {
    document.documentElement.setAttribute("data-player", "failed");
    if (window.console) console.warn("urtext: the player could not start; the diagrams stay static.", err);
  });
})();
