/*
 * Inline in every page's head (scripts/inline-scripts.js): adds the app's
 * entry module and its preloads, named by <meta name="app-entry">, once the
 * first screen has painted, so no script competes with the first paint
 * (decision 002). A hidden tab never paints: then at once; at the latest
 * after 3 s.
 */
(function () {
  var meta = document.querySelector('meta[name="app-entry"]');
  var added = false;
  function addEntry() {
    if (added || !meta) return;
    added = true;
    (meta.getAttribute("data-preload") || "").split(" ").forEach(function (href) {
      if (!href) return;
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.src = meta.getAttribute("content");
    document.head.appendChild(script);
  }
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) setTimeout(addEntry, 0);
    }).observe({ type: "paint", buffered: true });
  } catch {
    addEntry();
  }
  setTimeout(addEntry, document.visibilityState === "hidden" ? 0 : 3000);
})();
