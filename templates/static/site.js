// Every page of the site: the language switch keeps the reader's place,
// and the navigation folds into a menu on a narrow screen.

// The section ids are the same in both languages, so the current
// fragment carries over to the other language's page.
document.addEventListener("click", (e) => {
  const a = e.target.closest?.("a[data-keep-hash]");
  if (a && location.hash) {
    a.setAttribute("href", a.getAttribute("href").split("#")[0] + location.hash);
  }
});

// The groups of the navigation are disclosures (details): one open at a
// time, closed by Escape or a click elsewhere. Without this script they
// still open and close.
const groups = [...document.querySelectorAll("header.site details.nav-group")];
for (const g of groups) {
  g.addEventListener("toggle", () => {
    if (g.open) groups.forEach((o) => { if (o !== g) o.open = false; });
  });
}
document.addEventListener("click", (e) => {
  for (const g of groups) if (g.open && !g.contains(e.target)) g.open = false;
});
document.addEventListener("keydown", (e) => {
  if (e.key !== "Escape") return;
  for (const g of groups) {
    if (g.open) {
      g.open = false;
      g.querySelector("summary").focus();
    }
  }
});

// On a narrow screen the navigation is behind a Menu button; without
// this script it is shown whole.
const header = document.querySelector("header.site");
const toggle = header?.querySelector(".nav-toggle");
if (toggle) {
  const narrow = matchMedia("(max-width: 40rem)");
  const fold = () => {
    header.classList.toggle("folded", narrow.matches);
    toggle.hidden = !narrow.matches;
    if (!narrow.matches) header.classList.remove("open");
    toggle.setAttribute("aria-expanded", String(header.classList.contains("open")));
  };
  toggle.addEventListener("click", () => {
    header.classList.toggle("open");
    toggle.setAttribute("aria-expanded", String(header.classList.contains("open")));
  });
  narrow.addEventListener("change", fold);
  fold();
}

// A rules page's Print button, and the address printed at the foot of
// each sheet: the page's own, wherever the site is served from.
for (const b of document.querySelectorAll(".print-link")) {
  b.hidden = false;
  b.addEventListener("click", () => print());
}
// The address goes in the sheets' margin (a page-margin box of @page),
// which only a style sheet reaches: one made here, as the address is
// known only where the site is served. CSS strings escape \ and ".
const sheet = new CSSStyleSheet();
const here = location.href.split("#")[0].replace(/[\\"]/g, (c) => "\\" + c);
sheet.replaceSync(`@media print { @page { @bottom-left { content: "${here}"; } } }`);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
