// How a worker (reader-worker.js, computer-worker.js) starts the page's
// module: wasm_exec.js, then the module, which the browser has already
// fetched for the page, then the page's rulesets in the compact form
// (rules), which it defines. ready gets the module's API; failed is
// called when it cannot start.
self.urtextStart = function (exec, wasm, rules, ready, failed) {
  "use strict";
  try {
    self.importScripts(exec);
    self.addEventListener("urtext-ready", function () {
      (rules || []).forEach(function (r) { self.urtext.define({ rules: r }); });
      ready(self.urtext);
    }, { once: true });
    const go = new self.Go();
    const bytes = function () {
      return fetch(wasm).then(function (r) { return r.arrayBuffer(); })
        .then(function (b) { return WebAssembly.instantiate(b, go.importObject); });
    };
    (WebAssembly.instantiateStreaming ? WebAssembly.instantiateStreaming(fetch(wasm), go.importObject).catch(bytes) : bytes())
      .then(function (r) { go.run(r.instance); }, failed);
  } catch (err) {
    failed();
  }
};
