/*
 * Specimen default theme: filters for the rules page (rules/index.html).
 *
 * Progressive enhancement: without this script the page shows every rule and
 * the filter form stays hidden. With it, the form appears; rows are shown when
 * they match the component AND the level AND the platform (a row matches a
 * platform listed in its space-separated data-platforms). The choice is kept in
 * the URL hash (#component=tabs&level=must) so a filtered view can be shared,
 * and a hash like that is applied on load. The fields sit in a <details>,
 * opened here on wide screens (and when the hash brings filters) and left
 * closed on a phone. The platform is shared with the platform switcher of
 * guideline pages (localStorage "specimen-platform"): with no filter in the
 * hash, the remembered platform is chosen on load, and choosing a platform
 * here is remembered for those pages. No dependencies; works from file://.
 */
(function () {
  "use strict";

  var form = document.querySelector("form[data-rule-filters]");
  var table = document.querySelector("table[data-rule-table]");
  if (!form || !table || !table.tBodies.length) { return; }

  var KEYS = ["component", "level", "platform"];
  var rows = Array.prototype.slice.call(table.tBodies[0].rows);
  var shown = document.querySelector("[data-rule-shown]");
  var total = document.querySelector("[data-rule-total]");
  var selects = {};
  KEYS.forEach(function (key) {
    selects[key] = form.querySelector('select[data-filter="' + key + '"]');
  });

  function hasOption(select, value) {
    for (var i = 0; i < select.options.length; i += 1) {
      if (select.options[i].value === value) { return true; }
    }
    return false;
  }

  /* The filters from a hash such as "#component=tabs&level=must"; null when the
     hash is not a filter (for example "#main", the skip link's target). */
  function filtersFromHash(hash) {
    var text = (hash || "").replace(/^#/, "");
    if (text.indexOf("=") === -1) { return null; }
    var filters = {};
    var found = false;
    text.split("&").forEach(function (pair) {
      var at = pair.indexOf("=");
      if (at === -1) { return; }
      var key, value;
      try {
        key = decodeURIComponent(pair.slice(0, at).replace(/\+/g, " "));
        value = decodeURIComponent(pair.slice(at + 1).replace(/\+/g, " "));
      } catch (error) {
        return;
      }
      if (KEYS.indexOf(key) !== -1) {
        filters[key] = value;
        found = true;
      }
    });
    return found ? filters : null;
  }

  function currentFilters() {
    var filters = {};
    KEYS.forEach(function (key) {
      filters[key] = selects[key] ? selects[key].value : "";
    });
    return filters;
  }

  function matches(row, filters) {
    if (filters.component && row.getAttribute("data-component") !== filters.component) { return false; }
    // A row's level is the modifier of the badge in its second cell (`level--must`), so rows
    // carry no attribute for it (the history column may show other levels' badges).
    if (filters.level && !(row.cells[1] && row.cells[1].querySelector(".level--" + filters.level))) { return false; }
    if (filters.platform) {
      var platforms = (row.getAttribute("data-platforms") || "").split(/\s+/);
      if (platforms.indexOf(filters.platform) === -1) { return false; }
    }
    return true;
  }

  function apply() {
    var filters = currentFilters();
    var count = 0;
    rows.forEach(function (row) {
      var visible = matches(row, filters);
      row.hidden = !visible;
      if (visible) { count += 1; }
    });
    if (shown) { shown.textContent = String(count); }
    if (total) { total.textContent = String(rows.length); }
  }

  function hashFor(filters) {
    var parts = [];
    KEYS.forEach(function (key) {
      if (filters[key]) { parts.push(encodeURIComponent(key) + "=" + encodeURIComponent(filters[key])); }
    });
    return parts.join("&");
  }

  /* Replaces the hash without adding a history entry or scrolling. */
  function writeHash() {
    var hash = hashFor(currentFilters());
    var url = window.location.href.split("#")[0] + (hash ? "#" + hash : "");
    try {
      window.history.replaceState(window.history.state, "", url);
    } catch (error) {
      /* Some browsers refuse replaceState on file:// URLs. */
      if (hash || window.location.hash) { window.location.replace("#" + hash); }
    }
  }

  /* On load the hash is the whole truth (a reload must not keep old choices);
     later, a hash that is not a filter (#main) leaves the filters alone. */
  function setFromHash(onLoad) {
    var filters = filtersFromHash(window.location.hash);
    if (!filters && !onLoad) { return false; }
    filters = filters || {};
    KEYS.forEach(function (key) {
      var select = selects[key];
      if (!select) { return; }
      var value = filters[key] || "";
      select.value = hasOption(select, value) ? value : "";
    });
    return true;
  }

  var PLATFORM_KEY = "specimen-platform";

  function storedPlatform() {
    try { return window.localStorage.getItem(PLATFORM_KEY) || ""; } catch (error) { return ""; }
  }

  function storePlatform(platform) {
    try {
      if (platform) { window.localStorage.setItem(PLATFORM_KEY, platform); } else { window.localStorage.removeItem(PLATFORM_KEY); }
    } catch (error) {
      /* No storage: the choice stays on this page. */
    }
  }

  form.addEventListener("change", function (event) {
    if (event.target === selects.platform) { storePlatform(selects.platform.value); }
    apply();
    writeHash();
  });
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  window.addEventListener("hashchange", function () {
    if (setFromHash(false)) { apply(); }
  });

  setFromHash(true);
  /* A shared link's filters win; otherwise the platform the reader chose on any page. */
  if (!filtersFromHash(window.location.hash) && selects.platform && hasOption(selects.platform, storedPlatform())) {
    selects.platform.value = storedPlatform();
    writeHash();
  }
  /* The fields fold into a <details>: open on wide screens and whenever a
     shared link brings filters; closed on a phone, where the rules come first. */
  var disclosure = form.querySelector("details[data-rule-filters-disclosure]");
  if (disclosure) {
    var filters = currentFilters();
    var filtered = KEYS.some(function (key) { return filters[key]; });
    var wide = !window.matchMedia || window.matchMedia("(min-width: 40.0625em)").matches;
    if (wide || filtered) { disclosure.open = true; }
  }
  form.hidden = false;
  apply();
}());
