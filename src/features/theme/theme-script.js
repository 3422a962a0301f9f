(function () {
  // Before first paint: apply the stored choice (no flash), and say on <html>
  // which one it is; the switch is shown only where this script has run.
  var root = document.documentElement;
  var choice = "system";
  try {
    var t = localStorage.getItem("theme");
    if (t === "light" || t === "dark") choice = t;
  } catch (e) {}
  function show(value) {
    choice = value;
    root.setAttribute("data-theme-choice", value);
    if (value === "system") root.removeAttribute("data-theme");
    else root.setAttribute("data-theme", value);
  }
  show(choice);
  // Until the app has hydrated, the switch (native radios) works from here:
  // its option is checked as soon as the parser adds it, before it paints,
  // and a new choice applies at once. React keeps both on hydration.
  function check() {
    var input = document.querySelector('input[name="theme"][value="' + choice + '"]');
    if (input) {
      input.checked = true;
      observer.disconnect();
    }
  }
  var observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true });
  // When the parser reads the whole body in one go, the observer hears of it
  // only after this event.
  document.addEventListener("DOMContentLoaded", function () {
    check();
    observer.disconnect();
  });
  document.addEventListener(
    "change",
    function (event) {
      var input = event.target;
      if (input.name !== "theme" || root.hasAttribute("data-hydrated")) return;
      show(input.value);
      try {
        if (input.value === "system") localStorage.removeItem("theme");
        else localStorage.setItem("theme", input.value);
      } catch (e) {}
    },
    true,
  );
})();
