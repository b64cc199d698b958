// What every script of the site shares: the page's language, making
// elements, and the board's drawing as the module hands it over.

/** The page's language: "en" or "fr". */
export const lang = document.documentElement.lang === "fr" ? "fr" : "en";

/** Whether the reader asked for less motion. */
export const reduced = !!(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);

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
