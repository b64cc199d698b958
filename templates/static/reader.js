// The game reader (en/reader/, fr/reader/): a record comes from a file, a
// drop, the text box or the page's link (#record=…, compressed); the
// engine (the reader's build of the module) reads and checks it, and each
// game becomes a replay the player steps through and takes over. A
// record is only ever put in the page as text: its comments cannot run
// anything.
import { lang, el, pack, throwWords } from "./dom.js";
import { Reviews, moduleWorker, wordsIn, show as showAnswer } from "./review.js";
import { words } from "./engine.js";
import { ready, hydrate, forget } from "./player.js";

(function () {
  const section = document.querySelector("section.reader");
  if (!section) return;
  const MAX = +section.getAttribute("data-max");
  const box = section.querySelector(".reader-text");
  const status = section.querySelector(".reader-status");
  const errorBox = section.querySelector(".reader-error");
  const gamesBox = section.querySelector(".reader-games");
  // The page's words for what the module does not word (reader.templ),
  // looked up once: the section fills with thousands of plies.
  const pageWords = section.querySelector("template.reader-info").content;
  const download = section.querySelector(".reader-download");
  const linkBtn = section.querySelector(".reader-link");
  const share = section.querySelector(".reader-share");
  const shareURL = section.querySelector(".reader-share-url");
  let player = null;
  let current = ""; // the record shown, for the download and the link
  // The games of the record being read, by figure id: {fig, n, sample,
  // player, review}; player and review once the game is alive.
  let games = {};
  const lazy = "IntersectionObserver" in window ? new IntersectionObserver(function (entries) {
    entries.forEach(function (e) {
      if (e.isIntersecting) alive(e.target.id);
    });
  }, { rootMargin: "400px" }) : null;

  let t = function (key) { return key; }; // the module's words, once it is up

  // A record's own text (comments, titles, what a message quotes) could
  // carry bidirectional controls that make it, or what follows it, read
  // otherwise than it is written: they are shown by name, [U+202E], and
  // each comment and title is isolated from the text around it (bdi).
  const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
  function visible(s) {
    return String(s).replace(BIDI, function (c) { return "[U+" + ("000" + c.charCodeAt(0).toString(16).toUpperCase()).slice(-4) + "]"; });
  }
  function isolated(s) { return el("bdi", {}, [visible(s)]); }

  // fail shows an error; a job under way stops, and what it showed goes.
  function fail(msg) {
    if (job) {
      jobs++;
      job = null;
      queue = [];
      clear();
    }
    errorBox.textContent = visible(msg);
    errorBox.hidden = false;
    status.textContent = "";
    section.removeAttribute("aria-busy");
  }

  // The work (reader-worker.js): in a worker, off the page's main thread,
  // or, where there can be none, on the page in slices. Each job has an
  // id; answers of an older job are dropped.
  const script = import.meta.url;
  const workURL = script.replace(/reader\.js([?#].*)?$/, "reader-worker.js");
  let worker = null; // the worker, or false where there can be none
  let jobs = 0, job = null;

  function startWorker() {
    if (workURL === script) return false;
    return moduleWorker(document.body.getAttribute("data-wasm"), receive, giveUp);
  }
  // giveUp: a worker that cannot start leaves its job, started again,
  // and those to come to the page.
  function giveUp() {
    if (worker) worker.terminate();
    worker = false;
    if (job) submit(job.link !== undefined ? { link: job.link } : { text: job.text });
  }
  function onPage(m) {
    const run = function () { window.urtextReaderJob(player.api, m, receive, function () { return m.id !== jobs; }, 25); };
    if (window.urtextReaderJob) { run(); return; }
    const s = el("script", { src: workURL });
    s.onload = run;
    s.onerror = function () { if (m.id === jobs) fail(t("reader.broken")); };
    document.head.appendChild(s);
  }

  // submit starts a job: {text} or {link}. What the page showed goes.
  function submit(m) {
    m.id = ++jobs;
    queue = [];
    m.lang = lang;
    job = m;
    clear();
    current = "";
    download.disabled = linkBtn.disabled = true;
    errorBox.hidden = true;
    share.hidden = true;
    status.textContent = t("reader.loading");
    section.setAttribute("aria-busy", "true");
    if (worker === null) worker = startWorker();
    if (worker) worker.postMessage(m);
    else onPage(m);
  }

  function clear() {
    stopReview();
    player.forget();
    if (lazy) lazy.disconnect();
    gamesBox.replaceChildren();
    shelf = null;
    games = {};
    reviews = {};
  }

  // receive takes an answer of the work. The games' parts wait in a
  // queue and go into the page a few at a time, each batch before a
  // frame, so that no frame has thousands of new plies to style and lay
  // out; the rest of the answer follows them.
  let queue = [], pumping = false;
  function receive(m) {
    if (m.id !== jobs) return;
    (m.parts || []).forEach(function (s) { queue.push(s); });
    queue.push(m);
    if (!pumping) { pumping = true; later(pump); }
  }
  function later(f) {
    if (document.hidden || !window.requestAnimationFrame) setTimeout(f, 0);
    else requestAnimationFrame(f);
  }
  function pump() {
    const t0 = Date.now();
    while (queue.length) {
      const x = queue.shift();
      if (x.n !== undefined) show(x);
      else if (x.id === jobs) answer(x);
      if (Date.now() - t0 >= 8) break;
    }
    if (queue.length) later(pump);
    else pumping = false;
  }
  function answer(m) {
    if (m.text !== undefined) { job.text = m.text; box.value = m.text; }
    if (m.count !== undefined) job.count = m.count;
    if (m.broken) {
      // The module stopped: a new worker takes the next job.
      if (worker) worker.terminate();
      worker = null;
      m.error = { message: t("reader.broken") };
    }
    if (m.error) {
      fail((m.error.line ? t("reader.at", { l: m.error.line, c: m.error.col }) : "") + m.error.message);
      errorBox.setAttribute("data-line", m.error.line || 0);
      errorBox.setAttribute("data-col", m.error.col || 0);
    }
    if (m.done) {
      current = job.text;
      download.disabled = linkBtn.disabled = false;
      status.textContent = job.count === 1 ? t("reader.ok.one") : t("reader.ok", { n: job.count });
      section.removeAttribute("aria-busy");
      if (job.reviewNow && job.count === 1 && reviewer.can()) startReview("game-1", "");
      // A sample game comes with its review, shown at once.
      if (job.reviewHref && job.count === 1 && reviewer.can()) {
        const href = job.reviewHref;
        fetch(href).then(function (r) { return r.ok ? r.text() : ""; }).then(function (file) {
          if (games["game-1"] && current) startReview("game-1", file);
        }, function () {});
      }
      job = null;
    }
  }

  // read checks a record and shows its games. A record that did not come
  // from the address's link drops that link from the address, which would
  // no longer say what the page shows.
  function read(text) {
    if (/^#(review&)?record=/.test(location.hash)) history.replaceState(null, "", location.pathname + location.search);
    if (!text.trim()) { fail(t("reader.empty")); return; }
    if (text.length > MAX) {
      fail(t("reader.toobig", { k: Math.ceil(text.length / 1024), m: MAX / 1024 }));
      return;
    }
    box.value = text;
    submit({ text: text });
  }

  // show adds a part of a game: a new game (its first plies or all of
  // them), or the next plies of a long one. The first game comes alive at
  // once, the others as they come near the screen: a record of many long
  // games would otherwise hold the page for seconds; a long game comes
  // alive with its first plies and takes the others in as they come.
  function show(g) {
    const id = "game-" + g.n;
    let game = games[id];
    if (!game) {
      // A sample's review comes at once, from its file.
      game = games[id] = { fig: figure(g), n: g.n, sample: !!(job && job.reviewHref && g.n === 1), player: null, review: null };
      game.fig.addEventListener("urtext:show", function () { cursor(id); });
      place(game.fig, 6 + 2.5 * g.plies.length);
      // Alive at the next frame: this one draws its plies.
      if (g.n === 1 || !lazy) later(function () { if (games[id] === game) alive(id); });
      else lazy.observe(game.fig);
      return;
    }
    const lists = game.fig.querySelectorAll("ol.plies"), list = block(id, g.plies);
    lists[lists.length - 1].style.marginBottom = list.style.marginTop = "0";
    game.fig.querySelector(".reader-plies").appendChild(list);
    if (game.player) game.player.add(list.children);
  }

  // figure builds a game as the site's replays are built (templates/
  // replay.templ), all of it text.
  function figure(g) {
    const id = "game-" + g.n;
    const caption = el("figcaption", {}, [el("span", { class: "replay-kind" }, [t("reader.game") + " " + g.n]), " ", isolated(g.title || untitled(g))]);
    const start = el("div", { class: "frame start", "data-position": g.start, "data-state": g.state },
      g.notes.map(function (c) { return el("p", { class: "comment" }, [isolated(c)]); }));
    // The plies in a box of their own, which the player keeps scrolled
    // to the current ply (data-follow) beside the board, or under it.
    const plies = el("div", { class: "reader-plies", "data-follow": "ply" }, [block(id, g.plies)]);
    const fig = el("figure", { class: "replay", id: id, "data-replay": "reader", "data-ruleset": g.ruleset, "data-binary": g.binary, "data-lang": lang,
      "data-rules-href": "../" + g.ruleset + "/", "data-play-href": "../" + g.ruleset + "/play/" }, [caption, info(g), start, plies]);
    fig.style.contentVisibility = "auto";
    fig.style.containIntrinsicBlockSize = "auto " + (6 + 2.5 * g.plies.length) + "em";
    return fig;
  }

  // alive makes a game a replay the player steps through, with its
  // review block. Both wait until the game comes near the screen: the
  // review block alone doubled the time to read thousands of games.
  function alive(id) {
    const game = games[id];
    if (!game || game.player) return;
    if (lazy) lazy.unobserve(game.fig);
    reviewOf(id);
    game.player = player.hydrate(game.fig);
  }

  // place adds a game to the page in a shelf of up to 50 games, which the
  // browser neither lays out nor styles while it is off screen
  // (content-visibility): thousands of games side by side would all be
  // laid out again at every frame of the reading.
  let shelf = null, onShelf = 0, shelfEm = 0;
  function place(fig, em) {
    if (!shelf || onShelf === 50) {
      shelf = el("div", { class: "reader-shelf" });
      shelf.style.contentVisibility = "auto";
      gamesBox.appendChild(shelf);
      onShelf = shelfEm = 0;
    }
    shelf.appendChild(fig);
    onShelf++;
    shelfEm += em;
    shelf.style.containIntrinsicBlockSize = "auto " + shelfEm + "em";
  }

  // untitled names a game its record gives no title: its ruleset's name,
  // and its players where the record says them ("The Long Road: You –
  // The computer, level 2").
  function untitled(g) {
    const name = pageWords.querySelector('[data-ruleset="' + CSS.escape(g.ruleset) + '"]');
    const s = name ? name.textContent : g.ruleset;
    return g.Light && g.Dark ? s + t("p.colon") + g.Light + " – " + g.Dark : s;
  }

  // info says what the record says of its game: its ruleset, players,
  // date, event and result, in the page's words (its template).
  function info(g) {
    const dl = pageWords.querySelector("dl").cloneNode(true);
    const name = pageWords.querySelector('[data-ruleset="' + CSS.escape(g.ruleset) + '"]');
    const won = pageWords.querySelector('[data-winner="' + (g.winner === "L" || g.winner === "D" ? g.winner : "") + '"]');
    dl.querySelectorAll("dd").forEach(function (dd) {
      const k = dd.getAttribute("data-k");
      let v = g[k] || "";
      if (k === "ruleset" && name) v = el("a", { href: name.getAttribute("data-href").replace(/play\/$/, "") }, [name.textContent]);
      else if (k === "winner") v = won ? won.textContent : "";
      else v = isolated(v);
      if (v === "" || (v.textContent !== undefined && v.textContent === "")) { dd.parentNode.remove(); return; }
      dd.replaceChildren(v);
    });
    return dl;
  }

  // block lists plies. A long game's plies come in blocks of a few
  // hundred, a list each, which the browser neither lays out nor paints
  // while they are off screen (content-visibility): thousands of plies
  // in one list would be laid out again at every frame.
  function block(id, plies) {
    const list = el("ol", { class: "plies" }, plies.map(function (p) { return ply(id, p); }));
    list.style.contentVisibility = "auto";
    list.style.containIntrinsicBlockSize = "auto " + (2.5 * plies.length) + "em";
    return list;
  }

  function ply(id, p) {
    const text = el("p", { class: "ply-text" }, p.text.map(function (s, i) {
      // A refused move's rule by its name, the code its anchor; the
      // throw in words, not in the notation.
      const name = s.code && pageWords.querySelector('[data-refusal="' + CSS.escape(s.text) + '"]');
      if (s.href && name) return el("a", { class: "rule", href: s.href }, [name.textContent]);
      if (s.href) return el("a", { class: "code", href: s.href }, [el("code", {}, [s.text])]);
      if (name) return document.createTextNode(name.textContent);
      if (s.code) return el("code", {}, [s.text]);
      return document.createTextNode(i === 0 ? s.text.replace(p.throw, function () { return throwWords(p.throw); }) : s.text);
    }));
    const li = el("li", { id: id + "-" + p.number, class: "ply", value: p.number, "data-position": p.position,
      "data-state": p.state, "data-side": p.side, "data-throw": p.throw, "data-from": p.from, "data-to": p.to }, [text]);
    p.notes.forEach(function (c) { li.appendChild(el("p", { class: "comment" }, [isolated(c)])); });
    return li;
  }

  // Reviews (rules/review, review.js): a game's review runs in a worker
  // of its own, one game at a time, so that a review never holds up a
  // reading. Each ply of the game's list gets its chance after it, and a
  // flagged one the better move, which the player draws in outline when
  // it shows the ply.
  const reviewTpl = section.querySelector("template.reader-review").content;
  const word = wordsIn(reviewTpl);
  const reviewer = new Reviews(document.body.getAttribute("data-wasm"));
  let reviewing = null; // {id, box}
  let reviews = {}; // by game id: the lines shown

  // reviewOf is a game's review block, its button, progress and graph,
  // made the first time it is wanted.
  function reviewOf(id) {
    const game = games[id];
    if (!game.review) game.review = game.fig.insertBefore(reviewBox(id, game), game.fig.querySelector(".frame.start"));
    return game.review;
  }
  function reviewBox(id, game) {
    const box = reviewTpl.querySelector(".review-live").cloneNode(true);
    const start = box.querySelector(".review-start");
    start.hidden = !reviewer.can();
    start.addEventListener("click", function () { startReview(id, ""); });
    // A ply's band on the graph, or a flagged move in the list, takes the
    // game to that ply.
    box.addEventListener("click", function (e) {
      const hit = e.target.closest && e.target.closest("[data-ply]");
      const lines = reviews[id];
      if (hit && lines && lines[+hit.getAttribute("data-ply")]) gotoPly(id, lines[+hit.getAttribute("data-ply")].number);
    });
    box.setAttribute("data-game", String(game.n - 1));
    // A sample's review comes at once, from its file: its place is kept
    // from the start.
    if (game.sample && reviewer.can()) {
      start.hidden = true;
      box.querySelector("figure.review").hidden = false;
      box.querySelector(".review-moves").hidden = false;
      box.querySelector(".review-sides").hidden = false;
    }
    return box;
  }

  function startReview(id, file) {
    const game = games[id], text = current || (job && job.text);
    if (!game || !text) return;
    const box = reviewOf(id);
    stopReview();
    const r = reviewing = { id: id, box: box };
    box.querySelector(".review-start").hidden = true;
    box.setAttribute("aria-busy", "true");
    const w = { id: id + "-review", title: word("review.graph"), lost: word("review.lost"), inaccuracy: word("review.inaccuracy"), mistake: word("review.mistake"), blunder: word("review.blunder") };
    reviewer.start(text, +box.getAttribute("data-game"), file, w, function (m) {
      if (m.graph) showReview(r, JSON.parse(m.graph), m);
      if (m.done) {
        box.removeAttribute("aria-busy");
        box.setAttribute("data-done", "");
        if (reviewing === r) reviewing = null;
      }
    }, function () { fault(r); });
  }

  // stopReview leaves the review under way where it is, its button back.
  function stopReview() {
    reviewer.stop();
    if (!reviewing) return;
    reviewing.box.querySelector(".review-start").hidden = !reviewer.can();
    reviewing.box.removeAttribute("aria-busy");
    reviewing = null;
  }

  function fault(r) {
    r.box.querySelector(".review-status").textContent = word("reader.review.failed");
    if (reviewing === r) stopReview();
  }

  function showReview(r, g, m) {
    if (!g.ok) { fault(r); return; }
    const id = r.id;
    reviews[id] = g.lines;
    showAnswer(r.box, g, m, word);
    const chance = word("reader.review.chance");
    g.lines.forEach(function (l) {
      // The ply in the game's list: its chance, and the better move.
      const li = document.getElementById(id + "-" + l.number);
      if (!li) return;
      let tag = li.querySelector(".ply-chance");
      if (!tag) {
        tag = el("span", { class: "ply-chance", title: chance });
        li.querySelector(".ply-text").appendChild(tag);
      }
      const text = l.chance + " (" + l.swing + ")";
      if (tag.textContent !== text) tag.textContent = text;
      let said = li.querySelector(".review-said");
      if (l.said) {
        li.setAttribute("data-better", l.better || "");
        li.setAttribute("data-flag", l.flag);
        if (!said) { said = el("p", { class: "comment review-said" }); li.appendChild(said); }
        said.textContent = l.said;
      } else {
        li.removeAttribute("data-better");
        li.removeAttribute("data-flag");
        if (said) said.remove();
      }
    });
    cursor(id);
    // The ply shown, drawn again with its better move.
    const p = games[id] && games[id].player;
    if (p && p.game === null) p.show(p.index, false);
  }

  // cursor marks the band of the ply the player shows.
  function cursor(id) {
    const game = games[id], lines = reviews[id];
    if (!game || !lines) return;
    const cur = game.fig.querySelector("li.ply[aria-current]"), num = cur ? +cur.getAttribute("value") : -1;
    game.fig.querySelectorAll(".review-hit").forEach(function (h) {
      const l = lines[+h.getAttribute("data-ply")];
      h.classList.toggle("current", !!l && l.number === num);
    });
  }

  function gotoPly(id, number) {
    const game = games[id], li = document.getElementById(id + "-" + number);
    if (!game || !li) return;
    alive(id);
    const p = game.player;
    for (let i = 0; i < p.items.length; i++) {
      if (p.items[i].li === li) {
        p.stop();
        p.back(true);
        p.show(i, true);
        return;
      }
    }
  }

  function readFile(file) {
    if (!file) return;
    if (file.size > MAX) { fail(t("reader.toobig", { k: Math.ceil(file.size / 1024), m: MAX / 1024 })); return; }
    status.textContent = t("reader.loading");
    file.text().then(read, function () { fail(t("reader.empty")); });
  }

  function start(p) {
    player = p;
    section.querySelector(".reader-read").addEventListener("click", function () { read(box.value); });
    section.querySelector("input[type=file]").addEventListener("change", function (e) { readFile(e.target.files[0]); });
    const drop = section.querySelector(".reader-drop");
    ["dragenter", "dragover"].forEach(function (ev) {
      drop.addEventListener(ev, function (e) { e.preventDefault(); drop.classList.add("over"); });
    });
    drop.addEventListener("dragleave", function () { drop.classList.remove("over"); });
    drop.addEventListener("drop", function (e) {
      e.preventDefault();
      drop.classList.remove("over");
      readFile(e.dataTransfer && e.dataTransfer.files[0]);
    });
    download.addEventListener("click", function () {
      const a = el("a", { href: URL.createObjectURL(new Blob([current], { type: "text/plain" })), download: "game.ur" });
      document.body.appendChild(a);
      a.click();
      a.remove();
    });
    linkBtn.addEventListener("click", function () {
      pack(current).then(function (code) {
        const url = location.href.split("#")[0] + "#record=" + code;
        shareURL.value = url;
        share.hidden = false;
        const done = function () { status.textContent = t("reader.copied"); };
        const byHand = function () { shareURL.select(); status.textContent = t("reader.copyhand"); };
        if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(url).then(done, byHand);
        else byHand();
      });
    });
    [].forEach.call(document.querySelectorAll(".reader-sample"), function (b) {
      b.addEventListener("click", function () {
        status.textContent = t("reader.loading");
        fetch(b.getAttribute("data-href")).then(function (r) { return r.text(); }).then(function (text) {
          read(text);
          if (job) job.reviewHref = b.getAttribute("data-review") || "";
          section.scrollIntoView({ block: "start" });
        }, function () { fail(t("reader.empty")); });
      });
    });
    // A link opened here, or pasted into the address bar of this page.
    // #review&record=… (the play page's "Review the game") starts the
    // game's review once it is read.
    const fromLink = function () {
      const m = /^#(review&)?record=(.*)$/.exec(location.hash);
      if (!m) return;
      // The address keeps the game, as a link would carry it.
      if (m[1]) history.replaceState(null, "", location.pathname + location.search + "#record=" + m[2]);
      submit({ link: m[2], reviewNow: !!m[1] });
    };
    window.addEventListener("hashchange", fromLink);
    fromLink();
    section.setAttribute("data-ready", "");
  }

  // The worker starts with the page, while the player loads.
  worker = startWorker();

  ready.then(function (api) {
    if (!api) return;
    t = words(api, lang);
    start({ api: api, hydrate: hydrate, forget: forget });
  });
})();
