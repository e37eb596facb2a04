/*
 * Specimen default theme: the design-token pages (theme/tokens.js), loaded by
 * tokens.mustache on tokens/ and on each group's page (tokens/<group>/).
 *
 * Copy buttons: each token's CSS variable (the <code> of its row in
 * .token-list) is wrapped in span.tk__copy with a button that copies it. The
 * Clipboard API is used where the page may use it; where it is missing or
 * refused (a page opened from file:// may have no clipboard), the
 * name is selected and the older copy command tried, so the reader can press
 * their own copy shortcut if that fails too. Either way the result is said in
 * the page's live region ([data-copy-status]): "Copied", or "Selected…".
 * The words come from data attributes of [data-token-sections], which the
 * build fills from the interface strings (i18n/<language>.yml).
 *
 * Cards or table: the switch ([data-token-view-switch]) is rendered hidden
 * and shown here. A choice sets the class token-sections--cards or
 * token-sections--table and is remembered in localStorage
 * ("specimen-token-view") for every token page; with no choice stored, the
 * view the build chose stays (cards for a short page, a table for a long one).
 *
 * Progressive enhancement: without JavaScript there are no buttons and no
 * switch, and the view the build chose shows every fact. No dependencies;
 * works from file://.
 */
(function () {
  "use strict";

  var sections = document.querySelector("[data-token-sections]");
  if (!sections) { return; }
  var KEY = "specimen-token-view";
  var VIEWS = ["cards", "table"];
  var status = sections.querySelector("[data-copy-status]");
  var labels = {
    copy: sections.getAttribute("data-copy-label") || "Copy",
    copied: sections.getAttribute("data-copied-label") || "Copied",
    selected: sections.getAttribute("data-selected-label") || "Selected"
  };

  /* ── copy ─────────────────────────────────────────────────────────────── */

  /* Emptied first, so that copying twice is announced twice. */
  function announce(text) {
    if (!status) { return; }
    status.textContent = "";
    window.setTimeout(function () { status.textContent = text; }, 50);
  }

  function select(code) {
    var selection = window.getSelection();
    var range = document.createRange();
    range.selectNodeContents(code);
    selection.removeAllRanges();
    selection.addRange(range);
  }

  function finish(button, copied) {
    announce(copied ? labels.copied : labels.selected);
    if (!copied) { return; }
    button.classList.add("is-copied");
    window.setTimeout(function () { button.classList.remove("is-copied"); }, 2000);
  }

  function copyBySelecting(code, button) {
    select(code);
    var copied = false;
    try {
      copied = document.execCommand("copy");
    } catch (error) {
      copied = false;
    }
    finish(button, copied);
  }

  function copy(code, button) {
    var text = code.textContent;
    if (navigator.clipboard && navigator.clipboard.writeText && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(
        function () { finish(button, true); },
        function () { copyBySelecting(code, button); });
    } else {
      copyBySelecting(code, button);
    }
  }

  Array.prototype.forEach.call(sections.querySelectorAll(".token-list > li > code"), function (code) {
    var wrap = document.createElement("span");
    wrap.className = "tk__copy";
    code.parentNode.insertBefore(wrap, code);
    wrap.appendChild(code);
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    var label = document.createElement("span");
    label.className = "visually-hidden";
    label.textContent = labels.copy + " " + code.textContent;
    button.appendChild(label);
    wrap.appendChild(button);
  });

  sections.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("button.copy-button") : null;
    if (!button) { return; }
    var code = button.parentNode.querySelector("code");
    if (code) { copy(code, button); }
  });

  /* ── cards or table ───────────────────────────────────────────────────── */

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
