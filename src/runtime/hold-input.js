/*
 * Inline in every page's head (scripts/inline-scripts.js): holds each tap and
 * key press on a control of a section not yet interactive (its wrapper lacks
 * data-interactive), which React would drop, in window.__heldInput, the one
 * hand-off to the app (replay-input.ts replays each once), and starts
 * downloading that section's files (#section-files). Links and fields work natively.
 */
(function () {
  var held = (window.__heldInput = []);
  var files;
  var CONTROL = 'button, [role="button"], [role="tab"], [role="option"], [role="menuitem"]';
  var KEYS = /^(Enter| |Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down))$/;
  function hold(event) {
    var target = event.target;
    // Replays are untrusted events: they go through.
    if (!event.isTrusted || !target.closest) return;
    var section = target.closest("[data-section]");
    var control = target.closest(CONTROL);
    if (!section || section.hasAttribute("data-interactive") || !control) return;
    if (!section.contains(control) || target.closest("a[href], input, select, textarea")) return;
    // The whole interaction, so React never sees half of one.
    event.stopPropagation();
    var item = { section: section, target: control };
    if (event.type === "click" && event.button === 0) {
      item.type = "click";
      // "" for a click the keyboard made (Enter or Space on a button).
      item.pointerType = event.pointerType || (event.detail > 0 ? "mouse" : "");
    } else if (
      event.type === "keydown" &&
      KEYS.test(event.key) &&
      !(event.altKey || event.ctrlKey || event.metaKey) &&
      // A native button turns Enter and Space into a click, held as such.
      !(control.localName === "button" && (event.key === "Enter" || event.key === " "))
    ) {
      event.preventDefault();
      item.type = "keydown";
      item.key = event.key;
      item.code = event.code;
      item.shiftKey = event.shiftKey;
    } else return;
    held.push(item);
    files = files || JSON.parse(document.getElementById("section-files")?.textContent || "{}");
    // The section's files, and those of any around it (the FAQ hydrates inside Download).
    for (; section; section = section.parentElement.closest("[data-section]")) {
      var id = section.getAttribute("data-section");
      (files[id] || []).forEach(function (href) {
        var link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        document.head.appendChild(link);
      });
      files[id] = null;
    }
  }
  var types =
    "pointerdown pointerup pointercancel mousedown mouseup touchstart touchend touchcancel click dblclick auxclick keydown keyup keypress";
  types.split(" ").forEach(function (type) {
    document.addEventListener(type, hold, { capture: true, passive: !/^key/.test(type) });
  });
})();
