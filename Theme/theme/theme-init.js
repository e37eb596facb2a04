/*
 * Specimen default theme: runs before the first paint (theme/theme-init.js).
 *
 * Loaded by a blocking <script> in <head> (not deferred, not async), so the
 * page is never painted in the wrong colours: it applies the reader's light or
 * dark choice, stored by the theme switch (site.js) in localStorage, as
 * <html data-theme="light|dark">; without a stored choice there is no
 * data-theme and the CSS follows the system (prefers-color-scheme). It also
 * marks <html class="js">, so controls that need JavaScript are drawn from the
 * first paint on. Storage can be unavailable (privacy settings): the system
 * theme is used then. Kept tiny on purpose; nothing else belongs here.
 */
(function () {
  "use strict";
  var root = document.documentElement;
  root.className += (root.className ? " " : "") + "js";
  try {
    var theme = window.localStorage.getItem("specimen-theme");
    if (theme === "light" || theme === "dark") {
      root.setAttribute("data-theme", theme);
    }
  } catch (error) {
    /* No storage: follow the system. */
  }
}());
