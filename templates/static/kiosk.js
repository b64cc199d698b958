// The kiosk (kiosk/ in the built site), for a touch screen in a museum or
// a classroom: its settings, the two-stage idle timer (a "still there?"
// countdown, then back to the start screen), the attract loop that plays
// every ruleset's replays when nobody is there, no way out, and the
// service worker that keeps it running offline.
import { lang } from "./dom.js";

(function () {
  const body = document.body, kind = body.getAttribute("data-kiosk");
  if (!kind) return;
  const root = body.getAttribute("data-root");
  const KEY = "urtext-kiosk", ATTRACT = "urtext-kiosk-attract";
  const LANGS = ["en", "fr"];

  function store(area, k, v) {
    try { if (v === null) area.removeItem(k); else area.setItem(k, v); } catch (e) { /* private mode: defaults */ }
  }
  function read(area, k) {
    try { return area.getItem(k); } catch (e) { return null; }
  }

  // Settings: the build's (content/kiosk.yaml), then those the entry
  // page's query gave, kept for every page of the kiosk.
  const s = { lang: body.getAttribute("data-lang"), idle: +body.getAttribute("data-idle"),
    countdown: +body.getAttribute("data-countdown"), attract: +body.getAttribute("data-attract") };
  let saved = {};
  try { saved = JSON.parse(read(localStorage, KEY) || "{}") || {}; } catch (e) { saved = {}; }

  if (kind === "entry") {
    const q = new URLSearchParams(location.search);
    saved = {};
    Object.keys(s).forEach(function (k) {
      const v = q.get(k);
      if (v === null) return;
      if (k === "lang") { if (LANGS.indexOf(v) >= 0) saved.lang = v; }
      else if (/^[0-9]{1,5}$/.test(v) && +v > 0) saved[k] = +v;
    });
    store(localStorage, KEY, JSON.stringify(saved));
    store(sessionStorage, ATTRACT, null);
    location.replace((saved.lang || s.lang) + "/");
    return;
  }
  Object.keys(s).forEach(function (k) { if (saved[k] !== undefined) s[k] = saved[k]; });

  const home = root + "kiosk/" + lang + "/";
  const loop = (body.getAttribute("data-loop") || "").split(" ").filter(Boolean);

  // No way out: no menu on a long press (the style sheet does the rest:
  // no selection, no double-tap zoom).
  document.addEventListener("contextmenu", function (e) { e.preventDefault(); });

  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register(root + "kiosk/sw.js", { scope: root + "kiosk/" }).catch(function () { /* online only */ });
  }

  const idleBox = document.querySelector(".kiosk-idle");
  const countEl = document.querySelector(".kiosk-count");
  const attractBox = document.querySelector(".kiosk-attract");
  let last = Date.now(), counting = false;
  const attracting = kind === "page" && read(sessionStorage, ATTRACT) === "1";

  function secs(n) { return n + (lang === "fr" ? "\u202fs" : " s"); }

  function goHome() {
    store(sessionStorage, ATTRACT, null);
    location.replace(home);
  }

  function activity() {
    last = Date.now();
    if (attracting) { goHome(); return; }
    if (counting) {
      counting = false;
      idleBox.hidden = true;
      body.classList.remove("kiosk-counting");
    }
  }
  ["pointerdown", "touchstart", "keydown", "wheel"].forEach(function (ev) {
    document.addEventListener(ev, activity, { capture: true, passive: true });
  });
  document.querySelector(".kiosk-stay").addEventListener("click", activity);

  // The idle timer: on the start screen, the attract loop begins; on a
  // rules page, the question, then home.
  setInterval(function () {
    if (attracting) return;
    const quiet = (Date.now() - last) / 1000;
    if (kind === "home") {
      if (quiet >= s.attract && loop.length) {
        store(sessionStorage, ATTRACT, "1");
        location.href = loop[0] + "/";
      }
      return;
    }
    if (quiet < s.idle) return;
    const left = Math.max(0, Math.ceil(s.idle + s.countdown - quiet));
    if (!counting) {
      counting = true;
      idleBox.hidden = false;
      body.classList.add("kiosk-counting");
      idleBox.querySelector(".kiosk-stay").focus();
    }
    countEl.textContent = secs(left);
    if (left === 0) goHome();
  }, 250);

  if (attracting) attract();

  // attract plays the page's replays one after the other, with their
  // comments, then goes on to the next ruleset's page, round and round.
  function attract() {
    attractBox.hidden = false;
    body.classList.add("kiosk-attracting");
    const id = location.pathname.replace(/\/$/, "").split("/").pop();
    const next = loop[(loop.indexOf(id) + 1) % loop.length];
    const nextPage = function () { location.replace("../" + next + "/"); };
    const figures = [].slice.call(document.querySelectorAll("figure.replay"));
    let i = 0;
    const wait = function (ok, then) {
      const t = setInterval(function () { if (ok()) { clearInterval(t); then(); } }, 300);
    };
    const play = function () {
      if (i >= figures.length) { nextPage(); return; }
      const f = figures[i++];
      (f.closest("section") || f).scrollIntoView({ block: "start" });
      const btn = f.querySelector(".ctl.play"), speed = f.querySelector(".speed");
      if (!btn) { setTimeout(play, 3000); return; }
      if (speed) { speed.value = "2000"; speed.dispatchEvent(new Event("change")); }
      const plies = f.querySelectorAll("ol.plies > li.ply").length;
      btn.click();
      wait(function () {
        return f.getAttribute("data-frame") === String(plies) && btn.getAttribute("aria-pressed") !== "true";
      }, function () { setTimeout(play, 2000); });
    };
    wait(function () {
      const st = document.documentElement.getAttribute("data-player");
      return st === "ready" || st === "failed" || !figures.length;
    }, play);
  }
})();
