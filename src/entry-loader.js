(function () {
  var entry = document.querySelector('meta[name="app-entry"]');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // The entry's static imports, fetched alongside it (not with the document).
    (entry.getAttribute("data-preload") || "").split(" ").forEach(function (href) {
      if (!href) return;
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.src = entry.getAttribute("content");
    document.head.appendChild(script);
  }
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) setTimeout(start, 0);
    }).observe({ type: "paint", buffered: true });
  } catch (e) {
    start();
  }
  setTimeout(start, document.visibilityState === "hidden" ? 0 : 3000);
})();
