// The language switch keeps the reader's place: the section ids are the
// same in both languages, so the current fragment carries over.
(function () {
  document.addEventListener("click", function (e) {
    var a = e.target.closest && e.target.closest("a[data-keep-hash]");
    if (a && location.hash) {
      a.setAttribute("href", a.getAttribute("href").split("#")[0] + location.hash);
    }
  });
})();
