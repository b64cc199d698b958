// The game reader (en/reader/, fr/reader/): a record comes from a file, a
// drop, the text box or the page's link (#record=…, compressed); the
// engine (the reader's build of the module) reads and checks it, and each
// game becomes a replay the player steps through and takes over. A
// record is only ever put in the page as text: its comments cannot run
// anything.
(function () {
  "use strict";

  var section = document.querySelector("section.reader");
  if (!section) return;
  var lang = document.documentElement.lang === "fr" ? "fr" : "en";
  var MAX = +section.getAttribute("data-max");
  var box = section.querySelector(".reader-text");
  var status = section.querySelector(".reader-status");
  var errorBox = section.querySelector(".reader-error");
  var gamesBox = section.querySelector(".reader-games");
  var download = section.querySelector(".reader-download");
  var linkBtn = section.querySelector(".reader-link");
  var share = section.querySelector(".reader-share");
  var shareURL = section.querySelector(".reader-share-url");
  var player = null;
  var current = "";
  var lazy = "IntersectionObserver" in window ? new IntersectionObserver(function (entries) {
    entries.forEach(function (e) {
      if (e.isIntersecting) { lazy.unobserve(e.target); player.hydrate(e.target); }
    });
  }, { rootMargin: "400px" }) : null;

  function t(key, args) {
    var s = player.api.t(lang, key);
    for (var k in args || {}) s = s.split("{" + k + "}").join(String(args[k]));
    return s;
  }
  function el(name, attrs, kids) {
    var e = document.createElement(name);
    for (var k in attrs || {}) {
      if (attrs[k] !== null && attrs[k] !== undefined && attrs[k] !== "") e.setAttribute(k, attrs[k]);
    }
    (kids || []).forEach(function (c) { e.appendChild(typeof c === "string" ? document.createTextNode(c) : c); });
    return e;
  }

  function fail(msg) {
    errorBox.textContent = msg;
    errorBox.hidden = false;
    status.textContent = "";
  }

  // read checks a record and shows its games. A record that did not come
  // from the address's link drops that link from the address, which would
  // no longer say what the page shows.
  function read(text, viaLink) {
    if (viaLink !== true && /^#record=/.test(location.hash)) history.replaceState(null, "", location.pathname + location.search);
    errorBox.hidden = true;
    share.hidden = true;
    if (!text.trim()) { fail(t("reader.empty")); return; }
    if (text.length > MAX) {
      fail(t("reader.toobig", { k: Math.ceil(text.length / 1024), m: MAX / 1024 }));
      return;
    }
    box.value = text;
    var r = JSON.parse(player.api.parse(text, lang));
    player.forget();
    gamesBox.replaceChildren();
    if (r.error) {
      current = "";
      download.disabled = linkBtn.disabled = true;
      fail((r.error.line ? t("reader.at", { l: r.error.line, c: r.error.col }) : "") + r.error.message);
      errorBox.setAttribute("data-line", r.error.line);
      errorBox.setAttribute("data-col", r.error.col);
      return;
    }
    current = text;
    download.disabled = linkBtn.disabled = false;
    // The first game comes alive at once, the others as they come near the
    // screen: a record of many long games would otherwise hold the page
    // for seconds.
    if (lazy) lazy.disconnect();
    r.games.forEach(function (g, i) {
      var fig = figure(g);
      if (i === 0 || !lazy) player.hydrate(fig);
      else lazy.observe(fig);
    });
    status.textContent = r.games.length === 1 ? t("reader.ok.one") : t("reader.ok", { n: r.games.length });
  }

  // figure builds a game as the site's replays are built (templates/
  // replay.templ), all of it text.
  function figure(g) {
    var id = "game-" + g.n;
    var caption = el("figcaption", {}, [el("span", { class: "replay-kind" }, [t("reader.game") + " " + g.n]), " " + (g.title || g.ruleset)]);
    var start = el("div", { class: "frame start", "data-position": g.start },
      g.notes.map(function (c) { return el("p", { class: "comment" }, [c]); }));
    var list = el("ol", { class: "plies" });
    g.plies.forEach(function (p) {
      var text = el("p", { class: "ply-text" }, p.text.map(function (s) {
        if (s.href) return el("a", { class: "code", href: s.href }, [el("code", {}, [s.text])]);
        if (s.code) return el("code", {}, [s.text]);
        return document.createTextNode(s.text);
      }));
      var li = el("li", { id: id + "-" + p.number, class: "ply", value: p.number, "data-position": p.position,
        "data-throw": p.throw, "data-from": p.from, "data-to": p.to }, [text]);
      p.notes.forEach(function (c) { li.appendChild(el("p", { class: "comment" }, [c])); });
      list.appendChild(li);
    });
    var fig = el("figure", { class: "replay", id: id, "data-replay": "reader", "data-ruleset": g.ruleset, "data-lang": lang,
      "data-rules-href": "../" + g.ruleset + "/" }, [caption, start, list]);
    gamesBox.appendChild(fig);
    return fig;
  }

  // The link carries the record compressed (deflate), in base64url.
  function pack(text) {
    var s = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
    return new Response(s).arrayBuffer().then(function (buf) {
      var bin = "", bytes = new Uint8Array(buf);
      for (var i = 0; i < bytes.length; i++) bin += String.fromCharCode(bytes[i]);
      return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    });
  }
  function unpack(code) {
    var bin = atob(code.replace(/-/g, "+").replace(/_/g, "/"));
    var bytes = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    var s = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    // A link cannot unfold into more than the reader takes.
    var reader = s.getReader(), out = [], size = 0;
    function pump() {
      return reader.read().then(function (r) {
        if (r.done) return new Blob(out).text();
        size += r.value.length;
        if (size > MAX) { reader.cancel(); throw new Error("too large"); }
        out.push(r.value);
        return pump();
      });
    }
    return pump();
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
    var drop = section.querySelector(".reader-drop");
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
      var a = el("a", { href: URL.createObjectURL(new Blob([current], { type: "text/plain" })), download: "game.ur" });
      document.body.appendChild(a);
      a.click();
      a.remove();
    });
    linkBtn.addEventListener("click", function () {
      pack(current).then(function (code) {
        var url = location.href.split("#")[0] + "#record=" + code;
        shareURL.value = url;
        share.hidden = false;
        var done = function () { status.textContent = t("reader.copied"); };
        var byHand = function () { shareURL.select(); status.textContent = t("reader.copyhand"); };
        if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(url).then(done, byHand);
        else byHand();
      });
    });
    [].forEach.call(document.querySelectorAll(".reader-sample"), function (b) {
      b.addEventListener("click", function () {
        status.textContent = t("reader.loading");
        fetch(b.getAttribute("data-href")).then(function (r) { return r.text(); }).then(function (text) {
          read(text);
          section.scrollIntoView({ block: "start" });
        }, function () { fail(t("reader.empty")); });
      });
    });
    // A link opened here, or pasted into the address bar of this page.
    var fromLink = function () {
      var m = /^#record=([A-Za-z0-9_-]+)$/.exec(location.hash);
      if (m) unpack(m[1]).then(function (text) { read(text, true); }, function () { fail(t("reader.badlink")); });
    };
    window.addEventListener("hashchange", fromLink);
    fromLink();
    section.setAttribute("data-ready", "");
  }

  function wait() {
    var st = document.documentElement.getAttribute("data-player");
    if (window.urtextPlayer) start(window.urtextPlayer);
    else if (st !== "failed") setTimeout(wait, 50);
  }
  wait();
})();
