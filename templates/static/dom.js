// What every script of the site shares: the page's language, making
// elements, and the board's drawing as the module hands it over.

/** The page's language: "en" or "fr". */
export const lang = document.documentElement.lang === "fr" ? "fr" : "en";

/** Whether the reader asked for less motion. */
export const reduced = !!(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);

/**
 * rulesets are the page's rulesets in the compact form (rules.Spec.Compact),
 * one per line of the body's data-rules: the module knows none of its own,
 * and each instance of it, the page's and its workers', is given them.
 * @returns {string[]}
 */
export function rulesets() {
  const r = document.body.getAttribute("data-rules");
  return r ? r.split("\n") : [];
}

const svgNS = "http://www.w3.org/2000/svg";

/**
 * el makes an element with attributes (null, undefined and "" left out)
 * and children, text or nodes. Text is always text, never markup.
 * @param {string} name
 * @param {Object<string, *>} [attrs]
 * @param {Array<string|Node>} [kids]
 * @returns {HTMLElement}
 */
export function el(name, attrs, kids) {
  const e = document.createElement(name);
  for (const k in attrs || {}) {
    if (attrs[k] !== null && attrs[k] !== undefined && attrs[k] !== "") e.setAttribute(k, attrs[k]);
  }
  for (const c of kids || []) e.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
  return e;
}

/**
 * throwWords says a throw of the notation in the page's words (the body's
 * data-throw-*): "3+" and "4-", the die with the stick's yes or no, and
 * "6,3", sixes thrown again. Other throws stay as they are.
 * @param {string} raw
 * @returns {string}
 */
export function throwWords(raw) {
  const d = document.body.dataset;
  if (!d.throwYes || !/[+,-]/.test(raw)) return raw;
  if (raw.endsWith("+")) return raw.slice(0, -1) + " " + d.throwYes;
  if (raw.endsWith("-")) return raw.slice(0, -1) + " " + d.throwNo;
  return raw.split(",").join(" " + d.throwThen + " ");
}

/** svg makes an SVG element, as el does. */
export function svg(name, attrs, kids) {
  const e = document.createElementNS(svgNS, name);
  for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
  for (const c of kids || []) e.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
  return e;
}

/**
 * build makes the elements of a drawing the module hands over
 * (internal/board, as JSON: [name, [attribute, value, …], text, child,
 * …]): the board is drawn in Go only, for the static pages and for play.
 * @param {Array} n
 * @returns {SVGElement}
 */
export function build(n) {
  const e = document.createElementNS(svgNS, n[0]);
  for (let i = 0; i + 1 < n[1].length; i += 2) e.setAttribute(n[1][i], n[1][i + 1]);
  if (n[2]) e.textContent = n[2];
  for (let k = 3; k < n.length; k++) e.appendChild(build(n[k]));
  return e;
}

/**
 * bytes reads a position's compact form from a page's base64url
 * (templates.State).
 * @param {string} state
 * @returns {Uint8Array}
 */
export function bytes(state) {
  const bin = atob(String(state || "").replace(/-/g, "+").replace(/_/g, "/"));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** seed is a fresh 53-bit seed for the dice, from the browser's cryptographic source. */
export function seed() {
  const a = new Uint32Array(2);
  window.crypto.getRandomValues(a);
  return a[0] * 2097152 + (a[1] & 2097151);
}

/** button makes a button that calls onClick. */
export function button(label, cls, onClick) {
  const b = el("button", { type: "button", class: cls }, [label]);
  b.addEventListener("click", onClick);
  return b;
}

/**
 * dice draws a throw as the dice fell: two-sided dice with their marked
 * tips, or a die's face, with the late variant's stick.
 * @param {string} raw the throw as written
 * @param {number} binary how many two-sided dice, 0 for a die
 */
export function dice(raw, binary) {
  const box = el("span", { class: "dice", "aria-hidden": "true" });
  if (raw === undefined || raw === null || raw === "") return box;
  if (binary > 0) {
    const marked = parseInt(raw, 10);
    for (let i = 0; i < binary; i++) {
      const m = i < marked;
      box.appendChild(svg("svg", { viewBox: "0 0 24 24", class: "die" + (m ? " marked" : "") }, [
        svg("polygon", { points: "12,2 22,21 2,21" }),
        svg("circle", { cx: 12, cy: 14, r: m ? 3.5 : 0 })
      ]));
    }
  } else if (raw !== "pay") {
    const face = parseInt(String(raw).split(",").pop(), 10);
    const die = svg("svg", { viewBox: "0 0 24 24", class: "die" }, [svg("rect", { x: 2, y: 2, width: 20, height: 20, rx: 4 })]);
    die.appendChild(svg("text", { x: 12, y: 17, "text-anchor": "middle", class: "die-face" }, [String(face)]));
    box.appendChild(die);
    // The late variant's stick: marked for "yes", plain for "no".
    const stick = /[+-]$/.exec(raw);
    if (stick) box.appendChild(svg("svg", { viewBox: "0 0 48 24", class: "stick" + (stick[0] === "+" ? " yes" : " no") }, [
      svg("rect", { x: 2, y: 9, width: 44, height: 6, rx: 3 })]));
  }
  return box;
}

/**
 * pack compresses a record for a reader's link (#record=…): deflate, in
 * base64url; the module reads it back (internal/link).
 * @param {string} text
 * @returns {Promise<string>}
 */
export function pack(text) {
  const s = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Response(s).arrayBuffer().then((buf) => {
    let bin = "";
    const b = new Uint8Array(buf);
    for (let i = 0; i < b.length; i++) bin += String.fromCharCode(b[i]);
    return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  });
}
