// The root page: go to the reader's language when the browser says which;
// the links stay for everyone else.
(function () {
  const langs = navigator.languages || [navigator.language || ""];
  for (let i = 0; i < langs.length; i++) {
    const l = String(langs[i]).slice(0, 2).toLowerCase();
    const a = document.querySelector('a[data-lang="' + l + '"]');
    if (a) {
      location.replace(a.getAttribute("href") + location.hash);
      return;
    }
  }
})();
