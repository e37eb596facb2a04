/*
 * Specimen default theme: the platform switcher (theme/platform-switcher.js).
 *
 * A page whose rules are for different platforms has a switcher above its
 * first rule table: All, then one button per platform (aria-pressed says
 * which is chosen). Choosing a platform hides, on this page, every rule row
 * and guidance figure whose data-platforms does not list it (elements with no
 * platforms stay). The choice is stored in localStorage under
 * "specimen-platform" and applied on every page that has a switcher with that
 * platform; a page without it shows everything and keeps the stored choice.
 *
 * Progressive enhancement: the switcher is rendered hidden and shown here, so
 * without JavaScript every rule shows. Rows are hidden with a
 * data-platform-off attribute that specimen.css applies on screens only, so
 * a printed page has every rule. No dependencies; works from file://.
 */
(function () {
  "use strict";

  var KEY = "specimen-platform";
  var switchers = Array.prototype.slice.call(document.querySelectorAll("[data-platform-switcher]"));
  if (!switchers.length) { return; }
  var scope = document.querySelector("main") || document.body;
  var buttons = [];
  switchers.forEach(function (switcher) {
    buttons = buttons.concat(Array.prototype.slice.call(switcher.querySelectorAll("button[data-platform]")));
  });

  function stored() {
    try { return window.localStorage.getItem(KEY) || ""; } catch (error) { return ""; }
  }

  function store(platform) {
    try {
      if (platform) { window.localStorage.setItem(KEY, platform); } else { window.localStorage.removeItem(KEY); }
    } catch (error) {
      /* No storage: the choice lasts until the page is left. */
    }
  }

  function offered(platform) {
    return buttons.some(function (button) { return button.getAttribute("data-platform") === platform; });
  }

  function apply(platform) {
    if (!offered(platform)) { platform = ""; }
    buttons.forEach(function (button) {
      button.setAttribute("aria-pressed", button.getAttribute("data-platform") === platform ? "true" : "false");
    });
    Array.prototype.forEach.call(scope.querySelectorAll("[data-platforms]"), function (element) {
      /* The rules page has its own filter. */
      if (element.closest("[data-rule-table]")) { return; }
      var platforms = (element.getAttribute("data-platforms") || "").split(/\s+/).filter(Boolean);
      if (platform && platforms.length && platforms.indexOf(platform) === -1) {
        element.setAttribute("data-platform-off", "");
      } else {
        element.removeAttribute("data-platform-off");
      }
    });
  }

  buttons.forEach(function (button) {
    button.addEventListener("click", function () {
      var platform = button.getAttribute("data-platform") || "";
      store(platform);
      apply(platform);
    });
  });
  window.addEventListener("storage", function (event) {
    if (event.key === KEY || event.key === null) { apply(stored()); }
  });

  apply(stored());
  switchers.forEach(function (switcher) { switcher.hidden = false; });
}());
