(function () {
  var entry = document.querySelector('meta[name="app-entry"]');
  var started = false;
  var startup = [];
  // A line is slow when the site stylesheet (linked where the first screen
  // ends, decision 008) took SLOW_LINE_MS or more to arrive.
  var SLOW_LINE_MS = 150;
  function took(link) {
    var timing = link && performance.getEntriesByName(link.href)[0];
    return timing ? timing.responseEnd - timing.startTime : Infinity;
  }
  function start() {
    if (started || !entry) return;
    started = true;
    startup = [entry.getAttribute("content")];
    // The entry's static imports, fetched alongside it (not with the document).
    (entry.getAttribute("data-preload") || "").split(" ").forEach(function (href) {
      if (!href) return;
      startup.push(href);
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.src = entry.getAttribute("content");
    document.head.appendChild(script);
    // React Aria reads the visitor's locale as its code is evaluated
    // (Intl.DateTimeFormat.supportedLocalesOf): the page's first use of the
    // browser's locale data, about 55 ms on a slow phone, which would make
    // the app's start-up task (src/start.tsx) a long one. It is done here
    // while that code downloads, in three tasks of at most about 40 ms each
    // (collation, numbers, then dates: each loads part of the data the next
    // one needs), so that none is a long task (decision 007). Then, in two
    // more tasks, the first use of what the sections format in the page's
    // language (the demo's dates and day names, the lists and plurals of
    // its descriptions): about 45 ms at their first use in a section's
    // hydration, a few ms afterwards.
    var lang = document.documentElement.lang || navigator.language;
    [
      function () {
        Intl.Collator.supportedLocalesOf([navigator.language]);
      },
      function () {
        Intl.NumberFormat.supportedLocalesOf([navigator.language]);
      },
      function () {
        Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
      },
      function () {
        var long = { weekday: "long", day: "numeric", month: "long", year: "numeric" };
        new Intl.DateTimeFormat(lang, long).format(0);
        new Intl.DateTimeFormat(lang, { weekday: "short" }).format(0);
      },
      function () {
        new Intl.ListFormat(lang).format(["1", "2"]);
        new Intl.PluralRules(lang).select(1);
      },
    ].forEach(function (warm) {
      // A task each (timers run one per task, in order).
      setTimeout(function () {
        try {
          warm();
        } catch (e) {}
      });
    });
  }

  // Taps and key presses on a control of a section whose code has not run
  // yet are held here, in order, and replayed once by the app when the
  // section is ready (src/lib/pending-interactions.ts). React never sees them
  // meanwhile: it would drop them. A section takes its own events again once
  // its wrapper carries data-interactive. Links and form fields work natively.
  var queue = (window.__pendingInteractions = []);
  var CONTROL = 'button, [role="button"], [role="tab"], [role="option"], [role="menuitem"]';
  var KEYS = /^(Enter| |Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down))$/;
  function hold(event) {
    var target = event.target;
    // Replays (dispatched by the app) are not trusted: they go through.
    if (!event.isTrusted) return;
    var section = target && target.closest && target.closest("[data-section]");
    if (!section || section.hasAttribute("data-interactive")) return;
    var control = target.closest(CONTROL);
    if (
      !control ||
      !section.contains(control) ||
      target.closest("a[href], input, select, textarea")
    )
      return;
    event.stopPropagation();
    var item = null;
    if (event.type === "click" && event.button === 0)
      // The pointer's type ("" for a click the keyboard made: Enter or Space).
      item = { type: "click", pointerType: event.pointerType || (event.detail > 0 ? "mouse" : "") };
    else if (
      event.type === "keydown" &&
      KEYS.test(event.key) &&
      !(event.altKey || event.ctrlKey || event.metaKey) &&
      // A native button turns Enter and Space into a click of its own.
      !(control.localName === "button" && (event.key === "Enter" || event.key === " "))
    ) {
      event.preventDefault();
      item = { type: "keydown", key: event.key, code: event.code, shiftKey: event.shiftKey };
    }
    if (!item) return;
    item.section = section;
    item.target = control;
    queue.push(item);
    start();
    if (startupArrived()) fetchChunks(section.getAttribute("data-section"));
    document.dispatchEvent(new Event("pendinginteraction"));
  }
  // The section's code and its words in the page's language ("<id>:<lang>",
  // as src/lib/section-chunks.ts reads them) are downloaded at once, in
  // parallel; the app's import() then finds them in the HTTP cache. (The
  // words fetched only once the code had arrived cost a round trip more.)
  // But while the start-up code is still downloading, they would share a
  // slow network with it and delay both: the entry fetches them as soon as it
  // runs instead (src/fetch-ahead.ts, fetchNearbySections), and
  // they download while the page hydrates.
  function startupArrived() {
    return startup.every(function (href) {
      return performance.getEntriesByName(new URL(href, location.href).href).length;
    });
  }
  var fetched = {};
  // Each download by URL, shared with the app (src/lib/section-chunks.ts):
  // neither asks for a file the other has on its way (a second request for
  // a file still downloading waits for the first, then reads it again from
  // the cache, on the main thread of a slow phone).
  var downloads = (window.__chunkDownloads = {});
  function fetchChunks(id) {
    var element = document.getElementById("section-chunks");
    // The list comes at the end of the body: a tap before the parser reads it
    // leaves the download to the section's own import().
    if (fetched[id] || !element) return;
    fetched[id] = true;
    try {
      var all = JSON.parse(element.textContent);
      var list = (all[id] || []).concat(all[id + ":" + document.documentElement.lang] || []);
      list.forEach(function (url) {
        // The app may have asked for it already (src/fetch-ahead.ts).
        if (downloads[url]) return;
        downloads[url] = fetch(url).then(function (response) {
          if (!response.ok) throw new Error(url + ": " + response.status);
          return response.arrayBuffer();
        });
        downloads[url].catch(function () {});
      });
    } catch (e) {}
  }
  var types =
    "pointerdown pointerup pointercancel mousedown mouseup touchstart touchend touchcancel click dblclick auxclick keydown keyup keypress";
  types.split(" ").forEach(function (type) {
    document.addEventListener(type, hold, { capture: true, passive: !/^key/.test(type) });
  });

  // The entry module is added after first paint (or at once when the visitor
  // acts first), so the page paints before any JavaScript is fetched or run:
  // once the first contentful paint is observed. On a slow line (the site
  // stylesheet, linked where the first screen ends, took SLOW_LINE_MS or
  // more to arrive) it is added as soon as that stylesheet has loaded: the
  // first screen painted while the stylesheet was on its way, the line is
  // free, and the paint entry would reach its observer 100 to 300 ms later on
  // a slow phone, behind the parsing of the rest of the page (issue #12,
  // decision 007). On a fast line the stylesheet can arrive before the first
  // paint, and the modules, as fast, would run before it.
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) setTimeout(start, 0);
    }).observe({ type: "paint", buffered: true });
  } catch (e) {
    start();
  }
  document.addEventListener(
    "load",
    function (event) {
      var target = event.target;
      if (!target || !target.hasAttribute || !target.hasAttribute("data-site-stylesheet")) return;
      var time = took(target);
      if (time >= SLOW_LINE_MS && time < Infinity) start();
    },
    true,
  );
  setTimeout(start, document.visibilityState === "hidden" ? 0 : 3000);
})();
