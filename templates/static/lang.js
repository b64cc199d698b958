// The root page: go to the reader's language when the browser says which;
// the links stay for everyone else.
(function () {
  var langs = navigator.languages || [navigator.language || ""];
  for (var i = 0; i < langs.length; i++) {
    var l = String(langs[i]).slice(0, 2).toLowerCase();
    var a = document.querySelector('a[data-lang="' + l + '"]');
    if (a) {
      location.replace(a.getAttribute("href") + location.hash);
      return;
    }
  }
})();
