/*
 * Specimen default theme: the design-token pages (theme/tokens.js), loaded by
 * tokens.mustache on tokens/ and on each group's page (tokens/<group>/).
 *
 * Cards or table: the switch ([data-token-view-switch]) is rendered hidden
 * and shown here. A choice sets the class token-sections--cards or
 * token-sections--table and is remembered in localStorage
 * ("specimen-token-view") for every token page; with no choice stored, the
 * view the build chose stays (cards for a short page, a table for a long one).
 *
 * Progressive enhancement: without JavaScript there is no switch, and the
 * view the build chose shows every fact. No dependencies; works from file://.
 */
(function () {
  "use strict";

  var sections = document.querySelector("[data-token-sections]");
  if (!sections) { return; }
  var KEY = "specimen-token-view";
  var VIEWS = ["cards", "table"];
  var switcher = document.querySelector("[data-token-view-switch]");
  if (!switcher) { return; }
  var buttons = Array.prototype.slice.call(switcher.querySelectorAll("button[data-token-view]"));

  function stored() {
    try { return window.localStorage.getItem(KEY) || ""; } catch (error) { return ""; }
  }

  function store(view) {
    try {
      window.localStorage.setItem(KEY, view);
    } catch (error) {
      /* No storage: the choice lasts until the page is left. */
    }
  }

  function apply(view) {
    if (VIEWS.indexOf(view) === -1) { return; }
    VIEWS.forEach(function (name) {
      sections.classList.toggle("token-sections--" + name, name === view);
    });
    buttons.forEach(function (button) {
      button.setAttribute("aria-pressed", button.getAttribute("data-token-view") === view ? "true" : "false");
    });
  }

  buttons.forEach(function (button) {
    button.addEventListener("click", function () {
      var view = button.getAttribute("data-token-view");
      store(view);
      apply(view);
    });
  });
  window.addEventListener("storage", function (event) {
    if (event.key === KEY) { apply(stored()); }
  });

  apply(stored());
  switcher.hidden = false;
}());
